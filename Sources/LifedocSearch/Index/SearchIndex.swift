/// The search index that `lifedoc build` writes into the site and that both `lifedoc search` and
/// the browser query. Scores are precomputed where they depend on the whole corpus (each term's
/// IDF and each posting's BM25F impact, rounded to 4 decimals), so Swift and JavaScript add the same
/// numbers in the same order and rank identically.
package struct SearchIndex: Codable, Sendable, Equatable {
    /// The format version.
    package var version: Int
    /// One slot per page and language: page `n` (in id order) is at `2n` in English and `2n + 1` in
    /// Korean, nil when the page has no such language. A document number thus tells its page and
    /// language without loading the document.
    package var documents: [SearchDocument?]
    /// Term → its IDF and postings `[document number, impact]`, sorted by document number; a third
    /// element `1` marks a term of the document's symbol field (an `i:` term there earns the symbol boost).
    package var terms: [String: TermEntry]
    /// Glossary equivalences: each group's forms as analysed term sequences (`w:` terms only).
    package var synonyms: [[[String]]]
    /// The terms of every symbol field, sorted: the vocabulary that misspelled names are matched against.
    package var symbolTerms: [String]

    /// The postings and IDF of one term.
    package struct TermEntry: Codable, Sendable, Equatable {
        package var idf: Double
        package var postings: [[Double]]
    }
}

/// One page in one language, as a search result shows it.
package struct SearchDocument: Codable, Sendable, Equatable {
    package var id: String
    package var lang: String
    package var kind: String
    package var title: String
    package var symbol: String?
    /// The page's path in the site, relative to the site root (`ko/methods/x.html`).
    package var url: String
    /// The beginning of the page's plain text (summary first), for snippets.
    package var text: String
}
