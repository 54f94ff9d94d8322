import LifedocMarkdown

/// A translation in progress (`lifedoc translate`): the source page's text with a marker before
/// each block still to translate. The marker is an HTML comment, which the site never shows.
package enum TranslationDraft {
    /// The line written before each block still to translate.
    package static let marker = "<!-- translate -->"

    /// The sections of `page` (`lead` for the text before the first `##`) that still hold a marker.
    package static func sectionsToTranslate(in page: Page) -> [String] {
        func hasMarker(_ blocks: [Block]) -> Bool {
            blocks.contains { block in
                if case let .htmlBlock(html, _) = block { return html.contains(marker) }
                return false
            }
        }
        var keys: [String] = []
        if hasMarker(page.lead) { keys.append("lead") }
        for (index, section) in page.sections.enumerated() where hasMarker(section.blocks) {
            keys.append(section.explicitID ?? "section \(index + 1)")
        }
        return keys
    }
}
