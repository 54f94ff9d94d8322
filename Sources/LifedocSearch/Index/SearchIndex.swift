/// The search index that `lifedoc build` writes into the site and that both `lifedoc search` and
/// the browser query. Scores are precomputed where they depend on the whole corpus (each term's
/// IDF and each posting's BM25F impact, rounded to 4 decimals), so Swift and JavaScript add the same
/// numbers in the same order and rank identically.
package struct SearchIndex: Codable, Sendable, Equatable {
    /// The format version.
    package var version: Int
    /// One entry per page and language, sorted by (id, language).
    package var documents: [SearchDocument]
    /// Term → its IDF and postings `[document index, impact]`, sorted by document index.
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
    /// The page's plain text (summary first), for snippets.
    package var text: String
    /// The `i:` terms of its symbol field: a query naming one of them exactly gets the symbol boost.
    package var symbolKeys: [String]
}
