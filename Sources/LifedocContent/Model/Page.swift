package import LifedocBase
package import LifedocMarkdown

/// One Markdown file of one language, parsed: its identity, front matter, parsed body and sections.
package struct Page: Sendable, Hashable {
    /// Path relative to the content root (`ko/methods/x.md`).
    package var file: String
    /// The language folder it is in.
    package var language: Language
    /// The id shared with its translation.
    package var id: PageID
    /// What it describes.
    package var kind: PageKind
    /// Its title, from front matter or its first heading.
    package var title: String
    /// Whether the title was taken from the first heading (which then is not part of the body's sections).
    package var titleFromHeading: Bool
    /// The typed front matter (empty for a page without front matter), boxed: most of a page's
    /// size, and copied with it into every list that holds the page.
    @Boxed package var header: PageHeader
    /// Whether the file has front matter.
    package var hasFrontMatter: Bool
    /// Whether the body's text may link to a heading of this page (`](#`, `](<#`, `]: #`): only
    /// such a page's tree is walked for those links. A page keeps no Markdown text once parsed:
    /// everything after loading reads its parse.
    package var mayLinkWithinPage: Bool
    /// How many file lines come before the body.
    package var bodyLineOffset: Int
    /// The parsed body.
    package var document: MarkdownDocument
    /// The blocks before the first `##` heading (the title heading excluded).
    package var lead: [Block]
    /// The `##` sections, in order.
    package var sections: [Section]
    /// A fingerprint of the whole file as decoded (front matter and body), for the build cache.
    package var sourceHash = ""

    /// The location of line `line` in this page's file.
    package func location(_ line: Int, column: Int = 1) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// The location of a position in this page's file.
    package func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }

    /// The lead (section nil) and each `##` section's blocks (section index), in reading order.
    package var blocksBySection: [(section: Int?, blocks: [Block])] {
        [(nil, lead)] + sections.enumerated().map { ($0.offset, $0.element.blocks) }
    }

    /// The first paragraph of the lead, as plain text: the page's summary in lists and search.
    package var summary: String {
        for block in lead {
            if case let .paragraph(inlines, _) = block { return inlines.plainText.trimmingWhitespace() }
        }
        return ""
    }
}
