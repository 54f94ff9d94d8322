/// A block element of a Markdown document, as a Swift value with the position of its first line.
///
/// As with `Inline`, only the cases with more than an array or a string, a level and a position
/// are boxed (`indirect`): most blocks are paragraphs, stored in their array.
package enum Block: Hashable, Sendable {
    case paragraph([Inline], SourcePosition)
    case heading(level: Int, [Inline], SourcePosition)
    indirect case codeBlock(info: String, code: String, SourcePosition)
    case htmlBlock(String, SourcePosition)
    indirect case list(ListStyle, items: [[Block]], SourcePosition)
    case blockQuote([Block], SourcePosition)
    case thematicBreak(SourcePosition)
    /// A GitHub-style table (`TableText`): its columns' alignments, the header's cells and the
    /// body rows' cells, each cell's inlines.
    indirect case table(alignments: [TableAlignment], header: [[Inline]], rows: [[[Inline]]], SourcePosition)
    /// A GitHub footnote's text (`[^label]: text`), shown at the end of the page when a
    /// `.footnoteReference` names it.
    indirect case footnoteDefinition(label: String, [Block], SourcePosition)

    /// Where the block starts.
    package var position: SourcePosition {
        switch self {
        case let .paragraph(_, position), let .heading(_, _, position), let .codeBlock(_, _, position),
             let .htmlBlock(_, position), let .list(_, _, position), let .blockQuote(_, position),
             let .thematicBreak(position), let .table(_, _, _, position), let .footnoteDefinition(_, _, position):
            position
        }
    }

    /// The text a reader sees in the block and everything inside it.
    package var plainText: String {
        switch self {
        case let .paragraph(inlines, _), let .heading(_, inlines, _): inlines.plainText
        case let .codeBlock(_, code, _): code
        case .htmlBlock, .thematicBreak: ""
        case let .list(_, items, _): items.map { $0.map(\.plainText).joined(separator: "\n") }
            .joined(separator: "\n")
        case let .blockQuote(blocks, _), let .footnoteDefinition(_, blocks, _): blocks.map(\.plainText).joined(separator: "\n")
        case let .table(_, header, rows, _): ([header] + rows).map { $0.map(\.plainText).joined(separator: " ") }
            .joined(separator: "\n")
        }
    }

    /// The text a reader sees in the block at the top level of a page: as `plainText`, but a
    /// GitHub alert's without its `[!NOTE]` line, which the site shows as its kind's title.
    package var pageText: String {
        if case let .blockQuote(blocks, _) = self, let alert = GitHubAlerts.alert(in: blocks) {
            return alert.blocks.map(\.plainText).joined(separator: "\n")
        }
        return plainText
    }
}

/// How a list is numbered and spaced: what libcmark's HTML renderer needs besides its items.
package struct ListStyle: Hashable, Sendable {
    /// `1.` or `1)` items rather than `-`, `*` or `+`.
    package var ordered: Bool
    /// The number of the first item of an ordered list (`3.` starts at 3); 0 for a bullet list.
    package var start: Int
    /// No blank line between the items or their blocks: their paragraphs render without `<p>`.
    package var tight: Bool

    /// A list style.
    package init(ordered: Bool, start: Int = 1, tight: Bool = true) {
        self.ordered = ordered
        self.start = ordered ? start : 0
        self.tight = tight
    }
}
