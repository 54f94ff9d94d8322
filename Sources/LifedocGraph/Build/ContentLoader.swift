package import LifedocBase
import LifedocContent

/// The first three steps of the pipeline in one call: discover → parse → link.
package enum ContentLoader {
    /// Reads, parses and links the content under `root`.
    /// - Throws: `FileSystemError` when the root cannot be read at all.
    /// - Returns: the linked content; its diagnostics include every parse and link problem, sorted.
    package static func load(from root: String, fileSystem: any FileSystem = LocalFileSystem()) throws -> LinkedContent {
        let sources = try ContentDiscovery.discover(in: fileSystem, root: root)
        var diagnostics = sources.diagnostics
        let parsed = parseAll(sources.pages)
        diagnostics += parsed.flatMap(\.1)
        var glossary = Glossary.empty
        if let file = sources.glossary {
            let (read, problems) = GlossaryReader.read(file)
            glossary = read
            diagnostics += problems
        }
        var external: [String] = []
        if let file = sources.externalSymbols {
            let (read, problems) = ExternalSymbolsReader.read(file)
            external = read
            diagnostics += problems
        }
        let unparsed = zip(sources.pages, parsed).compactMap { $1.0 == nil ? $0.path : nil }
        var linked = GraphBuilder.link(
            pages: parsed.compactMap(\.0), glossary: glossary, externalSymbols: external, unparsedFiles: unparsed)
        linked.diagnostics = (linked.diagnostics + diagnostics).sorted()
        return linked
    }

    /// Parses every file on all cores; results come back in input order.
    static func parseAll(_ files: [SourceFile]) -> [(Page?, [Diagnostic])] {
        files.parallelMap { PageParser.parse($0) }
    }
}
