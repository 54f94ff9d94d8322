/// Compiled templates by name, each able to include the others (partials `{{>name}}`, parents
/// `{{<name}}`), and the escaping their `{{name}}` tags apply.
package struct TemplateSet: Sendable {
    private var templates: [String: [TemplateNode]] = [:]
    private let escape: @Sendable (String) -> String

    /// An empty set whose `{{name}}` tags print `escape(value)`.
    package init(escape: @escaping @Sendable (String) -> String) {
        self.escape = escape
    }

    /// Compiles `text` as the template `name`, replacing any of that name.
    /// - Throws: `TemplateSyntaxError` when `text` is not a template.
    package mutating func add(_ text: String, named name: String) throws(TemplateSyntaxError) {
        templates[name] = try TemplateParser.parse(text)
    }

    /// The template `name` rendered with `value` as its context; nil when there is no such template.
    package func render(_ name: String, _ value: TemplateValue) -> String? {
        guard let nodes = templates[name] else { return nil }
        var renderer = TemplateRenderer(templates: templates, escape: escape, stack: [value])
        renderer.run(nodes, blocks: [:], indentation: "", depth: 0)
        return renderer.output
    }
}
