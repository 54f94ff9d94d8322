/// A parsed Markdown document: its top-level blocks, with positions in the original file.
package struct MarkdownDocument: Hashable, Sendable {
    /// The top-level blocks, in order.
    package var blocks: [Block]
    /// Whether nesting deeper than `CmarkConverter.maximumDepth` was cut off.
    package var depthLimitReached: Bool

    /// Creates a document.
    package init(blocks: [Block], depthLimitReached: Bool = false) {
        self.blocks = blocks
        self.depthLimitReached = depthLimitReached
    }
}
