internal import Mustache

/// View models as the plain dictionaries and arrays Mustache reads fastest.
///
/// swift-mustache looks a name up in a struct by reflecting it (`Mirror`) once per lookup and per
/// object on the context stack. Each view therefore says once, in `TemplateValues+Views.swift`,
/// which keys it has; Mustache then reads `[String: Any]` by key and nothing is reflected.
protocol TemplateConvertible {
    /// The view's fields by name; nested views are dictionaries too.
    var templateValue: [String: Any] { get }
}

enum TemplateValues {
    /// The dictionary of `pairs`, a nil optional given as `Absent`.
    static func fields(_ pairs: KeyValuePairs<String, Any?>) -> [String: Any] {
        var fields: [String: Any] = [:]
        fields.reserveCapacity(pairs.count)
        for (key, value) in pairs {
            switch value {
            case let text as String: fields[key] = Text(text)
            case let texts as [String]: fields[key] = texts.map(Text.init)
            case let value?: fields[key] = value
            case nil: fields[key] = Absent()
            }
        }
        return fields
    }

    /// A string field. Mustache renders it as it renders the string, with its transforms
    /// (`{{uppercased(title)}}`), but finds out what it is in one cast instead of the seven a `String`
    /// takes (it tries a template, a lambda and an optional before printing it with
    /// `String(describing:)`); a view holds thousands of these.
    struct Text: MustacheCustomRenderable, MustacheTransformable, MustacheParent {
        var renderText: String
        var isNull: Bool { false }

        init(_ text: String) { renderText = text }

        func transform(_ name: String) -> Any? { renderText.transform(name) }

        /// A string has no fields: a name looked up inside `{{#text}}…{{/text}}` is looked for
        /// further out, as it is for a `String`.
        func child(named: String) -> Any? { nil }
    }

    /// A field a view does not have. Mustache renders it as it renders nil (nothing for `{{x}}` and
    /// `{{#x}}`, the inverted section for `{{^x}}`), but a key that is there stops the lookup: a
    /// missing key sends Mustache up the context stack, where a same-named field of an enclosing
    /// view would answer (a side-by-side row without a Korean cell showed the page's Korean column
    /// as an empty cell), and every such search costs a lookup per enclosing view.
    struct Absent: MustacheCustomRenderable {
        var renderText: String { "" }
        var isNull: Bool { true }
    }
}
