import LifedocBase

/// The source of a text node whose literal differs from what was written: libcmark joins escapes
/// (`\~`) and character references (`&amp;`, `&#126;`) into the text around them, decoded. GitHub's
/// extensions read the source as written (an escaped tilde is no delimiter; a URL ends before
/// `&amp;`), so the source is kept beside the literal, with where each literal byte came from.
struct TextSource: Hashable, Sendable {
    /// The bytes as written, from the node's start.
    var raw: [UInt8]
    /// For each byte of the literal, and one past its end, the offset in `raw` of what wrote it.
    var offsets: [Int]

    /// The source of `literal`, read beside `line` from where libcmark placed it (byte `start`, as
    /// `start(of:in:reported:)` corrects it); nil when the two agree byte for byte (no escape, no
    /// reference) or stop agreeing before the literal ends.
    init?(literal: [UInt8], line: ArraySlice<UInt8>, start given: Int) {
        let start = min(given, line.endIndex)
        // The literal's source is at most a few times longer than it (`&CounterClockwiseContourIntegral;` is
        // one character): only that much of the line is looked at, so a line of many texts costs no more.
        guard start >= line.startIndex,
              line[max(line.startIndex, start - Self.lazyReach)..<min(line.endIndex, start + 34 * literal.count + 34)]
                .contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "&") }),
              case let .source(raw, offsets) = Self.read(literal, in: line, from: Self.start(of: literal, in: line, reported: start))
        else { return nil }
        self.raw = raw
        self.offsets = offsets
    }

    /// Where `literal`, which libcmark placed at byte `reported` of `line`, is written. On a lazy
    /// continuation line of a quote or list item (written without its `>` or indent), libcmark gives
    /// a text's column as if the container's prefix were there, even past the line's end: where the
    /// literal is not written from `reported`, it is looked for up to `lazyReach` bytes before (a
    /// punctuation character after a backslash is no start there: the text starts at the backslash).
    /// `reported` itself when it is found nowhere.
    static func start(of literal: [UInt8], in line: ArraySlice<UInt8>, reported: Int) -> Int {
        let start = min(reported, line.endIndex)
        for from in stride(from: start, through: max(line.startIndex, start - lazyReach), by: -1) {
            if from < start, from > line.startIndex, line[from - 1] == UInt8(ascii: "\\"), let first = literal.first,
               ASCIIBytes.isPunctuation(first) { continue }
            if case .notHere = read(literal, in: line, from: from) { continue }
            return from
        }
        return reported
    }

    /// How far before libcmark's column a lazy line's text is looked for: the widest prefix of
    /// quote markers and list indents written in practice, and more.
    static let lazyReach = 64

    /// What reading `literal` beside `line` from byte `start` found.
    private enum Reading {
        /// The two agree byte for byte.
        case asWritten
        /// They stop agreeing before the literal ends.
        case notHere
        /// The literal was written with escapes or references: its source and offsets.
        case source(raw: [UInt8], offsets: [Int])
    }

    private static func read(_ literal: [UInt8], in line: ArraySlice<UInt8>, from start: Int) -> Reading {
        var source = start, offset = 0, offsets: [Int] = [], changed = false
        while offset < literal.count {
            guard source < line.endIndex else { return .notHere }
            let byte = line[source]
            if byte == UInt8(ascii: "\\"), source + 1 < line.endIndex, line[source + 1] == literal[offset],
               ASCIIBytes.isPunctuation(literal[offset]) {
                offsets.append(source - start)
                source += 2
                offset += 1
                changed = true
            } else if byte == UInt8(ascii: "&"), let (decoded, length) = Self.reference(line[source...], before: literal[offset...]) {
                offsets += Array(repeating: source - start, count: decoded)
                source += length
                offset += decoded
                changed = changed || decoded != length
            } else if byte == literal[offset] || (byte == UInt8(ascii: "[") && literal[offset] == Footnotes.mark) {
                offsets.append(source - start)
                source += 1
                offset += 1
            } else {
                return .notHere
            }
        }
        guard changed else { return .asWritten }
        offsets.append(source - start)
        return .source(raw: Array(line[start..<source]), offsets: offsets)
    }

    /// The source of the literal's bytes `range`; nil when it was written as it reads.
    func slice(_ range: Range<Int>) -> TextSource? {
        let lower = offsets[range.lowerBound], upper = offsets[range.upperBound]
        let sliced = TextSource(raw: Array(raw[lower..<upper]), offsets: offsets[range.lowerBound...range.upperBound].map { $0 - lower })
        return sliced.offsets.indices.dropLast().allSatisfy({ sliced.offsets[$0] == $0 }) && sliced.raw.count == range.count ? nil : sliced
    }

    private init(raw: [UInt8], offsets: [Int]) {
        self.raw = raw
        self.offsets = offsets
    }

    /// The offset in the literal of raw offset `rawOffset`; nil inside an escape or a reference.
    /// Every literal byte of a decoded reference points at its `&`: the first of them is its start.
    func literalOffset(of rawOffset: Int) -> Int? {
        // `offsets` never decreases: the first index at `rawOffset` or beyond, by halving.
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < rawOffset { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] == rawOffset ? low : nil
    }

    /// The offsets in `literal` (the text this is the source of) of the tildes written escaped or
    /// as a reference, which are never a delimiter.
    func escapedTildes(in literal: [UInt8]) -> Set<Int> {
        Set(literal.indices.filter { literal[$0] == GitHubInlines.tilde && raw[offsets[$0]] != GitHubInlines.tilde })
    }

    /// The literal bytes a character reference at the start of `bytes` was decoded to (`decoded`,
    /// from the start of `literal`) and the reference's length; nil when `bytes` start with none
    /// that libcmark decoded (an unknown name stays as written, and is matched byte for byte).
    private static func reference(_ bytes: ArraySlice<UInt8>, before literal: ArraySlice<UInt8>) -> (decoded: Int, length: Int)? {
        if let (scalar, length) = GitHubInlines.numericReference(bytes) {
            let decoded = Array(String(scalar).utf8)
            return literal.starts(with: decoded) ? (decoded.count, length) : nil
        }
        // A named reference: `&` letters and digits `;`. If the literal goes on as written, it was
        // not decoded; else it was decoded to the shortest run of whole characters after which the
        // literal goes on as the source does.
        guard let semicolon = bytes.prefix(34).firstIndex(of: UInt8(ascii: ";")), semicolon > bytes.startIndex + 1,
              bytes[(bytes.startIndex + 1)..<semicolon].allSatisfy(ASCIIBytes.isAlphanumeric)
        else { return nil }
        let length = semicolon + 1 - bytes.startIndex
        if literal.starts(with: bytes.prefix(length)) { return nil }
        let after = bytes[(semicolon + 1)...]
        var decoded = 1
        while decoded <= min(8, literal.count) {
            let end = literal.startIndex + decoded
            if end == literal.endIndex || literal[end] & 0xC0 != 0x80 {
                if end == literal.endIndex || literal[end] == after.first { return (decoded, length) }
            }
            decoded += 1
        }
        return nil
    }
}
