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
            fields[key] = value ?? Absent()
        }
        return fields
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
