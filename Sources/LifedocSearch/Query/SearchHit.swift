/// One result of a search.
package struct SearchHit: Codable, Sendable, Equatable {
    package var kind: String
    package var id: String
    package var lang: String
    package var title: String
    package var symbol: String?
    /// The life cycle of a state or method (`app`, `scene`), so two hits titled Background differ.
    package var lifecycle: String?
    package var url: String
    package var score: Double
    /// A short passage around the first matched word, matched words between `«` and `»`.
    package var snippet: String
}

/// A page of results: the hits shown and how many pages matched in all.
package struct SearchResults: Codable, Sendable, Equatable {
    package var hits: [SearchHit]
    /// Every page that matched, however many are shown.
    package var total: Int
}
