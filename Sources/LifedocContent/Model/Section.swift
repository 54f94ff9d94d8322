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
        let trimmed = text.trimmingWhitespace()
        guard trimmed.hasSuffix("}"), let open = trimmed.range(of: "{#", options: .backwards) else {
            return (trimmed, nil)
        }
        let id = String(trimmed[open.upperBound..<trimmed.index(before: trimmed.endIndex)])
        let valid = !id.isEmpty && id.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
        guard valid else { return (trimmed, nil) }
        return (String(trimmed[..<open.lowerBound]).trimmingWhitespace(), id)
    }
}
