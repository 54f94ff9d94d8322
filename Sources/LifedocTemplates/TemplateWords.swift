/// A table of words (a language's strings, the `s` of every page's view), made a template value
/// once and shared by every view that carries it: a hundred strings encoded again for each of
/// 40,000 pages was a sixth of the time spent making views into values.
package struct TemplateWords: Encodable, Sendable {
    /// The words by name.
    package let words: [String: String]
    /// The words as a record, for `TemplateEncoder`.
    let value: TemplateValue

    /// The table of `words`.
    package init(_ words: [String: String]) {
        self.words = words
        var record = TemplateRecord()
        for (name, word) in words.sorted(by: { $0.key < $1.key }) { record.append(name, .string(word)) }
        value = .record(record)
    }

    /// The word `name`, when the table has it.
    package subscript(name: String) -> String? { words[name] }

    /// Encodes the words as a dictionary, for any other encoder.
    package func encode(to encoder: any Encoder) throws {
        try words.encode(to: encoder)
    }
}
