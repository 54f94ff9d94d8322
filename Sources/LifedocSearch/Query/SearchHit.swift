/// One result of a search.
package struct SearchHit: Codable, Sendable, Equatable {
    package var kind: String
    package var id: String
    package var lang: String
    package var title: String
    package var symbol: String?
    package var url: String
    package var score: Double
    /// A short passage around the first matched word, matched words between `«` and `»`.
    package var snippet: String
}
