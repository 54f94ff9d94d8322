internal import ArgumentParser
import Foundation

/// `lifedoc-bench`: the tools `make bench` drives. Not part of the compiler users run.
struct BenchTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifedoc-bench",
        abstract: "Benchmark tools: a synthetic corpus generator, the search benchmark and the template floor.",
        subcommands: [CorpusCommand.self, SearchBenchCommand.self, TemplateFloorCommand.self])
}

/// The entry point of `lifedoc-bench`'s `main.swift`.
package enum BenchMain {
    /// Runs `lifedoc-bench` with `arguments` (without the program name) and exits.
    package static func run(_ arguments: [String]) -> Never {
        BenchTool.main(arguments)
        exit(0)
    }
}
