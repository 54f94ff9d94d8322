/// What a template renders: a view as `TemplateEncoder` makes it, or data read from elsewhere.
///
/// Mustache's kinds of value, and one of lifedoc's: `absent`, a field a view declares but holds
/// nothing in. It renders as nil does (nothing, and false to a section), but its name is found, so
/// the lookup stops there: a missing name would send the renderer up the context stack, where a
/// field of the same name in an enclosing view would answer (a side-by-side row without a Korean
/// cell would show the page's Korean column).
package enum TemplateValue: Sendable, Equatable {
    /// A declared field with no value (a nil optional), or a JSON null.
    case absent
    case bool(Bool)
    case int(Int)
    case string(String)
    case list([TemplateValue])
    /// Named fields: a view, a nested view, or a string table.
    case record(TemplateRecord)

    /// The text `{{name}}` prints before escaping: a string as it is, a number in decimal, a
    /// Boolean as `true` / `false`; nothing for the rest.
    var text: String {
        switch self {
        case let .string(text): text
        case let .int(number): String(number)
        case let .bool(flag): flag ? "true" : "false"
        case .absent, .list, .record: ""
        }
    }

    /// The value of `name` when this is a record holding it.
    func field(_ name: String) -> TemplateValue? {
        guard case let .record(fields) = self else { return nil }
        return fields[name]
    }
}
