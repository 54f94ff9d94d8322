import Foundation

extension SearchIndex {
    /// The index as JSON: sorted keys, so two builds write the same bytes.
    package func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self))
    }

    /// Reads an index written by `encoded()`.
    package static func decode(_ bytes: [UInt8]) throws -> SearchIndex {
        try JSONDecoder().decode(SearchIndex.self, from: Data(bytes))
    }
}
