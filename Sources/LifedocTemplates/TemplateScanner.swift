import LifedocBase

/// Cuts a template's text into tokens (`TemplateToken`) on its UTF-8 bytes, following set-delimiter
/// tags (`{{=<% %>=}}`) as it goes.
struct TemplateScanner {
    private let bytes: [UInt8]
    private var open: [UInt8] = Array("{{".utf8)
    private var close: [UInt8] = Array("}}".utf8)

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The tokens of the whole text.
    /// - Throws: `TemplateSyntaxError` at a tag that is never closed, has no name, or sets
    ///   delimiters badly.
    mutating func tokens() throws(TemplateSyntaxError) -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        var index = 0
        while index < bytes.count {
            let start = find(open, from: index) ?? bytes.count
            appendText(index..<start, to: &tokens)
            guard start < bytes.count else { break }
            let (tag, end) = try readTag(at: start)
            tokens.append(.tag(tag))
            index = end
        }
        return tokens
    }

    /// The tag whose opening delimiter is at `start`, and the offset past its closing one.
    private mutating func readTag(at start: Int) throws(TemplateSyntaxError) -> (TemplateToken.Tag, Int) {
        var index = start + open.count
        let sigil = index < bytes.count ? bytes[index] : 0
        let kind: TemplateToken.Kind
        var closing = close
        switch sigil {
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .inverted
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block
        case UInt8(ascii: "&"): kind = .raw
        case UInt8(ascii: "%"): kind = .pragma
        case UInt8(ascii: "="):
            kind = .delimiters
            closing = Array("=".utf8) + close
        case UInt8(ascii: "{"):
            kind = .raw
            closing = Array("}".utf8) + close
        default: kind = .variable
        }
        if kind != .variable { index += 1 }
        guard let end = find(closing, from: index) else {
            throw error(at: start, "tag is never closed: no '\(String(decoding: closing, as: UTF8.self))' follows")
        }
        let name = String(decoding: trimmed(index..<end), as: UTF8.self)
        let tag = TemplateToken.Tag(kind: kind, name: name, offset: start)
        switch kind {
        case .comment, .pragma: break
        case .delimiters: try setDelimiters(name, at: start)
        default:
            guard !name.isEmpty else { throw error(at: start, "tag has no name") }
            guard !name.utf8.contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == 10 || $0 == 13 }) else {
                throw error(at: start, "tag name '\(name)' holds a blank")
            }
            if name.utf8.contains(UInt8(ascii: "(")) {
                throw error(at: start, "tag '\(name)' applies a transform, which lifedoc's templates do not support")
            }
            if kind == .partial || kind == .parent, name.utf8.first == UInt8(ascii: "*") {
                throw error(at: start, "tag '\(name)' names its template dynamically, which lifedoc's templates do not support")
            }
        }
        return (tag, end + closing.count)
    }

    /// Takes the new delimiters of `{{=open close=}}`.
    private mutating func setDelimiters(_ content: String, at offset: Int) throws(TemplateSyntaxError) {
        let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw error(at: offset, "set-delimiter tag wants two delimiters separated by a blank, as in {{=<% %>=}}")
        }
        open = Array(parts[0].utf8)
        close = Array(parts[1].utf8)
    }

    /// `range` of the text as tokens: pieces of lines, each line break its own token.
    private func appendText(_ range: Range<Int>, to tokens: inout [TemplateToken]) {
        var lineStart = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            guard bytes[index] == 10 else {
                index += 1
                continue
            }
            let breakStart = index > lineStart && bytes[index - 1] == 13 ? index - 1 : index
            if breakStart > lineStart { tokens.append(.text(String(decoding: bytes[lineStart..<breakStart], as: UTF8.self))) }
            tokens.append(.newline(breakStart == index ? "\n" : "\r\n"))
            index += 1
            lineStart = index
        }
        if range.upperBound > lineStart { tokens.append(.text(String(decoding: bytes[lineStart..<range.upperBound], as: UTF8.self))) }
    }

    /// Where `needle` first occurs at or after `start`.
    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matches = true
                for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
                    matches = false
                    break
                }
                if matches { return index }
            }
            index += 1
        }
        return nil
    }

    /// `range` without the blanks at either end.
    private func trimmed(_ range: Range<Int>) -> ArraySlice<UInt8> {
        var slice = bytes[range]
        while let first = slice.first, isBlank(first) { slice.removeFirst() }
        while let last = slice.last, isBlank(last) { slice.removeLast() }
        return slice
    }

    private func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 10 || byte == 13
    }

    /// An error at byte `offset`, with its line and its column in Unicode scalars (a Hangul
    /// syllable is one), as every diagnostic counts them.
    func error(at offset: Int, _ message: String) -> TemplateSyntaxError {
        let end = min(offset, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == 10 {
            line += 1
            lineStart = index + 1
        }
        let column = UTF8Offsets.scalars(in: bytes[lineStart..<end], before: end - lineStart) + 1
        return TemplateSyntaxError(line: line, column: column, message: message)
    }
}
