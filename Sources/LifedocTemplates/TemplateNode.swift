/// One step of a compiled template: what `TemplateParser` makes of a template's text and
/// `TemplateRenderer` walks, with every name split at its dots and every standalone line removed.
package indirect enum TemplateNode: Sendable, Equatable {
    /// Text printed as it is.
    case text(String)
    /// The start of one of the template's own lines: where a partial's indentation goes.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not); an empty path is `{{.}}`.
    case variable(path: [String], escaped: Bool)
    /// `{{#name}}…{{/name}}`, or with `inverted` `{{^name}}…{{/name}}`.
    case section(path: [String], inverted: Bool, body: [TemplateNode])
    /// `{{>name}}`, with the blanks before it when it stands alone on its line.
    case partial(name: String, indentation: String)
    /// `{{<name}}…{{/name}}`: the template `name`, with the blocks defined inside replacing its own.
    case parent(name: String, indentation: String, blocks: [String: [TemplateNode]])
    /// `{{$name}}…{{/name}}`: the body, unless a child template replaces it. When the opening tag
    /// stands alone, `indentation` is that of the body's first line (the tag's own when the body
    /// has none): a replacing body is rendered indented by it, and a body that replaces another
    /// has had it removed from each of its lines.
    case block(name: String, indentation: String, body: [TemplateNode])
}
