internal import ArgumentParser
import LifedocBase
import LifedocGraph

/// `--content DIR`, shared by every command that reads the knowledge base.
struct ContentOptions: ParsableArguments {
    @Option(name: .customLong("content"), help: ArgumentHelp(
        "The content folder, with one folder per language (en, ko).",
        discussion: "Default: Content in this folder, else the knowledge base LIFEDOC_HOME names, else the installed one."))
    var contentOption: String?

    /// The content folder: `--content`, or the located knowledge base's.
    var content: String { contentOption ?? KnowledgeBase.located().content }

    /// Loads and links the content. Prints diagnostics to standard error; input errors (content that
    /// cannot be read or parsed) end the command with exit code 2.
    func load() throws -> LinkedContent {
        let linked = try loadQuietly()
        for diagnostic in linked.diagnostics { Console.error(diagnostic.prefixed(pathPrefix).formatted) }
        if linked.diagnostics.containsInputError { throw ExitCode(2) }
        return linked
    }

    /// Loads and links the content without printing; only an unreadable content folder ends the
    /// command (exit code 2).
    func loadQuietly(workers: Workers = .allCores) throws -> LinkedContent {
        do {
            let linked = try ContentLoader.load(from: content, workers: workers)
            // Every command holds the content until it ends: leave it to the process's exit.
            keepUntilExit(linked)
            return linked
        } catch let error as FileSystemError {
            throw unreadable(error)
        }
    }

    /// Prints why the content folder cannot be read, and gives the exit code (2) to end with.
    func unreadable(_ error: FileSystemError) -> ExitCode {
        // Named by no option and found nowhere: say where lifedoc looked and how to point it.
        Console.error("\(error.path): error: \(error.reason)\(error.path == content ? missingHint : "")")
        return ExitCode(2)
    }

    /// What to add to "the content folder does not exist" when no `--content` named it: where
    /// lifedoc looked, and how to point it at a knowledge base.
    var missingHint: String {
        contentOption == nil
            ? "; run lifedoc in a folder that holds Content/, name one with --content DIR (or a built site with --site DIR for search), set LIFEDOC_HOME, or install the knowledge base with 'make install'"
            : ""
    }

    /// The content folder as a prefix for the content-relative paths in diagnostics (`Content/`).
    var pathPrefix: String { Diagnostic.pathPrefix(forFolder: content) }
}
