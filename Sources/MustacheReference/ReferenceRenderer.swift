package import LifedocTemplates
internal import LifedocBase
internal import Mustache

/// Renders templates with swift-mustache, the engine lifedoc's renderer (`LifedocTemplates`)
/// replaced in the build and is proven against: the tests render the same text with the same
/// value through both and expect the same bytes. Nothing in `lifedoc` links it.
package struct ReferenceRenderer {
    private var library = MustacheLibrary()

    /// The templates `texts`, by name.
    /// - Throws: swift-mustache's parse error for the first text it cannot parse.
    package init(_ texts: [String: String]) throws {
        EscapingContentType.register()
        for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
            library.register(try MustacheTemplate(string: EscapingContentType.pragmaLine + text), named: name)
        }
    }

    /// The template `name` rendered with `value`; nil when there is no such template.
    package func render(_ name: String, _ value: TemplateValue) -> String? {
        library.render(Self.object(value), withTemplate: name)
    }

    /// `value` as the objects swift-mustache reads.
    private static func object(_ value: TemplateValue) -> Any {
        switch value {
        case .absent: Absent()
        case let .bool(flag): flag
        case let .int(number): number
        case let .string(text): text
        case let .list(items): items.map(object)
        case let .record(fields): fields.dictionary.mapValues(object)
        }
    }

    /// A declared field with no value: renders as nil does, but stops the lookup of its name.
    private struct Absent: MustacheCustomRenderable {
        var renderText: String { "" }
        var isNull: Bool { true }
    }
}

/// The HTML escaping lifedoc renders with (`HTMLEscaping`), as a swift-mustache content type.
private struct EscapingContentType: MustacheContentType {
    static let name = "LIFEDOC_HTML"

    /// Put before every template's text: a standalone tag, so it renders as nothing.
    static let pragmaLine = "{{% CONTENT_TYPE: \(name) }}\n"

    /// swift-mustache keeps content types in one process-wide table; registering again is harmless.
    static func register() {
        MustacheContentTypes.register(EscapingContentType(), named: name)
    }

    func escapeText(_ text: String) -> String {
        HTMLEscaping.escape(text)
    }
}
