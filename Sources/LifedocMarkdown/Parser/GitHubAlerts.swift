/// GitHub's alerts: a quote at the top level of a page whose first line is `[!NOTE]`, `[!TIP]`,
/// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (in any case) and that has more after that line.
/// GitHub shows it as a box with its kind's title; so does the site (`markdown-alert` classes, as
/// GitHub writes them), with the title in the page's language.
///
/// ```markdown
/// > [!WARNING]
/// > `applicationWillTerminate(_:)` is not called for a suspended app.
/// ```
package enum GitHubAlerts {
    /// The kinds, in GitHub's words, lowercased: the site's strings title them (`alert_note`, …).
    package static let kinds = ["note", "tip", "important", "warning", "caution"]

    /// The kind of the quote of `blocks` and what it holds after its marker line; nil for a quote
    /// that is no alert.
    static func alert(in blocks: [Block]) -> (kind: String, blocks: [Block])? {
        guard case let .paragraph(inlines, position)? = blocks.first, case let .text(text, _)? = inlines.first,
              inlines.count == 1 || inlines[1] == .softBreak || inlines[1] == .lineBreak
        else { return nil }
        let marker = String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()).lowercased()
        guard marker.hasPrefix("[!"), marker.hasSuffix("]"), case let kind = String(marker.dropFirst(2).dropLast()),
              kinds.contains(kind)
        else { return nil }
        let rest = Array(inlines.dropFirst(2))
        let content = (rest.isEmpty ? [] : [Block.paragraph(rest, position)]) + blocks.dropFirst()
        return content.isEmpty ? nil : (kind, content)
    }

    /// Stands for the title of alerts of `kind` in the HTML, until the rewriter puts in the page's words.
    static func title(of kind: String) -> String { "\u{6}" + kind + "\u{6}" }

    /// The HTML that opens an alert of `kind`.
    static func opening(_ kind: String) -> String {
        #"<div class="markdown-alert markdown-alert-\#(kind)">"# + "\n" + #"<p class="markdown-alert-title">\#(title(of: kind))</p>"#
    }
}
