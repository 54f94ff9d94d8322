package import LifedocMarkdown

/// A `##` section of a page: its heading, its stable id and the blocks up to the next `##`.
package struct Section: Sendable, Hashable {
    /// The heading text without the `{#id}` suffix.
    package var title: String
    /// The id written as `{#id}` at the end of the heading, when there is one.
    package var explicitID: String?
    /// Where the heading is.
    package var position: SourcePosition
    /// The blocks of the section, the heading excluded.
    package var blocks: [Block]

    /// Creates a section.
    package init(title: String, explicitID: String?, position: SourcePosition, blocks: [Block]) {
        self.title = title
        self.explicitID = explicitID
        self.position = position
        self.blocks = blocks
    }

    /// Splits a heading's text into its title and an `{#id}` suffix (lowercase letters, digits, `-`, `_`).
    package static func splitHeading(_ text: String) -> (title: String, id: String?) {
        HeadingText.split(text)
    }
}
