import LifedocBase
import LifedocContent
import LifedocGraph
import LifedocMarkdown

/// A GitHub-style table (a row of `|` cells over a `|---|` line) is not CommonMark, which lifedoc's
/// Markdown follows: libcmark reads it as one paragraph, and the site would show the pipes. Writers
/// used to GitHub write tables anyway, so each one is named with its line and the list to write
/// instead.
struct TableChecker: Checker {
    func check(_ content: LinkedContent, workers: Workers) -> [Diagnostic] {
        let pages = content.pages.map(\.page)
        return workers.map(pages) { page in
            var finder = Finder()
            finder.walk(page.document)
            return finder.found.map { position in
                Diagnostic(
                    .markdownTable, at: SourceLocation(file: page.file, line: position.line, column: position.column),
                    "this table is not CommonMark: the site shows it as one paragraph of '|' text",
                    suggestion: "write it as a list, a row an item ('- cell → cell (note)'), as the project's own guides do")
            }
        }.flatMap { $0 }
    }

    /// The paragraphs whose first line holds a `|` and whose second is a delimiter row.
    private struct Finder: MarkdownWalker {
        var found: [SourcePosition] = []

        mutating func visit(block: Block) {
            guard case let .paragraph(inlines, position) = block else { return }
            var lines: [String] = [""]
            // The first two lines are all that tell a table.
            for inline in inlines {
                switch inline {
                case .softBreak, .lineBreak: lines.append("")
                default: lines[lines.count - 1] += [inline].plainText
                }
                if lines.count > 2 { break }
            }
            if lines.count >= 2, lines[0].contains("|"), Self.isDelimiterRow(lines[1]) { found.append(position) }
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
