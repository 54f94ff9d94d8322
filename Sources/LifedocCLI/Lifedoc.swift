internal import ArgumentParser
import Foundation

/// `lifedoc`: compiles the bilingual life-cycle knowledge base. The only importer of ArgumentParser.
struct Lifedoc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifedoc",
        abstract: "Compile the bilingual UIKit life-cycle knowledge base.",
        subcommands: [BuildCommand.self, CheckCommand.self, GraphCommand.self, SearchCommand.self, ShowCommand.self, PathCommand.self])
}

/// The entry point `main.swift` calls: parses the arguments, runs the command and maps failures to
/// exit codes (0 success, 1 not found or content errors, 2 usage or unreadable input).
package enum LifedocMain {
    /// Runs `lifedoc` with `arguments` (without the program name) and exits.
    package static func run(_ arguments: [String]) -> Never {
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
