/// A GitHub-style table as text: the lines of one paragraph that are a header row, a delimiter
/// row (`|---|:--:|`) and body rows, split into cells as GitHub Flavored Markdown splits them.
/// libcmark (CommonMark) has no tables; `CmarkConverter` reads a paragraph whose lines are one,
/// and parses each cell's text as inlines. Proven against the table examples of the GFM
/// specification (`Tests/LifedocMarkdownTests/Fixtures/gfm-tables`).
package struct TableText: Equatable, Sendable {
    /// How each column is aligned, from the delimiter row's colons.
    package var alignments: [TableAlignment]
    /// The header row's cells, as written (a `\|` read as `|`).
    package var header: [String]
    /// The body rows, each with as many cells as the header: missing ones empty, extra ones left out.
    package var rows: [[String]]

    /// The table `lines` are, or nil: the first is the header row, the second a delimiter row with
    /// as many cells, and both hold a `|`; every line after them is a body row.
    package static func read(_ lines: [String]) -> TableText? {
        guard lines.count >= 2, lines[0].contains("|"), let alignments = alignments(ofDelimiterRow: lines[1]) else { return nil }
        let header = cells(of: lines[0])
        guard header.count == alignments.count else { return nil }
        let rows = lines.dropFirst(2).map { line -> [String] in
            let row = cells(of: line)
            return (0..<alignments.count).map { $0 < row.count ? row[$0] : "" }
        }
        return TableText(alignments: alignments, header: header, rows: rows)
    }

    /// The alignments a delimiter row (`|---|:--:|`, `--- | ---`: cells of dashes with optional
    /// colons, at least one `|`) gives its columns; nil for any other line.
    package static func alignments(ofDelimiterRow line: String) -> [TableAlignment]? {
        guard line.contains("|") else { return nil }
        var alignments: [TableAlignment] = []
        for cell in cells(of: line) {
            var core = Substring(cell)
            let left = core.hasPrefix(":"), right = core.count > 1 && core.hasSuffix(":")
            if left { core = core.dropFirst() }
            if right { core = core.dropLast() }
            guard !core.isEmpty, core.allSatisfy({ $0 == "-" }) else { return nil }
            alignments.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return alignments
    }

    /// The cells of a row: without a leading or trailing `|`, split at every `|` a backslash does
    /// not escape, each trimmed, `\|` read as `|` (in code spans too, as GFM reads it).
    static func cells(of line: String) -> [String] {
        var text = Substring(line.trimmingTableSpace())
        if text.hasPrefix("|") { text = text.dropFirst() }
        if text.hasSuffix("|"), !text.hasSuffix("\\|") { text = text.dropLast() }
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for character in text {
            if escaped {
                if character != "|" { cell.append("\\") }
                cell.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(cell.trimmingTableSpace())
                cell = ""
            } else {
                cell.append(character)
            }
        }
        if escaped { cell.append("\\") }
        cells.append(cell.trimmingTableSpace())
        return cells
    }
}

/// How a table column's cells are aligned.
package enum TableAlignment: String, Hashable, Sendable {
    case none, left, center, right
}

extension StringProtocol {
    /// Without the spaces and tabs at either end.
    fileprivate func trimmingTableSpace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
