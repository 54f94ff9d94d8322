import LifedocBase
import LifedocMarkdown

/// Writes the site's own words into a template's text before it is parsed, once per language.
///
/// A page names a dozen or more strings (`{{s.nav_home}}`, `{{s.on_this_page}}`), each of which
/// would be looked up, escaped and copied on every page. The words of a language do not change
/// between its pages, so each language gets its own copy of every template with the words already
/// in place, escaped as Mustache would have escaped them.
///
/// Only plain variable tags are replaced: `{{s.name}}` (escaped), `{{{s.name}}}` and `{{&s.name}}`
/// (raw), with `s` the page's language or `en` / `ko` one language. Sections (`{{#s.name}}`)
/// and every other tag are left to the renderer, and so is a word holding a brace or a line
/// break (its text could form a tag, or be indented differently in an indented partial) or only
/// blanks (it could make a line standalone). A template
/// that changes its delimiters (`{{=<% %>=}}`) is left as it is.
enum StringInliner {
    /// `template` with the words `word(scope, name)` knows in place of the tags that name them;
    /// a tag whose word is unknown (nil) stays a tag.
    static func inline(_ template: String, word: (_ scope: String, _ name: String) -> String?) -> String {
        guard !template.contains("{{=") else { return template }
        let bytes = Array(template.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var copied = 0
        for tag in TemplateTags.scan(bytes) {
            var inner = bytes[tag.content]
            var raw = tag.isTriple
            if !tag.isTriple, inner.first == UInt8(ascii: "&") {
                raw = true
                inner = inner.dropFirst()
            }
            if let (scope, name) = reference(in: inner), let value = word(scope, name), isInlinable(value) {
                output.append(contentsOf: bytes[copied..<tag.range.lowerBound])
                output.append(contentsOf: (raw ? value : HTMLEscaping.escape(value)).utf8)
                copied = tag.range.upperBound
            }
        }
        guard copied > 0 else { return template }
        output.append(contentsOf: bytes[copied...])
        return String(decoding: output, as: UTF8.self)
    }

    /// The scope and name of a tag's content `scope.name` (spaces around it allowed), or nil when it
    /// names anything else.
    private static func reference(in content: ArraySlice<UInt8>) -> (String, String)? {
        var trimmed = content.drop { $0 == UInt8(ascii: " ") }
        while trimmed.last == UInt8(ascii: " ") { trimmed.removeLast() }
        guard let dot = trimmed.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let scope = String(decoding: trimmed[..<dot], as: UTF8.self)
        let name = trimmed[(dot + 1)...]
        guard scope == "s" || scope == "en" || scope == "ko", !name.isEmpty,
              name.allSatisfy({ ASCIIBytes.isAlphanumeric($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }) else { return nil }
        return (scope, String(decoding: name, as: UTF8.self))
    }

    /// Whether `value` can stand in the template's text and render as its tag would. A word of
    /// nothing but blanks cannot: a line holding it beside a section tag would become a standalone
    /// line, which Mustache drops, where the tag kept the line.
    private static func isInlinable(_ value: String) -> Bool {
        !value.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == 10 || $0 == 13 }
            && value.utf8.contains { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
    }
}
