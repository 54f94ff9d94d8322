import LifedocBase
import LifedocContent
import LifedocGraph
import LifedocMarkdown

/// Markup the site would not show as written, named with its line, in one walk over each page:
///
/// - Raw HTML is left out unless its page opts in with `unsafe-html: true` (and is then cleaned): a
///   writer who wrote a `<details>` block or a `<div class="note">` learns it here instead of
///   finding the text gone. HTML comments are notes between writers and are left out without a word.
/// - A GitHub-style table (a row of `|` cells over a `|---|` line) shows as a table when its
///   header and delimiter rows have as many cells (`TableText`); one that does not is read as a
///   paragraph, and the site would show the pipes, so it is named with what to fix.
/// - A footnote reference whose label no line defines shows as `[^label]` text, and a footnote
///   nothing refers to is left out (as on GitHub): both are named, with the nearest label. The parse
///   finds the first (`MarkdownDocument.unresolvedFootnotes`): not in a link's text, where `[^label]`
///   is text on GitHub too, nor written with an escaped bracket (`\[^1]`), which means the text.
struct LeftOutMarkupChecker: Checker {
    /// How many label comparisons one page's footnote suggestions may make.
    static let suggestionBudget = 100_000

    func check(_ content: LinkedContent, workers: Workers) -> [Diagnostic] {
        workers.map(content.pages.map(\.page)) { page in
            var finder = Finder(keepsHTML: page.header.allowsUnsafeHTML)
            finder.walk(page.document)
            let location = { (position: SourcePosition) in
                SourceLocation(file: page.file, line: position.line, column: position.column)
            }
            return finder.html.map { html, position in
                Diagnostic(
                    .rawHTML, at: location(position),
                    "raw HTML '\(html)' is left out of the site: write it in Markdown, or keep it (cleaned) with 'unsafe-html: true' in the front matter")
            } + finder.tables.map { position in
                Diagnostic(
                    .markdownTable, at: location(position),
                    "this table's header row and '|---|' row have different numbers of cells, so the site shows it as one paragraph of '|' text: "
                        + "give the header row and the row of dashes below it one cell per column")
            } + footnotes(finder, unresolved: page.document.unresolvedFootnotes, at: location)
        }.flatMap { $0 }
    }

    /// The references to footnotes the page does not define (`unresolved`, as the parse found
    /// them), and the footnotes it defines but never refers to, each with the label the writer most
    /// likely meant.
    private func footnotes(_ finder: Finder, unresolved: [FootnoteText], at location: (SourcePosition) -> SourceLocation) -> [Diagnostic] {
        let used = Set(finder.references.map { $0.lowercased() })
        // Each label once (the first writing of it), and each undefined label looked up once: a
        // page of thousands of notes and references compared every reference with every label.
        var seenLabels: Set<String> = []
        let defined = finder.definitions.map(\.label).filter { seenLabels.insert($0.lowercased()).inserted }
        var suggestions: [String: String?] = [:]
        var comparisons = 0
        func suggestion(for label: String) -> String? {
            let key = label.lowercased()
            if let known = suggestions[key] { return known }
            // Past a budget of comparisons, no more suggestions: the page's own labels are then not
            // a list a writer picks from.
            guard comparisons + defined.count <= Self.suggestionBudget else { return nil }
            comparisons += defined.count
            // A label that differs only in case is the same label: never offered as another.
            let near = EditDistance.nearest(to: label, among: defined.filter { $0.lowercased() != key }) { max(2, $0.count / 3) }
            suggestions[key] = near
            return near
        }
        let undefined = unresolved.map { reference in
            let (label, position) = (reference.label, reference.position)
            let near = suggestion(for: label)
            return Diagnostic(
                .footnoteUndefined, at: location(position),
                "footnote '[^\(label)]' is not defined on this page, so the site shows '[^\(label)]' as text: add a line '[^\(label)]: …' with the note",
                suggestion: near.map { "[^\($0)]" })
        }
        var seen: Set<String> = []
        let unused = finder.definitions.compactMap { label, position -> Diagnostic? in
            guard !used.contains(label.lowercased()), seen.insert(label.lowercased()).inserted else { return nil }
            return Diagnostic(
                .footnoteUnused, at: location(position),
                "footnote '[^\(label)]' is defined but nothing refers to it, so the site leaves it out: refer to it with '[^\(label)]' where the note belongs, or remove it")
        }
        return undefined + unused
    }

    private struct Finder: MarkdownWalker {
        /// Whether the page keeps its raw HTML (`unsafe-html: true`).
        var keepsHTML: Bool
        /// Raw HTML other than comments, one per line, its first tag shortened.
        var html: [(html: String, position: SourcePosition)] = []
        /// Paragraphs whose first line holds a `|` (outside code) and whose second is a delimiter row.
        var tables: [SourcePosition] = []
        /// Footnotes defined, and the labels referred to.
        var definitions: [(label: String, position: SourcePosition)] = []
        var references: [String] = []

        init(keepsHTML: Bool) { self.keepsHTML = keepsHTML }

        mutating func visit(block: Block) {
            if case let .htmlBlock(text, position) = block { note(text, at: position) }
            if case let .footnoteDefinition(label, _, position) = block { definitions.append((label, position)) }
            table(block)
        }

        mutating func visit(inline: Inline) {
            switch inline {
            case let .html(text, position): note(text, at: position)
            case let .footnoteReference(label, _): references.append(label)
            default: break
            }
        }

        private mutating func note(_ raw: String, at position: SourcePosition) {
            guard !keepsHTML else { return }
            let text = raw.trimmingWhitespace()
            guard !text.hasPrefix("<!--"), html.last?.position.line != position.line else { return }
            let tag = text.prefix { $0 != "\n" }
            html.append((tag.count > 40 ? String(tag.prefix(40)) + "…" : String(tag), position))
        }

        private mutating func table(_ block: Block) {
            // Most paragraphs are told apart at once: no line break, or no '|' in the first line's text.
            guard case let .paragraph(inlines, position) = block,
                  let firstBreak = inlines.firstIndex(where: Self.isBreak),
                  inlines[..<firstBreak].contains(where: Self.holdsPipe)
            else { return }
            let rest = inlines[(firstBreak + 1)...]
            let second = Array(rest[..<(rest.firstIndex(where: Self.isBreak) ?? rest.endIndex)]).plainText
            // The renderer's own reading of the row (`TableText`), so the two never disagree.
            if TableText.alignments(ofDelimiterRow: second) != nil { tables.append(position) }
        }

        private static func isBreak(_ inline: Inline) -> Bool {
            switch inline {
            case .softBreak, .lineBreak: true
            default: false
            }
        }

        private static func holdsPipe(_ inline: Inline) -> Bool {
            if case let .text(text, _) = inline { return text.utf8.contains(UInt8(ascii: "|")) }
            return false
        }
    }
}
