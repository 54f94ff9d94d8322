internal import ArgumentParser
import Foundation
import LifedocBase

/// `lifedoc`: compiles the bilingual life-cycle knowledge base. The only importer of ArgumentParser.
struct Lifedoc: ParsableCommand {
    /// This lifedoc's version.
    static let version = "0.6.0"

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "lifedoc",
            abstract: "Compile the bilingual UIKit life-cycle knowledge base.",
            version: "lifedoc \(version)" + (KnowledgeBase.stamp().map { "\nknowledge base \($0)" } ?? ""),
            subcommands: [
                BuildCommand.self, CheckCommand.self, NewCommand.self, TranslateCommand.self, MarkTranslatedCommand.self,
                GraphCommand.self, SearchCommand.self, ServeCommand.self,
                ShowCommand.self, PathCommand.self,
            ])
    }
}

/// The entry point `main.swift` calls: parses the arguments, runs the command and maps failures to
/// exit codes (0 success, 1 not found or content errors, 2 usage or unreadable input).
package enum LifedocMain {
    /// Runs `lifedoc` with `arguments` (without the program name) and exits.
    package static func run(_ arguments: [String]) -> Never {
        // A misspelt command (`lifedoc serach 백그라운드`) is named with the command meant, rather
        // than reported as unexpected arguments.
        if let first = arguments.first, !first.hasPrefix("-") {
            let names = Lifedoc.configuration.subcommands.compactMap { $0.configuration.commandName }
            if !names.contains(first), let nearest = EditDistance.nearest(to: first.lowercased(), among: names.sorted(), limit: { max(2, $0.count / 3) }) {
                Console.error("Error: unknown command '\(first)'; did you mean '\(nearest)'?\nUsage: lifedoc \(nearest) …  (lifedoc --help lists the commands)")
                exit(2)
            }
        }
        var parsed = false
        do {
            var command = try Lifedoc.parseAsRoot(arguments)
            parsed = true
            try command.run()
            exit(0)
        } catch {
            if Lifedoc.exitCode(for: error) == .validationFailure {
                // A mistake in the arguments gets the usage; one found by the command in what they
                // name (two states of different life cycles) gets only its message: the usage
                // printed then was the whole tool's, which says nothing of the command.
                Console.error(parsed ? "Error: " + Lifedoc.message(for: error) : Lifedoc.fullMessage(for: error))
                exit(2)
            }
            Lifedoc.exit(withError: error)
        }
    }
}
