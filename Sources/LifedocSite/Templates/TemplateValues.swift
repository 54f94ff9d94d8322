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
    /// The dictionary of `pairs` without the nil ones: a nil optional is a missing key, which
    /// Mustache treats exactly as it treats nil.
    static func fields(_ pairs: KeyValuePairs<String, Any?>) -> [String: Any] {
        var fields: [String: Any] = [:]
        fields.reserveCapacity(pairs.count)
        for (key, value) in pairs {
            if let value { fields[key] = value }
        }
        return fields
    }
}
