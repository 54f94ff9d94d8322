package import LifedocBase
import LifedocContent

/// The first three steps of the pipeline in one call: discover → parse → link (with the images the
/// pages show from the content folder).
package enum ContentLoader {
    /// Reads, parses and links the content under `root`, each step's maps on `workers`.
    /// - Throws: `FileSystemError` when the root cannot be read at all.
    /// - Returns: the linked content; its diagnostics include every parse and link problem, sorted.
    package static func load(
        from root: String, fileSystem: any FileSystem = LocalFileSystem(), workers: Workers = .allCores
    ) throws -> LinkedContent {
        var parses = ParsedPages(keeping: false)
        return try load(from: root, fileSystem: fileSystem, reusing: &parses, workers: workers)
    }

    /// Reads, parses and links the content under `root`, parsing again only the files whose bytes
    /// differ from those `parses` holds, and leaving in `parses` the parse of every file read now
    /// (a preview that rebuilds after each edit keeps it between builds). `meter`, when given,
    /// counts the Markdown parses and their processor time.
    /// - Throws: `FileSystemError` when the root cannot be read at all.
    package static func load(
        from root: String, fileSystem: any FileSystem, reusing parses: inout ParsedPages, meter: CPUMeter? = nil,
        workers: Workers = .allCores
    ) throws -> LinkedContent {
        var sources = try ContentDiscovery.discover(in: fileSystem, root: root, workers: workers)
        var diagnostics = sources.diagnostics
        let parsed = parses.parse(sources.pages, meter: meter, workers: workers)
        diagnostics += parsed.flatMap(\.1)
        let unparsed = zip(sources.pages, parsed).compactMap { $1.0 == nil ? $0.path : nil }
        // The files' bytes are let go before linking (`parses` keeps them when it is to reuse them).
        sources.pages = []
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
        var linked = GraphBuilder.link(
            pages: parsed.compactMap(\.0), glossary: glossary, externalSymbols: external, unparsedFiles: unparsed,
            reusing: &parses.links, workers: workers)
        // The images pages show from the content folder, read to publish beside them.
        let images = ContentAssets.collect(&linked.pages, root: root, fileSystem: fileSystem)
        linked.assets = images.assets
        linked.diagnostics = (linked.diagnostics + diagnostics + images.diagnostics).sorted()
        return linked
    }

    /// Parses every file with `workers`; results come back in input order.
    static func parseAll(_ files: [SourceFile], meter: CPUMeter?, workers: Workers) -> [(Page?, [Diagnostic])] {
        workers.map(files) { PageParser.parse($0, meter: meter) }
    }
}

/// The parse of each content file by path, with the bytes it was parsed from, and the linking
/// of each page (`LinkMemo`): what lets a rebuild parse and link only the pages that changed.
package struct ParsedPages: Sendable {
    private var entries: [String: (bytes: [UInt8], page: Page?, diagnostics: [Diagnostic])] = [:]
    /// The last linking's results.
    package var links: LinkMemo
    /// Whether the parses and links are kept for the next build to reuse.
    let keeping: Bool

    /// No parse kept yet. Not `keeping`, it keeps nothing: a build that runs once holds no file's
    /// bytes or second copy of a page past the step that made it.
    package init(keeping: Bool = true) {
        self.keeping = keeping
        links = LinkMemo(keeping: keeping)
    }

    /// How many files were parsed (not reused) by the last `parse`.
    package private(set) var lastParsed = 0

    /// The parses of `files`, in their order: reused when the bytes are the same, made (by
    /// `workers`) otherwise. Afterwards only these files are kept.
    mutating func parse(_ files: [SourceFile], meter: CPUMeter?, workers: Workers) -> [(Page?, [Diagnostic])] {
        guard keeping else {
            lastParsed = files.count
            return ContentLoader.parseAll(files, meter: meter, workers: workers)
        }
        let fresh = files.indices.filter { entries[files[$0].path]?.bytes != files[$0].bytes }
        let made = ContentLoader.parseAll(fresh.map { files[$0] }, meter: meter, workers: workers)
        var kept: [String: (bytes: [UInt8], page: Page?, diagnostics: [Diagnostic])] = [:]
        kept.reserveCapacity(files.count)
        for file in files { kept[file.path] = entries[file.path] }
        for (index, result) in zip(fresh, made) { kept[files[index].path] = (files[index].bytes, result.0, result.1) }
        entries = kept
        lastParsed = fresh.count
        return files.map { entries[$0.path].map { ($0.page, $0.diagnostics) } ?? (nil, []) }
    }
}
