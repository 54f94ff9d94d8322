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

    /// Creates a document.
    package init(blocks: [Block], depthLimitReached: Bool = false) {
        self.blocks = blocks
        self.depthLimitReached = depthLimitReached
    }
}
