/// A record's fields, in the order they were given: a view's stored properties, a string table.
///
/// Kept as two arrays rather than a dictionary: a view has a few dozen fields at most, so finding
/// one by comparing names costs less than hashing it, and making one (once per view and nested
/// view, on every page) costs an append instead of an insertion into a hash table.
package struct TemplateRecord: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private var names: [String] = []
    private var values: [TemplateValue] = []

    package init() {}

    /// The fields of `elements`; of two with one name, the first counts.
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        for (name, value) in elements { append(name, value) }
    }

    /// The fields of `dictionary`, by name.
    package init(_ dictionary: [String: TemplateValue]) {
        for (name, value) in dictionary.sorted(by: { $0.key < $1.key }) { append(name, value) }
    }

    /// Adds a field after the others. A name given twice is found first as it was first given.
    package mutating func append(_ name: String, _ value: TemplateValue) {
        names.append(name)
        values.append(value)
    }

    /// The value of the field `name`.
    package subscript(name: String) -> TemplateValue? {
        guard let index = names.firstIndex(of: name) else { return nil }
        return values[index]
    }

    /// The fields by name.
    package var dictionary: [String: TemplateValue] {
        var dictionary: [String: TemplateValue] = [:]
        for (name, value) in zip(names, values) where dictionary[name] == nil { dictionary[name] = value }
        return dictionary
    }

    /// Equal when they have the same fields with the same values, in whatever order.
    package static func == (left: TemplateRecord, right: TemplateRecord) -> Bool {
        left.dictionary == right.dictionary
    }
}
