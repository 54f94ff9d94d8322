package import LifedocBase
package import LifedocContent

/// A page together with what linking found in it.
package struct LinkedPage: Sendable {
    /// The parsed page.
    package var page: Page
    /// The methods it names, in reading order.
    package var mentions: [Mention]
    /// Its relative links to other pages, in reading order.
    package var links: [PageLink]
    /// Where each image it shows from the content folder is published, by destination as written
    /// (`ContentAssets`).
    package var images: [String: String] = [:]
}

/// Everything the link step produces: the graph, the resolver built from it, the pages with their
/// mentions and links, the glossary, and every diagnostic so far (sorted).
package struct LinkedContent: Sendable {
    package var graph: KnowledgeGraph
    package var resolver: SymbolResolver
    /// The pages; replacing them rebuilds the lookup table.
    package var pages: [LinkedPage] { didSet { positions = Self.positions(of: pages) } }
    package var glossary: Glossary
    package var diagnostics: [Diagnostic]
    /// The images pages show from the content folder, to publish beside them, sorted by path.
    package var assets: [ContentAsset] = []
    /// Where each (page, language) is in `pages`, so lookups do not scan thousands of pages.
    private var positions: [PageKey: Int]

    private struct PageKey: Hashable, Sendable {
        var id: PageID
        var language: Language
    }

    package init(
        graph: KnowledgeGraph, resolver: SymbolResolver, pages: [LinkedPage], glossary: Glossary, diagnostics: [Diagnostic]
    ) {
        self.graph = graph
        self.resolver = resolver
        self.pages = pages
        self.glossary = glossary
        self.diagnostics = diagnostics
        positions = Self.positions(of: pages)
    }

    /// The page of `id` in `language`.
    package func page(_ id: PageID, in language: Language) -> LinkedPage? {
        positions[PageKey(id: id, language: language)].map { pages[$0] }
    }

    private static func positions(of pages: [LinkedPage]) -> [PageKey: Int] {
        var result: [PageKey: Int] = [:]
        for (offset, linked) in pages.enumerated() where result[PageKey(id: linked.page.id, language: linked.page.language)] == nil {
            result[PageKey(id: linked.page.id, language: linked.page.language)] = offset
        }
        return result
    }
}
