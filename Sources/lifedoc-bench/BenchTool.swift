internal import ArgumentParser
import Foundation

/// `lifedoc-bench`: the tools `make bench` drives. Not part of the compiler users run.
struct BenchTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifedoc-bench",
        abstract: "Benchmark tools: a synthetic corpus generator, the search benchmark and the template floor.",
        subcommands: [CorpusCommand.self, SearchBenchCommand.self, TemplateFloorCommand.self])
}

