import Foundation
import LifedocBase

/// GitHub's footnotes (`text[^1]` and a line `[^1]: the note`), which libcmark does not read: it
/// takes a definition for a link reference definition, or for text. As cmark-gfm's `footnotes`
/// extension reads them: a definition starts a line (up to three spaces in, not in a fenced code
/// block) and may interrupt a paragraph; it runs to the next definition or the paragraph's end; a
/// reference to a defined label (letters case-insensitive) is numbered by its first use; a
/// definition nothing refers to is not shown; blocks indented four spaces under a definition,
/// after a blank line, are more of it. A definition may stand in a quote (`> [^1]: …`) or start a
/// list item (`- [^1]: …`), as in cmark-gfm; blocks indented under such a one stay where they are.
enum Footnotes {
    /// Stands, in the bytes libcmark parses, for the `[` that opens a definition, so that libcmark
    /// keeps the line as text: one byte, so every column stays where it is.
    static let mark: UInt8 = 0x1A

    /// How many definitions deep the blocks indented under one are read as blocks of their own
    /// (`markDefinitions`); deeper, they are read as the text of the definition they are under.
    static let maximumNesting = 4

    /// What `markDefinitions` found: the labels defined, lowercased, and the blocks indented under
    /// a definition after a blank line (its further paragraphs, quotes, code), by the file line of
    /// the definition: that text without its indent, and the file line it starts on.
    struct Marked {
        var labels: Set<String> = []
        var continuations: [Int: (text: String, line: Int)] = [:]
    }

    /// Marks in `bytes` the `[` of each line that defines a footnote, and takes the blocks indented
    /// under a definition out of them (their lines left blank, so no other line moves); empty for
    /// nearly every document, which then is parsed as it is. `lineOffset` is the number of file
    /// lines before `bytes`.
    /// `nesting` is how many definitions' blocks `bytes` are inside: the blocks under a definition
    /// are taken out only `maximumNesting` deep (each is parsed on its own, with a copy of its text).
    /// The labels defined in them count as the document's, as cmark-gfm lists them with the others.
    static func markDefinitions(in bytes: inout [UInt8], lineOffset: Int, nesting: Int = 0) -> Marked {
        // A file that holds the stand-in itself (a control character no text needs) is read without footnotes.
        guard bytes.contains(UInt8(ascii: "^")), !bytes.contains(mark) else { return Marked() }
        var marked = Marked()
        var lines: [Range<Int>] = []
        var from = 0
        while from < bytes.count {
            let end = bytes[from...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            lines.append(from..<end)
            from = end + 1
        }
        func indent(_ line: Range<Int>) -> Int {
            var width = 0
            for byte in bytes[line] {
                if byte == UInt8(ascii: " ") { width += 1 } else if byte == UInt8(ascii: "\t") { width += 4 - width % 4 } else { break }
            }
            return width
        }
        func isBlank(_ line: Range<Int>) -> Bool { bytes[line].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == 0x0D } }
        var fence: (byte: UInt8, count: Int, quotes: Int)?
        var number = 0
        while number < lines.count {
            let line = lines[number]
            let end = line.upperBound
            // A line is read inside its quotes (`> `) and after a list item's marker (`- `, `1. `),
            // as cmark-gfm reads a definition in a quote or at an item's start.
            let (start, quotes, contained) = contentStart(of: bytes[line])
            // A quote that ends ends the fence opened in it.
            if let open = fence, quotes < open.quotes { fence = nil }
            var at = start
            while at < end, at - start < 4, bytes[at] == UInt8(ascii: " ") { at += 1 }
            let run = bytes[at..<end].prefix { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "~") }
            // A fence: three or more of one mark; after backticks, no backtick (```a``` is code in a line).
            let info = bytes[(at + run.count)..<end]
            if at - start < 4, run.count >= 3, run.allSatisfy({ $0 == run.first }),
               fence != nil || run.first != UInt8(ascii: "`") || !info.contains(UInt8(ascii: "`")) {
                // A fence opens, or closes the one open (same character, at least as long, nothing after).
                if let open = fence {
                    let rest = bytes[(at + run.count)..<end]
                    if run.first == open.byte, run.count >= open.count, rest.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                        fence = nil
                    }
                } else {
                    fence = (run.first!, run.count, quotes)
                }
            } else if fence == nil, at - start < 4, let label = definitionLabel(bytes[at..<end]) {
                bytes[at] = mark
                marked.labels.insert(label.lowercased())
                // Blocks indented under a definition are read only at the top level, and only so deep.
                if contained || nesting + 1 >= maximumNesting {
                    number += 1
                    continue
                }
                // Its paragraph runs to a blank line; then blank lines and lines indented four or more
                // are its further blocks, up to the last such line that is not blank.
                var next = number + 1
                while next < lines.count, !isBlank(lines[next]) {
                    var lead = lines[next].lowerBound
                    while lead < lines[next].upperBound, lead - lines[next].lowerBound < 4, bytes[lead] == UInt8(ascii: " ") { lead += 1 }
                    let rest = bytes[lead..<lines[next].upperBound]
                    // Another definition or a fence ends the paragraph.
                    if definitionLabel(rest) != nil || rest.starts(with: [UInt8(ascii: "`"), UInt8(ascii: "`"), UInt8(ascii: "`")])
                        || rest.starts(with: [UInt8(ascii: "~"), UInt8(ascii: "~"), UInt8(ascii: "~")]) { break }
                    next += 1
                }
                var last = next
                var scan = next
                while scan < lines.count, isBlank(lines[scan]) || indent(lines[scan]) >= 4 {
                    if !isBlank(lines[scan]) { last = scan }
                    scan += 1
                }
                if last > next {
                    var text = ""
                    for taken in next...last {
                        var cut = lines[taken].lowerBound, width = 0
                        while cut < lines[taken].upperBound, width < 4, bytes[cut] == UInt8(ascii: " ") || bytes[cut] == UInt8(ascii: "\t") {
                            width += bytes[cut] == UInt8(ascii: "\t") ? 4 - width % 4 : 1
                            cut += 1
                        }
                        text += String(decoding: bytes[cut..<lines[taken].upperBound], as: UTF8.self) + "\n"
                        for index in lines[taken] { bytes[index] = UInt8(ascii: " ") }
                    }
                    // The lines taken are blank now; the paragraph's are read on, for fences and definitions.
                    marked.continuations[number + 1 + lineOffset] = (text, next + 1 + lineOffset)
                    var taken = Array(text.utf8)
                    marked.labels.formUnion(markDefinitions(in: &taken, lineOffset: 0, nesting: nesting + 1).labels)
                }
            }
            number += 1
        }
        return marked
    }

    /// Where the text of `line` starts inside its containers: after up to three spaces, each quote
    /// marker (`>` and one space or tab) and a list item's marker (`-`, `+`, `*`, or up to nine
    /// digits and `.` or `)`, then a space or tab), each after up to three spaces; how many quotes it is in; and
    /// whether it is in a quote or starts an item.
    private static func contentStart(of line: ArraySlice<UInt8>) -> (start: Int, quotes: Int, contained: Bool) {
        var at = line.startIndex, quotes = 0, contained = false
        func spaces() {
            let from = at
            while at < line.endIndex, at - from < 3, line[at] == UInt8(ascii: " ") { at += 1 }
        }
        while true {
            let from = at
            spaces()
            if at < line.endIndex, line[at] == UInt8(ascii: ">") {
                at += 1
                if at < line.endIndex, line[at] == UInt8(ascii: " ") || line[at] == UInt8(ascii: "\t") { at += 1 }
                quotes += 1
                contained = true
                continue
            }
            var marker = at
            if marker < line.endIndex, [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*")].contains(line[marker]) {
                marker += 1
            } else {
                while marker < line.endIndex, marker - at < 9, ASCIIBytes.isDigit(line[marker]) { marker += 1 }
                if marker > at, marker < line.endIndex, line[marker] == UInt8(ascii: ".") || line[marker] == UInt8(ascii: ")") {
                    marker += 1
                } else {
                    marker = at
                }
            }
            if marker > at, marker < line.endIndex, line[marker] == UInt8(ascii: " ") || line[marker] == UInt8(ascii: "\t") {
                at = marker + 1
                contained = true
                continue
            }
            at = from
            return (at, quotes, contained)
        }
    }

    /// The label of the definition `[^label]:` at the start of `line`: no white space or bracket in it.
    private static func definitionLabel(_ line: ArraySlice<UInt8>) -> String? {
        guard line.count > 4, line[line.startIndex] == UInt8(ascii: "["), line[line.startIndex + 1] == UInt8(ascii: "^"),
              let close = line.firstIndex(of: UInt8(ascii: "]")), close > line.startIndex + 2, close + 1 < line.endIndex,
              line[close + 1] == UInt8(ascii: ":")
        else { return nil }
        let label = line[(line.startIndex + 2)..<close]
        guard label.count <= 999, !label.contains(where: { ASCIIBytes.isSpace($0) || $0 == UInt8(ascii: "[") }) else { return nil }
        return String(decoding: label, as: UTF8.self)
    }

    /// A paragraph's inlines as blocks: the text before its first definition (a paragraph, if any),
    /// then each definition, its first line's `[^label]:` taken off; nil when none starts a line.
    static func split(_ inlines: [Inline], at position: SourcePosition) -> [Block]? {
        func label(at index: Int) -> (label: String, rest: String, position: SourcePosition, lead: Int)? {
            guard case let .text(text, textPosition) = inlines[index], text.utf8.first == mark, text.dropFirst().first == "^",
                  let close = text.firstIndex(of: "]"), close > text.index(text.startIndex, offsetBy: 2),
                  text[text.index(after: close)...].hasPrefix(":")
            else { return nil }
            let label = String(text[text.index(text.startIndex, offsetBy: 2)..<close])
            let rest = text[text.index(close, offsetBy: 2)...].drop { $0 == " " || $0 == "\t" }
            return (label, String(rest), textPosition, text.count - rest.count)
        }
        let starts = inlines.indices.filter { ($0 == 0 || inlines[$0 - 1] == .softBreak || inlines[$0 - 1] == .lineBreak) && label(at: $0) != nil }
        guard !starts.isEmpty else { return nil }
        var blocks: [Block] = []
        if starts[0] > 0 { blocks.append(.paragraph(Array(inlines[..<(starts[0] - 1)]), position)) }
        for (number, start) in starts.enumerated() {
            guard let head = label(at: start) else { continue }
            let end = number + 1 < starts.count ? starts[number + 1] - 1 : inlines.count
            var body = Array(inlines[(start + 1)..<end])
            if !head.rest.isEmpty {
                body.insert(.text(head.rest, SourcePosition(line: head.position.line, column: head.position.column + head.lead)), at: 0)
            }
            blocks.append(.footnoteDefinition(label: head.label, body.isEmpty ? [] : [.paragraph(body, head.position)], head.position))
        }
        return blocks
    }

    /// `blocks` with every mark that no definition took (`markDefinitions`: in a code block, raw
    /// HTML, a line libcmark joined to another) the `[` it stands for again.
    static func unmarked(_ blocks: [Block]) -> [Block] {
        let bracket = "[", marker = String(UnicodeScalar(mark))
        func inlines(_ list: [Inline]) -> [Inline] {
            list.map { inline in
                switch inline {
                case let .text(text, position): .text(text.replacingOccurrences(of: marker, with: bracket), position)
                case let .emphasis(children): .emphasis(inlines(children))
                case let .strong(children): .strong(inlines(children))
                case let .strikethrough(children): .strikethrough(inlines(children))
                case let .link(destination, title, children, position):
                    .link(destination: destination, title: title, children: inlines(children), position)
                default: inline
                }
            }
        }
        return blocks.map { block in
            switch block {
            case let .paragraph(list, position): .paragraph(inlines(list), position)
            case let .heading(level, list, position): .heading(level: level, inlines(list), position)
            case let .codeBlock(info, code, position): .codeBlock(info: info, code: code.replacingOccurrences(of: marker, with: bracket), position)
            case let .htmlBlock(html, position): .htmlBlock(html.replacingOccurrences(of: marker, with: bracket), position)
            case let .list(style, items, position): .list(style, items: items.map(unmarked), position)
            case let .blockQuote(children, position): .blockQuote(unmarked(children), position)
            case let .footnoteDefinition(label, children, position): .footnoteDefinition(label: label, unmarked(children), position)
            case .thematicBreak, .table: block
            }
        }
    }

    /// `text` with each `[^label]` whose label is defined cut out as a `.footnoteReference`, each
    /// piece with the range of `text`'s bytes it holds; nil when there is none. A bracket or caret
    /// written escaped or as a character reference (`\[^1]`, `[^1\]`, `&#91;^1]`), as `source` says,
    /// is text, as in cmark-gfm: it opens or closes nothing. Each `[^label]` written with plain
    /// brackets whose label is not defined is added to `unresolved`.
    static func references(
        in text: String, at position: SourcePosition, defined labels: Set<String>, source: TextSource? = nil,
        unresolved: inout [FootnoteText]
    ) -> [(inline: Inline, bytes: Range<Int>)]? {
        guard text.contains("[^") else { return nil }
        func offset(_ index: String.Index) -> Int { text.utf8.distance(from: text.startIndex, to: index) }
        // The column of an index: the Characters written before it, escapes and references as
        // written. Asked for in the order of the text, each counted from the last.
        var cursor = (index: text.startIndex, column: position.column)
        func columnOf(_ index: String.Index) -> Int {
            guard index > cursor.index else { return cursor.column }
            let counted = if let source {
                String(decoding: source.raw[source.offsets[offset(cursor.index)]..<source.offsets[offset(index)]], as: UTF8.self).count
            } else {
                text[cursor.index..<index].count
            }
            cursor = (index, cursor.column + counted)
            return cursor.column
        }
        /// Whether the byte at `index` was written as itself.
        func asWritten(_ index: String.Index) -> Bool {
            guard let source else { return true }
            let at = offset(index)
            return source.raw[source.offsets[at]] == text.utf8[index]
        }
        var result: [(inline: Inline, bytes: Range<Int>)] = []
        // The text is searched by its bytes: `[`, `^` and `]` are never part of another character's
        // UTF-8, and a search by Characters reads a line that is not ASCII again on every call.
        let utf8 = text.utf8
        /// The first `[^` in `range`.
        func opening(in range: Range<String.Index>) -> String.Index? {
            var at = range.lowerBound
            while at < range.upperBound {
                if utf8[at] == UInt8(ascii: "[") {
                    let next = utf8.index(after: at)
                    if next < range.upperBound, utf8[next] == UInt8(ascii: "^") { return at }
                }
                utf8.formIndex(after: &at)
            }
            return nil
        }
        func piece(_ range: Range<String.Index>) -> String { String(decoding: utf8[range], as: UTF8.self) }
        // The text since the last reference, where it starts, and its column; where reading goes on.
        var pending = "", pendingStart = text.startIndex, pendingColumn = position.column
        var rest = text.startIndex, found = false
        while var open = opening(in: rest..<text.endIndex) {
            guard let close = utf8[utf8.index(open, offsetBy: 2)...].firstIndex(of: UInt8(ascii: "]")) else { break }
            // In `[^[^a]`, the reference is the last `[^` before the `]`.
            while let inner = opening(in: utf8.index(open, offsetBy: 2)..<close) { open = inner }
            let label = piece(utf8.index(open, offsetBy: 2)..<close)
            // As cmark-gfm reads labels: at most 999 bytes, no white space or bracket.
            let isReference = !label.isEmpty && label.utf8.count <= 999 && !label.contains(where: { $0.isWhitespace || $0 == "[" })
                && asWritten(open) && asWritten(utf8.index(after: open)) && asWritten(close)
            let isDefined = isReference && labels.contains(label.lowercased())
            if isReference, !isDefined {
                unresolved.append(FootnoteText(label: label, position: SourcePosition(line: position.line, column: columnOf(open))))
            }
            let after = utf8.index(after: close)
            if isDefined {
                pending += piece(rest..<open)
                if !pending.isEmpty {
                    result.append((.text(pending, SourcePosition(line: position.line, column: pendingColumn)), offset(pendingStart)..<offset(open)))
                }
                result.append((.footnoteReference(label: label, SourcePosition(line: position.line, column: columnOf(open))), offset(open)..<offset(after)))
                pending = ""
                pendingStart = after
                pendingColumn = columnOf(after)
                found = true
            } else {
                pending += piece(rest..<after)
            }
            rest = after
        }
        guard found else { return nil }
        pending += piece(rest..<text.endIndex)
        if !pending.isEmpty {
            result.append((.text(pending, SourcePosition(line: position.line, column: pendingColumn)), offset(pendingStart)..<text.utf8.count))
        }
        return result
    }

    /// Which footnotes a document shows, numbered by their first reference, and each one's text.
    struct Numbering {
        /// The definition of each label (lowercased), the first one where a label is defined twice:
        /// the label as written there, and its blocks.
        private(set) var definitions: [String: (label: String, blocks: [Block])] = [:]
        /// The labels (lowercased) referred to, in the order of their numbers (1, 2, …), and each one's number.
        private(set) var order: [String] = []
        private var numbers: [String: Int] = [:]
        /// How many references to each label (lowercased) there are.
        private(set) var counts: [String: Int] = [:]

        init(_ blocks: [Block]) {
            collectDefinitions(blocks)
            guard !definitions.isEmpty else { return }
            // In the order of the document, inside the definitions where they stand, as cmark-gfm counts.
            number(blocks)
        }

        private mutating func collectDefinitions(_ blocks: [Block]) {
            for block in blocks {
                switch block {
                case let .footnoteDefinition(label, children, _):
                    if definitions[label.lowercased()] == nil { definitions[label.lowercased()] = (label, children) }
                    // A definition in the blocks under another is a footnote of its own.
                    collectDefinitions(children)
                case let .list(_, items, _): items.forEach { collectDefinitions($0) }
                case let .blockQuote(children, _): collectDefinitions(children)
                default: break
                }
            }
        }

        private mutating func number(_ blocks: [Block]) {
            for block in blocks {
                switch block {
                case let .paragraph(inlines, _), let .heading(_, inlines, _): number(inlines)
                case let .list(_, items, _): items.forEach { number($0) }
                case let .blockQuote(children, _): number(children)
                case let .table(_, header, rows, _): ([header] + rows).forEach { $0.forEach { number($0) } }
                case let .footnoteDefinition(_, children, _): number(children)
                case .codeBlock, .htmlBlock, .thematicBreak: break
                }
            }
        }

        private mutating func number(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline {
                case let .footnoteReference(label, _):
                    let key = label.lowercased()
                    guard definitions[key] != nil else { continue }
                    if counts[key] == nil {
                        order.append(key)
                        numbers[key] = order.count
                    }
                    counts[key, default: 0] += 1
                case let .emphasis(children), let .strong(children), let .strikethrough(children), let .link(_, _, children, _),
                     let .image(_, _, children, _):
                    number(children)
                default: break
                }
            }
        }

        /// The number of `label`'s footnote; nil when it is not defined.
        func number(of label: String) -> Int? {
            numbers[label.lowercased()]
        }
    }

    /// Stands for the variant's id prefix in the footnotes' HTML (`TreeRewriter` puts it in).
    static let idPrefix = "\u{3}"
    /// Stands for the back link's label for screen readers.
    static let backLabel = "\u{4}"
    /// Stands for the footnotes' heading, which only screen readers read.
    static let heading = "\u{5}"


    /// The HTML of the `occurrence`th reference (from 1) to footnote `number`.
    static func referenceHTML(label: String, number: Int, occurrence: Int) -> String {
        let name = HTMLEscaping.escape(label)
        let reference = idPrefix + "fnref-" + name + (occurrence == 1 ? "" : "-\(occurrence)")
        return ##"<sup class="footnote-ref"><a href="#\##(idPrefix)fn-\##(name)" id="\##(reference)" data-footnote-ref>\##(number)</a></sup>"##
    }

    /// The links back from footnote `label` to each of its `count` references.
    static func backLinksHTML(label: String, count: Int) -> String {
        (1...max(count, 1)).map { occurrence in
            let target = idPrefix + "fnref-" + HTMLEscaping.escape(label) + (occurrence == 1 ? "" : "-\(occurrence)")
            let mark = occurrence == 1 ? "↩" : #"↩<sup class="footnote-ref">\#(occurrence)</sup>"#
            return ##" <a href="#\##(target)" class="footnote-backref" data-footnote-backref aria-label="\##(backLabel)">\##(mark)</a>"##
        }.joined()
    }

    /// The opening of footnote `label`'s item in the list.
    static func itemOpening(label: String) -> String { #"<li id="\#(idPrefix)fn-\#(HTMLEscaping.escape(label))">"# }

    /// What encloses the list of footnotes.
    static let sectionOpening = "<section class=\"footnotes\" data-footnotes>\n<h2 class=\"ld-visually-hidden\">" + heading + "</h2>\n<ol>"
    static let sectionClosing = "</ol>\n</section>"
}
