/// What the HTML renderer asks while it renders a body: where a link really goes, and which code
/// spans and words of plain text name something that has a page. The renderer knows Markdown; a
/// linker knows the site.
/// The `href`s a linker gives are put as they are, or, when the body is rendered in variants
/// (`CmarkConverter.renderHTML(_:options:linker:variants:)`), after each variant's root.
package protocol HTMLLinker {
    /// The `href` for a link or image destination as written, or nil to keep it as written.
    func href(forDestination destination: String) -> String?
    /// The `href` for a code span's text, or nil to leave it unlinked.
    func href(forCode code: String) -> String?
    /// The spans of a run of plain text that should link somewhere, in order and not overlapping.
    func links(inText text: String) -> [TextLink]
}

/// A span of plain text to link: its start and length in UTF-8 bytes (the unit of cmark's
/// columns), and the `href`.
package struct TextLink: Sendable, Hashable {
    package var offset: Int
    package var length: Int
    package var href: String

    /// Creates a span.
    package init(offset: Int, length: Int, href: String) {
        self.offset = offset
        self.length = length
        self.href = href
    }
}

/// A linker that links nothing and keeps every destination.
package struct PlainLinker: HTMLLinker {
    package init() {}
    package func href(forDestination destination: String) -> String? { nil }
    package func href(forCode code: String) -> String? { nil }
    package func links(inText text: String) -> [TextLink] { [] }
}
