/// A YAML value with the file line it starts on, independent of the YAML library.
package indirect enum YAMLValue: Sendable, Hashable {
    case scalar(String, line: Int)
    case sequence([YAMLValue], line: Int)
    case mapping([YAMLEntry], line: Int)

    /// The file line the value starts on.
    package var line: Int {
        switch self {
        case let .scalar(_, line), let .sequence(_, line), let .mapping(_, line): line
        }
    }

    /// The scalar text, when the value is a scalar.
    package var string: String? {
        if case let .scalar(text, _) = self { return text }
        return nil
    }

    /// A short name of the value's shape, for messages.
    package var shapeName: String {
        switch self {
        case .scalar: "a single value"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// One key and value of a YAML mapping.
package struct YAMLEntry: Sendable, Hashable {
    /// The key text.
    package var key: String
    /// The file line of the key.
    package var line: Int
    /// The value.
    package var value: YAMLValue
}
