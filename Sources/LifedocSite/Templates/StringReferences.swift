import LifedocBase

/// Finds the strings a template names: every tag `{{s.name}}`, `{{{s.name}}}`, `{{&s.name}}`,
/// `{{#s.name}}` or `{{^s.name}}` (the page's language), and the same with `en.` or `ko.` (one
/// language, on the bilingual pages). A section's closing tag names nothing new, and comments,
/// partials and other tags name no string.
enum StringReferences {
    /// A named string and where its tag starts: 1-based line, and 1-based column in Unicode scalars
    /// (a Hangul syllable is one), as diagnostics count them.
    struct Reference: Hashable {
        /// The language the template asks in, or nil for the page's language (every table).
        var language: Language?
        var name: String
        var line: Int
        var column: Int
    }

    /// The references in `template`, in order. Lines end at each line feed, so a template saved
    /// with CRLF line ends is counted as its editor shows it.
    static func find(in template: String) -> [Reference] {
        let bytes = Array(template.utf8)
        var references: [Reference] = []
        var (line, lineStart, counted) = (1, 0, 0)
        for tag in TemplateTags.scan(bytes) {
            guard let (scope, name) = reference(in: bytes[tag.content], isTriple: tag.isTriple) else { continue }
            while counted < tag.range.lowerBound {
                if bytes[counted] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = counted + 1
                }
                counted += 1
            }
            let column = UTF8Offsets.scalars(in: bytes[lineStart..<tag.range.lowerBound], before: tag.range.lowerBound - lineStart) + 1
            references.append(Reference(language: Language(rawValue: scope), name: name, line: line, column: column))
        }
        return references
    }

    /// The scope (`s`, `en` or `ko`) and name a tag's content names, or nil when it names none.
    private static func reference(in content: ArraySlice<UInt8>, isTriple: Bool) -> (String, String)? {
        var tag = content.drop { $0 == UInt8(ascii: " ") }
        if !isTriple, let sigil = tag.first, [UInt8(ascii: "&"), UInt8(ascii: "#"), UInt8(ascii: "^")].contains(sigil) {
            tag = tag.dropFirst().drop { $0 == UInt8(ascii: " ") }
        }
        while tag.last == UInt8(ascii: " ") { tag.removeLast() }
        guard let dot = tag.firstIndex(of: UInt8(ascii: ".")), !tag.contains(UInt8(ascii: " ")) else { return nil }
        let scope = String(decoding: tag[..<dot], as: UTF8.self)
        let name = String(decoding: tag[(dot + 1)...], as: UTF8.self)
        guard !name.isEmpty, scope == "s" || Language(rawValue: scope) != nil else { return nil }
        return (scope, name)
    }
}
