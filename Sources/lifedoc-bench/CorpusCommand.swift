internal import ArgumentParser
import LifedocCLI
import Foundation
import LifedocBench

/// `lifedoc-bench corpus`: writes a deterministic synthetic knowledge base.
struct CorpusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "corpus",
        abstract: "Write a synthetic bilingual corpus (states, methods, tasks, guides) for benchmarks.",
        discussion: """
            The same --pages and --seed always give byte-identical files. OUTPUT must not exist or be \
            empty, unless --replace is given.
            """)

    @Option(name: .long, help: "Pages per language (10 to 20000).")
    var pages = 1000

    @Option(name: .long, help: "The seed of the generator.")
    var seed: UInt64 = 1

    @Option(name: .long, help: "The content folder to write.")
    var output: String

    @Flag(name: .long, help: "Remove OUTPUT first if it exists.")
    var replace = false

    @Flag(name: .long, help: "Write the pages as articles written elsewhere: no front matter, the title as the first heading.")
    var foreign = false

    func validate() throws {
        guard (10...20_000).contains(pages) else { throw ValidationError("--pages must be from 10 to 20000") }
    }

    func run() throws {
        let manager = FileManager.default
        let existing = (try? manager.contentsOfDirectory(atPath: output)) ?? []
        if !existing.isEmpty {
            guard replace else {
                Console.error("\(output): error: the folder is not empty (use --replace to overwrite it)")
                throw ExitCode(2)
            }
            try manager.removeItem(atPath: output)
        }
        var folders: Set<String> = []
        for file in foreign ? SyntheticCorpus.foreignFiles(pages: pages, seed: seed) : SyntheticCorpus.files(pages: pages, seed: seed) {
            let path = output + "/" + file.path
            let folder = (path as NSString).deletingLastPathComponent
            if folders.insert(folder).inserted {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
        }
        Console.error("wrote \(pages) pages per language to \(output)")
    }
}
