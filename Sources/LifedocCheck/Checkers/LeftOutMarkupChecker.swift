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
struct LeftOutMarkupChecker: Checker {
    func check(_ content: LinkedContent, workers: Workers) -> [Diagnostic] {
        workers.map(content.pages.map(\.page)) { page in
            var finder = Finder(keepsHTML: page.header.allowsUnsafeHTML)
            finder.walk(page.document)
            let location = { (position: SourcePosition) in
                SourceLocation(file: page.file, line: position.line, column: position.column)
            }
            return finder.html.map { html, position in
                Diagnostic(
                    .rawHTML, at: location(position), "raw HTML '\(html)' is left out of the site",
                    suggestion: "write it in Markdown, or keep it (cleaned) with 'unsafe-html: true' in the front matter")
            } + finder.tables.map { position in
                Diagnostic(
                    .markdownTable, at: location(position),
                    "this table's header row and '|---|' row have different numbers of cells: the site shows it as one paragraph of '|' text",
                    suggestion: "give the header row and the row of dashes below it one cell per column")
            }
        }.flatMap { $0 }
    }

    private struct Finder: MarkdownWalker {
        /// Whether the page keeps its raw HTML (`unsafe-html: true`).
        var keepsHTML: Bool
        /// Raw HTML other than comments, one per line, its first tag shortened.
        var html: [(html: String, position: SourcePosition)] = []
        /// Paragraphs whose first line holds a `|` (outside code) and whose second is a delimiter row.
        var tables: [SourcePosition] = []

        init(keepsHTML: Bool) { self.keepsHTML = keepsHTML }

        mutating func visit(block: Block) {
            if case let .htmlBlock(text, position) = block { note(text, at: position) }
            table(block)
        }

        mutating func visit(inline: Inline) {
            if case let .html(text, position) = inline { note(text, at: position) }
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
            if Self.isDelimiterRow(second) { tables.append(position) }
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

        /// `|---|:--:|`, `--- | ---`: cells of dashes with optional colons, at least one `|`.
        static func isDelimiterRow(_ line: String) -> Bool {
            guard line.contains("|") else { return false }
            var text = line.trimmingWhitespace()
            if text.hasPrefix("|") { text.removeFirst() }
            if text.hasSuffix("|") { text.removeLast() }
            let cells = text.split(separator: "|", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
            return cells.allSatisfy { cell in
                var core = Substring(cell)
                if core.hasPrefix(":") { core = core.dropFirst() }
                if core.hasSuffix(":") { core = core.dropLast() }
                return !core.isEmpty && core.allSatisfy { $0 == "-" }
            }
        }
    }
}
