/// A parsed Markdown document: its top-level blocks, with positions in the original file.
package struct MarkdownDocument: Hashable, Sendable {
    /// The top-level blocks, in order.
    package var blocks: [Block]
    /// Whether nesting deeper than `CmarkConverter.maximumDepth` was cut off.
    package var depthLimitReached: Bool
    /// The ids the renderer gives the headings (`CmarkConverter.headingIDs`), from the same parse.
    package var headingIDs: Set<String> = []
    /// The same when the first `#` heading is left out as the page's title.
    package var headingIDsWithoutTitle: Set<String> = []
    /// Whether the parse met an image (`![…](…)`), in a table's cells too: only such a document is
    /// walked for the images to publish beside its page.
    package var hasImages = false
    /// Each `[^label]` left as text outside a link's text, written with plain brackets, whose label
    /// no definition of the document names: a footnote reference the writer meant and the site shows
    /// as text (an escaped bracket, `\[^1]`, means the text and is not one).
    package var unresolvedFootnotes: [FootnoteText] = []

    /// Creates a document.
    package init(blocks: [Block], depthLimitReached: Bool = false) {
        self.blocks = blocks
        self.depthLimitReached = depthLimitReached
    }
}

/// A `[^label]` a document shows as text (`MarkdownDocument.unresolvedFootnotes`).
package struct FootnoteText: Hashable, Sendable {
    /// The label, as written.
    package var label: String
    /// Where its `[` is.
    package var position: SourcePosition

    /// A `[^label]` at `position`.
    package init(label: String, position: SourcePosition) {
        self.label = label
        self.position = position
    }
}
