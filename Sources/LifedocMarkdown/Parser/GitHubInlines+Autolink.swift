import LifedocBase

extension GitHubInlines {
    /// GitHub's extended autolinks in plain text, as cmark-gfm's `autolink` extension finds them:
    /// `http://`, `https://` and `ftp://` URLs, `www.` addresses (linked with `http://`) and e-mail
    /// addresses (linked with `mailto:`). A URL runs to the next white space or `<`, less the
    /// punctuation a sentence puts after it (`.`, `,`, `)` without its `(`, an entity's `;`).
    enum Autolink {
        /// A link found in a run of texts: its byte range and destination.
        private struct Found {
            var range: Range<Int>
            var destination: String
        }

        /// `inlines` with each run of adjacent texts that holds an autolink cut into text and
        /// `.autolink` pieces; struck text is searched too. A text with a source (`TextSource`) is
        /// searched as written.
        static func apply(_ inlines: [Inline], sources: [Int: TextSource] = [:], before: Unicode.Scalar) -> [Inline] {
            var result: [Inline] = []
            var run: [(text: String, position: SourcePosition)] = [], runSource: TextSource?
            var runBefore = before
            func flush() {
                guard !run.isEmpty else { return }
                if run.count == 1, let runSource, let linked = link(run[0], source: runSource, before: runBefore) {
                    result += linked
                } else {
                    result += link(run, before: runBefore)
                }
                run.removeAll()
            }
            for (index, inline) in inlines.enumerated() {
                switch inline {
                case let .text(text, _) where text.utf8.first == Footnotes.mark:
                    // A footnote definition's `[^label]: ` is no part of a URL after it.
                    flush()
                    result.append(inline)
                case let .text(text, position):
                    if run.isEmpty {
                        runBefore = result.last.map { GitHubInlines.edge(of: $0, first: false) } ?? before
                        runSource = sources[index]
                    }
                    run.append((text, position))
                case let .strikethrough(children):
                    flush()
                    result.append(.strikethrough(apply(children, before: "~")))
                default:
                    flush()
                    result.append(inline)
                }
            }
            flush()
            return result
        }

        /// The links in `bytes`: URLs first, then e-mail addresses in the text between them.
        private static func find(in bytes: [UInt8], before: Unicode.Scalar) -> [Found] {
            guard mayHold(bytes) else { return [] }
            var found = urls(in: bytes, before: before)
            var from = 0
            for range in (found.map(\.range) + [bytes.count..<bytes.count]) {
                found += emails(in: bytes, from: from, to: range.lowerBound)
                from = range.upperBound
            }
            return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
        }

        /// The texts of `run`, unchanged when they hold no autolink, else one text between links.
        private static func link(_ run: [(text: String, position: SourcePosition)], before: Unicode.Scalar) -> [Inline] {
            var bytes: [UInt8] = [], starts: [Int] = []
            for piece in run {
                starts.append(bytes.count)
                bytes += piece.text.utf8
            }
            let found = find(in: bytes, before: before)
            guard !found.isEmpty else { return run.map { .text($0.text, $0.position) } }
            // Positions are asked for in order: the Characters are counted on from the last one.
            var cursor = (piece: -1, offset: 0, column: 0)
            func position(at offset: Int) -> SourcePosition {
                let piece = starts.lastIndex { $0 <= offset } ?? 0
                if cursor.piece != piece || cursor.offset > offset { cursor = (piece, starts[piece], run[piece].position.column) }
                cursor.column += String(decoding: bytes[cursor.offset..<offset], as: UTF8.self).count
                cursor.offset = offset
                return SourcePosition(line: run[piece].position.line, column: cursor.column)
            }
            return pieces(found, literal: bytes, text: { $0 }, position: position)
        }

        /// The text `piece`, searched as written in `source` (as cmark-gfm reads it: `&amp;` ends a
        /// URL, and a link's text is its source); nil when a link would start or end inside an
        /// escape or a reference, and the decoded text is searched instead.
        private static func link(_ piece: (text: String, position: SourcePosition), source: TextSource, before: Unicode.Scalar) -> [Inline]? {
            let found = find(in: source.raw, before: before)
            guard !found.isEmpty else { return [.text(piece.text, piece.position)] }
            let literal = Array(piece.text.utf8)
            var bounds: [Int: Int] = [:]
            for link in found {
                for offset in [link.range.lowerBound, link.range.upperBound] {
                    guard let mapped = source.literalOffset(of: offset) else { return nil }
                    bounds[offset] = mapped
                }
            }
            var cursor = (offset: 0, column: piece.position.column)
            func position(at offset: Int) -> SourcePosition {
                if cursor.offset > offset { cursor = (0, piece.position.column) }
                cursor.column += String(decoding: source.raw[cursor.offset..<offset], as: UTF8.self).count
                cursor.offset = offset
                return SourcePosition(line: piece.position.line, column: cursor.column)
            }
            return pieces(found, literal: literal, text: { bounds[$0] ?? $0 }, position: position, raw: source.raw)
        }

        /// Texts and links: `found` in the searched bytes (`raw`, or the literal when nil), the
        /// texts between them cut from `literal` at `text(offset)`.
        private static func pieces(
            _ found: [Found], literal: [UInt8], text: (Int) -> Int, position: (Int) -> SourcePosition, raw: [UInt8]? = nil
        ) -> [Inline] {
            let searched = raw ?? literal
            var result: [Inline] = []
            var at = 0
            for link in found {
                if link.range.lowerBound > at {
                    result.append(.text(String(decoding: literal[text(at)..<text(link.range.lowerBound)], as: UTF8.self), position(at)))
                }
                result.append(.autolink(
                    destination: link.destination, text: String(decoding: searched[link.range], as: UTF8.self),
                    position(link.range.lowerBound)))
                at = link.range.upperBound
            }
            if at < searched.count { result.append(.text(String(decoding: literal[text(at)...], as: UTF8.self), position(at))) }
            return result
        }

        /// Whether `bytes` hold `://`, `www.` or `@`: most texts hold none and are not searched.
        private static func mayHold(_ bytes: [UInt8]) -> Bool {
            for (index, byte) in bytes.enumerated() {
                switch byte {
                case UInt8(ascii: "@"): return true
                case UInt8(ascii: ":") where index + 2 < bytes.count && bytes[index + 1] == slash && bytes[index + 2] == slash: return true
                case UInt8(ascii: "w") where bytes[index...].starts(with: www): return true
                default: continue
                }
            }
            return false
        }

        private static let slash = UInt8(ascii: "/")
        private static let www = Array("www.".utf8)

        /// The `scheme://` and `www.` links, left to right, none overlapping (cmark-gfm's
        /// `url_match` and `www_match`, tried at each `:` and `w`).
        private static func urls(in bytes: [UInt8], before: Unicode.Scalar) -> [Found] {
            var found: [Found] = []
            var index = 0, consumed = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ":"), let link = url(in: bytes, colon: index, earliest: consumed) {
                    found.append(link)
                    index = link.range.upperBound
                    consumed = index
                } else if byte == UInt8(ascii: "w"), bytes[index...].starts(with: www),
                          index == 0 ? opensWWW(before) : opensWWW(Unicode.Scalar(bytes[index - 1])),
                          let end = wwwEnd(in: bytes, from: index) {
                    found.append(Found(range: index..<end, destination: "http://" + String(decoding: bytes[index..<end], as: UTF8.self)))
                    index = end
                    consumed = index
                } else {
                    index += 1
                }
            }
            return found
        }

        /// Whether a `www.` link may follow `scalar`: white space or one of `*`, `_`, `~`, `(`.
        private static func opensWWW(_ scalar: Unicode.Scalar) -> Bool {
            "*_~(".unicodeScalars.contains(scalar) || (scalar.isASCII && ASCIIBytes.isSpace(UInt8(scalar.value)))
        }

        /// The end of the `www.` link at `start`; nil when its domain is not valid.
        private static func wwwEnd(in bytes: [UInt8], from start: Int) -> Int? {
            let domain = domainLength(bytes, from: start, allowsShort: false)
            guard domain > 0 else { return nil }
            var end = start + domain
            while end < bytes.count, !ASCIIBytes.isSpace(bytes[end]) { end += 1 }
            end = start + trimmedLength(bytes, from: start, length: end - start)
            return end > start ? end : nil
        }

        /// The link whose `://` starts at `colon`, its scheme the letters before it (no earlier
        /// than `earliest`): `http`, `https` or `ftp`, in any case, and a host character after it.
        private static func url(in bytes: [UInt8], colon: Int, earliest: Int) -> Found? {
            guard colon + 3 < bytes.count, bytes[colon + 1] == slash, bytes[colon + 2] == slash else { return nil }
            var start = colon
            while start > earliest, ASCIIBytes.isLetter(bytes[start - 1]) { start -= 1 }
            let scheme = String(decoding: bytes[start..<colon], as: UTF8.self).lowercased()
            guard ["http", "https", "ftp"].contains(scheme), isHostCharacter(bytes, at: colon + 3) else { return nil }
            let domain = domainLength(bytes, from: colon + 3, allowsShort: true)
            guard domain > 0 else { return nil }
            var end = colon + 3 + domain
            while end < bytes.count, !ASCIIBytes.isSpace(bytes[end]) { end += 1 }
            end = colon + trimmedLength(bytes, from: colon, length: end - colon)
            guard end > colon else { return nil }
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            return Found(range: start..<end, destination: text)
        }

        /// cmark-gfm's `check_domain`: the length of the domain at `start` (its first character
        /// taken as given), 0 when an underscore is in its last two labels, or when `allowsShort`
        /// is false and it has no dot.
        private static func domainLength(_ bytes: [UInt8], from start: Int, allowsShort: Bool) -> Int {
            let size = bytes.count - start
            guard size > 0 else { return 0 }
            var index = 1, dots = 0, underscoresBefore = 0, underscores = 0
            // No domain is longer than 253 bytes: a longer run is not searched to its end again and again.
            while index < min(size - 1, 256) {
                let byte = bytes[start + index]
                if byte == UInt8(ascii: "_") {
                    underscores += 1
                } else if byte == UInt8(ascii: ".") {
                    underscoresBefore = underscores
                    underscores = 0
                    dots += 1
                } else if !isHostCharacter(bytes, at: start + index), byte != UInt8(ascii: "-") {
                    break
                }
                index += 1
            }
            if underscoresBefore > 0 || underscores > 0 { return 0 }
            return allowsShort || dots > 0 ? index : 0
        }

        /// cmark-gfm's `autolink_delim`: the length of the link at `start` once a `<` and what
        /// follows it, trailing punctuation, an unmatched `)` and an entity's `;` are cut off.
        private static func trimmedLength(_ bytes: [UInt8], from start: Int, length: Int) -> Int {
            var end = length
            if let less = bytes[start..<(start + length)].firstIndex(of: UInt8(ascii: "<")) { end = less - start }
            // The link's parentheses, counted once and kept up to date as its end is cut.
            var opening = 0, closing = 0
            for byte in bytes[start..<(start + end)] {
                if byte == UInt8(ascii: "(") { opening += 1 } else if byte == UInt8(ascii: ")") { closing += 1 }
            }
            func cut() {
                let last = bytes[start + end - 1]
                if last == UInt8(ascii: "(") { opening -= 1 } else if last == UInt8(ascii: ")") { closing -= 1 }
                end -= 1
            }
            while end > 0 {
                let last = bytes[start + end - 1]
                if "?!.,:*_~'\"".utf8.contains(last) {
                    cut()
                } else if last == UInt8(ascii: ";") {
                    var scan = end - 2
                    while scan > 0, ASCIIBytes.isLetter(bytes[start + scan]) { scan -= 1 }
                    if scan >= 0, scan < end - 2, bytes[start + scan] == UInt8(ascii: "&") {
                        while end > scan { cut() }
                    } else {
                        cut()
                    }
                } else if last == UInt8(ascii: ")") {
                    if closing <= opening { break }
                    cut()
                } else {
                    break
                }
            }
            return end
        }

        /// The e-mail addresses in `bytes[from..<to]` (cmark-gfm's `postprocess_text`): letters,
        /// digits and `.+-_` before one `@`, a domain with a dot after it that ends in a letter.
        private static func emails(in bytes: [UInt8], from: Int, to: Int) -> [Found] {
            var found: [Found] = []
            var offset = from
            while offset < to, let at = bytes[offset..<to].firstIndex(of: UInt8(ascii: "@")) {
                var rewind = 0, slashed = false
                while at - rewind - 1 >= offset {
                    let byte = bytes[at - rewind - 1]
                    if ASCIIBytes.isAlphanumeric(byte) || ".+-_".utf8.contains(byte) {
                        rewind += 1
                        continue
                    }
                    slashed = byte == slash
                    break
                }
                guard rewind > 0, !slashed else {
                    offset = at + 1
                    continue
                }
                var end = 0, ats = 0, dots = 0
                while at + end < to {
                    let byte = bytes[at + end]
                    if ASCIIBytes.isAlphanumeric(byte) {
                    } else if byte == UInt8(ascii: "@") {
                        ats += 1
                        // A second `@` rules the address out: no need to read on.
                        if ats > 1 { break }
                    } else if byte == UInt8(ascii: "."), at + end + 1 < to, ASCIIBytes.isAlphanumeric(bytes[at + end + 1]) {
                        dots += 1
                    } else if byte != UInt8(ascii: "-"), byte != UInt8(ascii: "_") {
                        break
                    }
                    end += 1
                }
                guard end >= 2, ats == 1, dots > 0,
                      ASCIIBytes.isLetter(bytes[at + end - 1]) || bytes[at + end - 1] == UInt8(ascii: ".")
                else {
                    offset = at + 1
                    continue
                }
                end = trimmedLength(bytes, from: at, length: end)
                guard end > 0 else {
                    offset = at + 1
                    continue
                }
                let range = (at - rewind)..<(at + end)
                found.append(Found(range: range, destination: "mailto:" + String(decoding: bytes[range], as: UTF8.self)))
                offset = range.upperBound
            }
            return found
        }

        /// cmark-gfm's `is_valid_hostchar`: the character starting at `index` is neither white space
        /// nor punctuation (a byte inside a character is not one).
        private static func isHostCharacter(_ bytes: [UInt8], at index: Int) -> Bool {
            guard index < bytes.count, let scalar = scalar(in: bytes, at: index) else { return false }
            return !GitHubInlines.isSpace(scalar) && !GitHubInlines.isPunctuation(scalar)
        }

        /// The character whose UTF-8 starts at `index`; nil inside one.
        private static func scalar(in bytes: [UInt8], at index: Int) -> Unicode.Scalar? {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
            guard length > 0, index + length <= bytes.count else { return nil }
            var decoder = UTF8()
            var iterator = bytes[index..<(index + length)].makeIterator()
            if case let .scalarValue(scalar) = decoder.decode(&iterator) { return scalar }
            return nil
        }
    }
}
