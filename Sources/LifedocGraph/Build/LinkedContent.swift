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
}

/// Everything the link step produces: the graph, the resolver built from it, the pages with their
/// mentions and links, the glossary, and every diagnostic so far (sorted).
package struct LinkedContent: Sendable {
    package var graph: KnowledgeGraph
    package var resolver: SymbolResolver
    package var pages: [LinkedPage]
    package var glossary: Glossary
    package var diagnostics: [Diagnostic]

    /// The page of `id` in `language`.
    package func page(_ id: PageID, in language: Language) -> LinkedPage? {
        pages.first { $0.page.id == id && $0.page.language == language }
    }
}
