import LifedocBase

/// GitHub's inline extensions, which libcmark does not read, applied to one list of sibling inlines
/// after libcmark has parsed them: strikethrough (`~~gone~~`), extended autolinks (`https://…`,
/// `www.…`, `name@example.com` in plain text) and task list markers (`- [ ] to do`). They follow
/// cmark-gfm's `strikethrough`, `autolink` and `tasklist` extensions rule for rule, and are proven
/// against the examples of the GFM specification and of cmark-gfm's own tests
/// (`GitHubInlinesTests`), with one choice of cmark-gfm's options: only a pair of tildes strikes
/// text (`CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE`), because Korean prose writes ranges with one
/// (`1~2초`, `iOS 13~17`), and GitHub's single-tilde rule strikes the text between two ranges.
///
/// Where they differ from cmark-gfm, which reads the extensions while it reads emphasis: tildes
/// that cross emphasis (`~~a *b~~ c*`) are read after it, and an autolink stops where an inline
/// other than text (emphasis, code, a link) begins.
enum GitHubInlines {
    /// The extensions applied to `inlines`, the children of one node: strikethrough first, then
    /// autolinks in the text outside links (`autolinks` is false inside a link or image, which
    /// cmark-gfm does not autolink). The result is `inlines` itself when neither applies.
    /// - Parameters:
    ///   - sources: by index of a text inline, its source when it was written with an escape or a
    ///     reference (`\~`, `&amp;`), which the extensions read as written.
    ///   - footnotes: the footnote labels the document defines, lowercased.
    ///   - before: the character before the first inline in the source (`\n` at a paragraph's start,
    ///     `*` inside emphasis); `after`, the one after the last.
    ///   - unresolved: where each `[^label]` outside a link naming no defined label is added.
    static func apply(
        _ inlines: [Inline], sources: [Int: TextSource], autolinks: Bool, footnotes: Set<String> = [], before: Unicode.Scalar,
        after: Unicode.Scalar, unresolved: inout [FootnoteText]
    ) -> [Inline] {
        // Nearly every list of inlines holds nothing any extension reads: it is returned as it is.
        guard inlines.contains(where: { if case let .text(text, _) = $0 { mayApply(to: text) } else { false } }) else {
            return inlines
        }
        var result = inlines
        var sources = sources
        // A footnote definition's `[^label]: ` stands apart: what follows it starts a line.
        if !footnotes.isEmpty, inlines.contains(where: { if case let .text(text, _) = $0 { text.utf8.first == Footnotes.mark } else { false } }) {
            (result, sources) = cuttingTexts(result, sources: sources) { text, position, _ in
                guard text.utf8.first == Footnotes.mark, let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":"),
                      case let rest = text[text.index(close, offsetBy: 2)...].drop(while: { $0 == " " || $0 == "\t" }), !rest.isEmpty
                else { return nil }
                let prefix = String(text[..<rest.startIndex])
                return [(.text(prefix, position), 0..<prefix.utf8.count),
                        (.text(String(rest), SourcePosition(line: position.line, column: position.column + prefix.count)), prefix.utf8.count..<text.utf8.count)]
            }
        }
        // References first, as cmark-gfm reads them with the brackets, before the extensions' text:
        // each `[^label]` of a defined footnote a `.footnoteReference` (`Footnotes`).
        if autolinks {
            (result, sources) = cuttingTexts(result, sources: sources) { text, position, source in
                Footnotes.references(in: text, at: position, defined: footnotes, source: source, unresolved: &unresolved)
            }
        }
        if inlines.contains(where: { if case let .text(text, _) = $0 { text.utf8.contains(tilde) } else { false } }) {
            (result, sources) = Strikethrough.apply(result, sources: sources, before: before, after: after)
        }
        if autolinks { result = Autolink.apply(result, sources: sources, before: before) }
        return result
    }

    /// `inlines` with each text that `cut` cuts (nil: it stays whole) replaced by its pieces, and the
    /// sources of the texts, by their new indices: a piece's is its part of its text's.
    private static func cuttingTexts(
        _ inlines: [Inline], sources: [Int: TextSource],
        _ cut: (String, SourcePosition, TextSource?) -> [(inline: Inline, bytes: Range<Int>)]?
    ) -> ([Inline], [Int: TextSource]) {
        var result: [Inline] = [], moved: [Int: TextSource] = [:]
        for (index, inline) in inlines.enumerated() {
            guard case let .text(text, position) = inline, let pieces = cut(text, position, sources[index]) else {
                if let source = sources[index] { moved[result.count] = source }
                result.append(inline)
                continue
            }
            for (piece, bytes) in pieces {
                if case .text = piece, let source = sources[index]?.slice(bytes) { moved[result.count] = source }
                result.append(piece)
            }
        }
        return (result, moved)
    }

    /// Whether `text` holds what could start one of the extensions: a tilde, `@`, `://`, `www.`,
    /// `[^` or a footnote definition's mark.
    static func mayApply(to text: String) -> Bool {
        var previous: UInt8 = 0, colon = -3, index = 0
        for byte in text.utf8 {
            switch byte {
            case tilde, UInt8(ascii: "@"), Footnotes.mark: return true
            case UInt8(ascii: "^") where previous == UInt8(ascii: "["): return true
            case UInt8(ascii: ":"): colon = index
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/") && colon == index - 2: return true
            case UInt8(ascii: ".") where index >= 3 && previous == UInt8(ascii: "w"): return true
            default: break
            }
            previous = byte
            index += 1
        }
        return false
    }

    /// The first paragraph's inlines of a list item without its task list marker (`[ ]`, `[x]` or
    /// `[X]` followed by white space), the marker first as `.taskMarker`; nil when it has none.
    static func taskItem(_ inlines: [Inline]) -> [Inline]? {
        // libcmark reads `[ ]` as text, in one or more nodes: join the texts the marker spans.
        var joined = "", count = 0
        while count < inlines.count, case let .text(text, _) = inlines[count], joined.utf8.count < 4 {
            joined += text
            count += 1
        }
        let bytes = Array(joined.utf8)
        guard bytes.count >= 4, bytes.count > 4 || count < inlines.count, bytes[0] == UInt8(ascii: "["), bytes[2] == UInt8(ascii: "]"),
              [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "x"), UInt8(ascii: "X")].contains(bytes[1]),
              bytes[3] == UInt8(ascii: " ") || bytes[3] == UInt8(ascii: "\t"),
              case let .text(_, position) = inlines[0]
        else { return nil }
        let rest = String(decoding: bytes[3...], as: UTF8.self)
        return [.taskMarker(literal: String(decoding: bytes[..<3], as: UTF8.self)),
                .text(rest, SourcePosition(line: position.line, column: position.column + 3))] + inlines[count...]
    }

    static let tilde = UInt8(ascii: "~")

    /// The character a reader of the source sees at the start (`first`) or end of `inline`: its
    /// text's, or the mark that opens or closes it.
    static func edge(of inline: Inline, first: Bool) -> Unicode.Scalar {
        switch inline {
        case let .text(text, _):
            // A footnote definition's `[^label]: ` (`Footnotes`) ends where a line would start.
            if text.utf8.first == Footnotes.mark { return "\n" }
            return (first ? text.unicodeScalars.first : text.unicodeScalars.last) ?? "\n"
        case let .autolink(_, text, _):
            return (first ? text.unicodeScalars.first : text.unicodeScalars.last) ?? "\n"
        case .code: return "`"
        case .html: return first ? "<" : ">"
        case .softBreak, .lineBreak: return "\n"
        case .emphasis, .strong: return "*"
        case .strikethrough: return "~"
        case .link: return first ? "[" : ")"
        case .image: return first ? "!" : ")"
        case .taskMarker, .footnoteReference: return first ? "[" : "]"
        }
    }

    /// Unicode white space as cmark reads it for flanking: space separators and the ASCII controls.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ASCIIBytes.isSpace(UInt8(scalar.value)) : scalar.properties.generalCategory == .spaceSeparator
    }

    /// ASCII punctuation and Unicode punctuation (the `P` categories), as cmark reads it.
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ASCIIBytes.isPunctuation(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation: return true
        default: return false
        }
    }

    /// The character of the numeric character reference at the start of `bytes` (`&#126;`,
    /// `&#x7E;`: 1–7 decimal or 1–6 hex digits, as CommonMark reads them; 0 and invalid code points
    /// read as U+FFFD) and the reference's length in bytes; nil when `bytes` start with none.
    static func numericReference(_ bytes: ArraySlice<UInt8>) -> (scalar: Unicode.Scalar, length: Int)? {
        var index = bytes.startIndex
        guard bytes.count > 3, bytes[index] == UInt8(ascii: "&"), bytes[index + 1] == UInt8(ascii: "#") else { return nil }
        index += 2
        let hex = bytes[index] | 0x20 == UInt8(ascii: "x")
        if hex { index += 1 }
        var value: UInt32 = 0, digits = 0
        while index < bytes.endIndex, let digit = hexValue(bytes[index]), hex || digit < 10, digits < (hex ? 6 : 7) {
            value = value * (hex ? 16 : 10) + UInt32(digit)
            digits += 1
            index += 1
        }
        guard digits > 0, index < bytes.endIndex, bytes[index] == UInt8(ascii: ";") else { return nil }
        let scalar = value == 0 ? nil : Unicode.Scalar(value)
        return (scalar ?? "\u{FFFD}", index + 1 - bytes.startIndex)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        if ASCIIBytes.isDigit(byte) { return byte - 0x30 }
        let lower = byte | 0x20
        return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f") ? lower - UInt8(ascii: "a") + 10 : nil
    }
}
