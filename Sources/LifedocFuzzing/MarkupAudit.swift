import LifedocBase

/// Reads rendered HTML the way a browser's tokenizer would and reports anything that could run
/// script: a script-capable element, an event-handler or `style` attribute, or a URL attribute whose
/// decoded value uses a script scheme. It is deliberately independent of `HTMLSanitizer`: the fuzzer
/// checks the sanitizer's output with it, so it must not share the sanitizer's idea of "safe".
package enum MarkupAudit {
    /// Elements that can run script or pull in active content.
    static let scriptElements: Set<String> = [
        "script", "iframe", "frame", "frameset", "object", "embed", "applet", "style", "link", "meta", "base",
        "svg", "math", "form", "template",
    ]
    /// Attributes whose value is navigated to or loaded.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "xlink:href", "poster", "background", "data", "srcset",
    ]

    /// Every problem in `html`, as short descriptions; empty when the markup is inert.
    package static func problems(in html: String) -> [String] {
        let bytes = Array(html.utf8)
        var problems: [String] = []
        var index = 0
        func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if bytes[index...].starts(with: Array("<!--".utf8)) {
                // `<!-->` and `<!--->` are whole (empty) comments to a browser.
                if at(index + 4) == UInt8(ascii: ">") { index += 5; continue }
                if at(index + 4) == UInt8(ascii: "-"), at(index + 5) == UInt8(ascii: ">") { index += 6; continue }
                index = bytes[(index + 4)...].firstRange(of: Array("-->".utf8))?.upperBound ?? bytes.count
                continue
            }
            var cursor = index + 1
            if at(cursor) == UInt8(ascii: "/") { cursor += 1 }
            guard let first = at(cursor), ASCIIBytes.isLetter(first) else { index += 1; continue }
            let nameStart = cursor
            while let byte = at(cursor), !isSpace(byte), byte != UInt8(ascii: ">"), byte != UInt8(ascii: "/") {
                cursor += 1
            }
            let name = lowercased(bytes[nameStart..<cursor])
            if scriptElements.contains(name) { problems.append("<\(name)> element") }
            while let byte = at(cursor), byte != UInt8(ascii: ">") {
                if isSpace(byte) || byte == UInt8(ascii: "/") { cursor += 1; continue }
                let attributeStart = cursor
                while let byte = at(cursor), !isSpace(byte), byte != UInt8(ascii: ">"), byte != UInt8(ascii: "/"),
                    byte != UInt8(ascii: "=") || cursor == attributeStart
                {
                    cursor += 1
                }
                let attribute = lowercased(bytes[attributeStart..<cursor])
                while let byte = at(cursor), isSpace(byte) { cursor += 1 }
                var value: ArraySlice<UInt8> = []
                if at(cursor) == UInt8(ascii: "=") {
                    cursor += 1
                    while let byte = at(cursor), isSpace(byte) { cursor += 1 }
                    if let quote = at(cursor), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                        let end = bytes[(cursor + 1)...].firstIndex(of: quote) ?? bytes.count
                        value = bytes[(cursor + 1)..<end]
                        cursor = min(end + 1, bytes.count)
                    } else {
                        let start = cursor
                        while let byte = at(cursor), !isSpace(byte), byte != UInt8(ascii: ">") { cursor += 1 }
                        value = bytes[start..<cursor]
                    }
                }
                if attribute.hasPrefix("on") { problems.append("\(attribute) attribute on <\(name)>") }
                if attribute == "style" { problems.append("style attribute on <\(name)>") }
                if urlAttributes.contains(attribute), let scheme = scriptScheme(String(decoding: value, as: UTF8.self)) {
                    problems.append("\(scheme) URL in \(attribute) of <\(name)>")
                }
            }
            index = cursor + 1
        }
        return problems
    }

    /// The script scheme a URL attribute's value uses once a browser has decoded it, if any.
    static func scriptScheme(_ value: String) -> String? {
        let decoded = decodeCharacterReferences(value).unicodeScalars.filter {
            // Browsers drop tabs and newlines anywhere in a URL and trim leading controls and spaces.
            $0 != "\t" && $0 != "\n" && $0 != "\r"
        }
        let trimmed = String(String.UnicodeScalarView(decoded.drop { $0.value <= 0x20 })).lowercased()
        for scheme in ["javascript:", "vbscript:"] where trimmed.hasPrefix(scheme) { return scheme }
        if trimmed.hasPrefix("data:") && !trimmed.hasPrefix("data:image/") { return "data:" }
        return nil
    }

    /// `text` with character references replaced as a browser decodes an attribute value: a numeric
    /// reference ends at its first non-digit, with or without `;`; a named one is matched with its
    /// case (`&Colon;` is "∷", not ":"). Only the names that can matter to a URL are known.
    static func decodeCharacterReferences(_ text: String) -> String {
        let named: [String: String] = [
            "amp": "&", "AMP": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "colon": ":", "Tab": "\t",
            "NewLine": "\n", "sol": "/", "lpar": "(", "rpar": ")", "nbsp": "\u{A0}", "period": ".", "num": "#",
        ]
        var output = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            output += rest[..<ampersand]
            var cursor = rest.index(after: ampersand)
            if cursor < rest.endIndex, rest[cursor] == "#" {
                cursor = rest.index(after: cursor)
                let hex = cursor < rest.endIndex && (rest[cursor] == "x" || rest[cursor] == "X")
                if hex { cursor = rest.index(after: cursor) }
                let digits = rest[cursor...].prefix { hex ? $0.isHexDigit : ("0"..."9").contains($0) }
                if !digits.isEmpty {
                    let value = UInt32(digits.prefix(8), radix: hex ? 16 : 10).flatMap(Unicode.Scalar.init)
                    output.unicodeScalars.append(value ?? "\u{FFFD}")
                    cursor = digits.endIndex
                    if cursor < rest.endIndex, rest[cursor] == ";" { cursor = rest.index(after: cursor) }
                    rest = rest[cursor...]
                    continue
                }
            } else {
                let name = rest[cursor...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
                if let replacement = named[String(name)] {
                    cursor = name.endIndex
                    if cursor < rest.endIndex, rest[cursor] == ";" { cursor = rest.index(after: cursor) }
                    output += replacement
                    rest = rest[cursor...]
                    continue
                }
            }
            output += "&"
            rest = rest[rest.index(after: ampersand)...]
        }
        return output + rest
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D }
    static func lowercased(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self).lowercased() }
}
