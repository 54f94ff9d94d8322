import LifedocBase

/// Cleans the raw HTML of a page that opts in with `unsafe-html: true`, so that even then content
/// cannot add script: only formatting elements and harmless attributes survive, and every URL is
/// checked. The fragment is split into text and tags, and the result is written out anew from what
/// was kept (tags with double-quoted, escaped attribute values; text with `<` and `>` escaped), so
/// nothing the input hides in malformed markup reaches the page as markup.
///
/// There is no maintained HTML sanitizer among the Swift packages this project may use, hence this
/// small allow-list.
package enum HTMLSanitizer {
    /// Elements kept, with the attributes each may keep besides `global`.
    static let elements: [String: Set<String>] = [
        "a": ["href"], "abbr": [], "b": [], "blockquote": [], "br": [], "caption": [], "cite": [], "code": [],
        "dd": [], "del": [], "details": ["open"], "dfn": [], "div": [], "dl": [], "dt": [], "em": [],
        "figcaption": [], "figure": [], "h3": [], "h4": [], "h5": [], "h6": [], "hr": [], "i": [],
        "img": ["src", "alt", "width", "height"], "ins": [], "kbd": [], "li": [], "mark": [], "ol": ["start"],
        "p": [], "pre": [], "q": [], "rp": [], "rt": [], "ruby": [], "s": [], "samp": [], "small": [],
        "span": [], "strong": [], "sub": [], "summary": [], "sup": [], "table": [], "tbody": [],
        "td": ["colspan", "rowspan"], "tfoot": [], "th": ["colspan", "rowspan", "scope"], "thead": [],
        "tr": [], "u": [], "ul": [], "var": [], "wbr": [],
    ]
    /// Attributes any kept element may keep.
    static let global: Set<String> = ["title", "lang", "dir"]
    /// Attributes whose value is a URL.
    static let urlAttributes: Set<String> = ["href", "src"]
    /// Elements dropped together with everything inside them.
    static let dropsContent: Set<String> = [
        "script", "style", "iframe", "object", "embed", "template", "noscript", "textarea", "title", "svg", "math",
        "xmp", "noembed", "noframes", "plaintext", "select", "applet", "frameset",
    ]

    /// `html` with everything but the allowed elements and attributes taken out.
    package static func clean(_ html: String) -> String {
        var scanner = Scanner(Array(html.utf8))
        var output: [UInt8] = []
        output.reserveCapacity(html.utf8.count)
        var skipping: String?
        while let token = scanner.next() {
            switch token {
            case let .text(bytes):
                if skipping == nil { appendEscaped(bytes, to: &output) }
            case let .tag(name, attributes, closing, selfClosing):
                if let skipped = skipping {
                    if closing && name == skipped { skipping = nil }
                    continue
                }
                if dropsContent.contains(name) {
                    if !closing && !selfClosing { skipping = name }
                    continue
                }
                guard let allowed = elements[name] else { continue }
                output += Array((closing ? "</" : "<").utf8) + Array(name.utf8)
                if !closing {
                    for (attribute, value) in attributes where allowed.contains(attribute) || global.contains(attribute) {
                        if urlAttributes.contains(attribute) && !URLSafety.isSafe(value) { continue }
                        output += Array(" \(attribute)=\"".utf8)
                        appendEscaped(Array(value.utf8), to: &output, quotes: true)
                        output.append(UInt8(ascii: "\""))
                    }
                }
                output.append(UInt8(ascii: ">"))
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `bytes` with `<` and `>` (and with `quotes`, `"`) escaped; `&` is kept when it starts
    /// a character reference and escaped otherwise.
    static func appendEscaped(_ bytes: [UInt8], to output: inout [UInt8], quotes: Bool = false) {
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "<"): output += Array("&lt;".utf8)
            case UInt8(ascii: ">"): output += Array("&gt;".utf8)
            case UInt8(ascii: "\"") where quotes: output += Array("&quot;".utf8)
            case UInt8(ascii: "&") where !startsReference(bytes, at: index): output += Array("&amp;".utf8)
            case 0: output += Array("\u{FFFD}".utf8)
            default: output.append(byte)
            }
        }
    }

    /// Whether `bytes[index]` (an `&`) starts `&name;`, `&#123;` or `&#x1F;`.
    private static func startsReference(_ bytes: [UInt8], at index: Int) -> Bool {
        var cursor = index + 1
        var sawCharacter = false
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") {
            cursor += 1
            if cursor < bytes.count, bytes[cursor] | 0x20 == UInt8(ascii: "x") { cursor += 1 }
        }
        while cursor < bytes.count, cursor - index < 40 {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: ";") { return sawCharacter }
            guard ASCIIBytes.isAlphanumeric(byte) else { return false }
            sawCharacter = true
            cursor += 1
        }
        return false
    }

    /// A piece of the fragment.
    enum Token {
        case text([UInt8])
        /// A tag: lower-cased name, attributes (lower-cased names, values as written) in order,
        /// whether it is a closing tag and whether it ends with `/>`.
        case tag(String, [(String, String)], closing: Bool, selfClosing: Bool)
    }

    /// Splits a fragment into text and tags. What looks like the start of a tag but is not one
    /// (`a < b`) is text; comments, doctypes and processing instructions are dropped.
    struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func next() -> Token? {
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "<") {
                if let token = tag() { return token }
                if skipMarkupDeclaration() { return next() }
                index += 1
                return .text([UInt8(ascii: "<")])
            }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
            return .text(Array(bytes[start..<index]))
        }

        /// Skips `<!-- … -->`, `<!…>` and `<?…>`; an unterminated one runs to the end.
        private mutating func skipMarkupDeclaration() -> Bool {
            guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "!") || bytes[index + 1] == UInt8(ascii: "?") else {
                return false
            }
            let isComment = bytes[index...].starts(with: Array("<!--".utf8))
            var cursor = index + (isComment ? 4 : 2)
            while cursor < bytes.count {
                if isComment {
                    if bytes[cursor...].starts(with: Array("-->".utf8)) {
                        index = cursor + 3
                        return true
                    }
                } else if bytes[cursor] == UInt8(ascii: ">") {
                    index = cursor + 1
                    return true
                }
                cursor += 1
            }
            index = bytes.count
            return true
        }

        /// A tag at `index`, or nil (leaving `index`) when the `<` does not start one.
        private mutating func tag() -> Token? {
            var cursor = index + 1
            let closing = cursor < bytes.count && bytes[cursor] == UInt8(ascii: "/")
            if closing { cursor += 1 }
            let nameStart = cursor
            guard cursor < bytes.count, ASCIIBytes.isLetter(bytes[cursor]) else { return nil }
            while cursor < bytes.count, ASCIIBytes.isAlphanumeric(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "-") { cursor += 1 }
            let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self).lowercased()
            var attributes: [(String, String)] = []
            var selfClosing = false
            while true {
                while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
                guard cursor < bytes.count else { return nil }
                let byte = bytes[cursor]
                if byte == UInt8(ascii: ">") {
                    index = cursor + 1
                    return .tag(name, attributes, closing: closing, selfClosing: selfClosing)
                }
                if byte == UInt8(ascii: "/") {
                    selfClosing = true
                    cursor += 1
                    continue
                }
                selfClosing = false
                // An attribute name runs to white space, '=', '>' or '/'.
                let attributeStart = cursor
                while cursor < bytes.count, !isSpace(bytes[cursor]),
                    ![UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[cursor])
                {
                    cursor += 1
                }
                if cursor == attributeStart { cursor += 1 }
                let attribute = String(decoding: bytes[attributeStart..<cursor], as: UTF8.self).lowercased()
                while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
                var value = ""
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") {
                    cursor += 1
                    while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
                    guard cursor < bytes.count else { return nil }
                    let quote = bytes[cursor]
                    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                        guard let end = bytes[(cursor + 1)...].firstIndex(of: quote) else { return nil }
                        value = String(decoding: bytes[(cursor + 1)..<end], as: UTF8.self)
                        cursor = end + 1
                    } else {
                        let valueStart = cursor
                        while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">") { cursor += 1 }
                        value = String(decoding: bytes[valueStart..<cursor], as: UTF8.self)
                    }
                }
                if !attributes.contains(where: { $0.0 == attribute }) { attributes.append((attribute, value)) }
            }
        }

        private func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
        }
    }
}

/// Which link and image destinations may reach a page.
package enum URLSafety {
    /// Whether `url` is safe to put in `href` or `src`: a relative reference, or an `http`, `https`
    /// or `mailto` URL. Control characters and white space (which browsers strip) are ignored when
    /// reading the scheme. An `&` before the first `:`, `/`, `?` or `#` rejects the URL even when no
    /// literal `:` follows, since a browser decodes `javascript&colon;…` or `javascript&#58x;…` into a
    /// scheme; a `\\` or `%` there rejects it when a `:` follows.
    package static func isSafe(_ url: String) -> Bool {
        var scheme: [UInt8] = []
        for byte in url.utf8 {
            if byte <= 0x20 { continue }
            switch byte {
            case UInt8(ascii: ":"):
                return ["http", "https", "mailto"].contains(String(decoding: scheme, as: UTF8.self).lowercased())
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"):
                return true
            case UInt8(ascii: "&"):
                // A character reference where a scheme could be may spell one, with or without a
                // literal ':' after it; such a relative URL has no business in documentation.
                return false
            case UInt8(ascii: "\\"), UInt8(ascii: "%"):
                // Browsers decode neither in a scheme, but one before a ':' is no plain scheme either.
                return !url.utf8.contains(UInt8(ascii: ":"))
            default:
                scheme.append(byte)
            }
        }
        return true
    }
}
