/// View models as the plain dictionaries and arrays Mustache reads fastest.
///
/// swift-mustache looks a name up in a struct by reflecting it (`Mirror`) once per lookup and per
/// object on the context stack; a page with a few hundred tags reflected its views thousands of
/// times, most of a build's time. Converting each view once into `[String: Any]` (which Mustache
/// reads by key) gives the same output: a nil optional becomes a missing key, which Mustache
/// treats exactly as it treats nil.
enum TemplateValues {
    /// `value` with every struct turned into a dictionary of its stored properties, recursively.
    static func tree(_ value: Any) -> Any {
        switch value {
        case let text as String: return text
        case let flag as Bool: return flag
        case let number as Int: return number
        case let strings as [String: String]: return strings
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { tree($0.value) } as Any
        case .collection:
            return mirror.children.map { tree($0.value) }
        case .struct, .class:
            var fields: [String: Any] = [:]
            for child in mirror.children {
                guard let label = child.label else { continue }
                let inner = Mirror(reflecting: child.value)
                if inner.displayStyle == .optional {
                    guard let wrapped = inner.children.first else { continue }
                    fields[label] = tree(wrapped.value)
                } else {
                    fields[label] = tree(child.value)
                }
            }
            return fields
        default:
            return value
        }
    }
}
