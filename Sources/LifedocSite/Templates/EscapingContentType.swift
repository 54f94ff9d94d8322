import LifedocMarkdown
internal import Mustache

/// The HTML escaping every template renders with: the same five character references as
/// swift-mustache's own `HTML` content type, computed on UTF-8 bytes.
///
/// swift-mustache escapes by walking `Character`s through a dictionary, which was a ninth of a
/// whole build's CPU at 10,000 pages per language, and which leaves a `"` or `<` unescaped when a
/// combining mark follows it (one grapheme, not in its table), so `"\u{301} onclick=…` could end a
/// quoted attribute. `HTMLEscaping.escape` looks at bytes, as a browser's tokenizer does, and hands a
/// string with nothing to escape back without copying it.
struct EscapingContentType: MustacheContentType {
    /// The name templates are given under `CONTENT_TYPE`.
    static let name = "LIFEDOC_HTML"

    /// The line `TemplateLibrary` puts before every template's text: a standalone tag, so it
    /// renders as nothing, and the template's own lines are one further down.
    static let pragmaLine = "{{% CONTENT_TYPE: \(name) }}\n"

    /// Makes `name` known to the Mustache parser. swift-mustache keeps content types in one
    /// process-wide table; registering the same value again is harmless.
    static func register() {
        MustacheContentTypes.register(EscapingContentType(), named: name)
    }

    func escapeText(_ text: String) -> String {
        HTMLEscaping.escape(text)
    }
}
