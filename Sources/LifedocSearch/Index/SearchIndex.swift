/// The search index that `lifedoc build` writes into the site and that both `lifedoc search` and
/// the browser query. Scores are precomputed where they depend on the whole corpus (each term's
/// IDF rounded to 4 decimals and each posting's BM25F impact in thousandths), so Swift and
/// JavaScript add the same numbers in the same order and rank identically.
package struct SearchIndex: Codable, Sendable, Equatable {
    /// The format version.
    package var version: Int
    /// One slot per page and language: page `n` (in id order) is at `2n` in English and `2n + 1` in
    /// Korean, nil when the page has no such language. A document number thus tells its page and
    /// language without loading the document.
    package var documents: [SearchDocument?]
    /// Term → its IDF and postings, sorted by document number.
    package var terms: [String: TermEntry]
    /// Glossary equivalences: each group's forms as analysed term sequences (`w:` terms only).
    package var synonyms: [[[String]]]
    /// The terms of every symbol field, sorted: the vocabulary that misspelled names are matched against.
    package var symbolTerms: [String]
    /// The glossary's event words, markers and abbreviations (`SearchLexicon`).
    package var lexicon = SearchLexicon()
    /// One letter per page, in page order: the kind of its documents (`s`tate, `m`ethod, `t`ask,
    /// `a`rticle), so a query shaped as an event can favour methods before any document is loaded.
    package var pageKinds = ""
    /// One letter per page, in page order: whose method it is (`a`pp delegate, `s`cene delegate,
    /// `v`iew controller, `-` another's) or whose state (`A`pp, `S`cene; `-` for every other
    /// page), so a query that names one delegate can rank the other's methods below before any
    /// document is loaded, one that names a scene or a delegate, a view controller's, and one
    /// about a scene or about the app alone, the other life cycle's states.
    package var pageDelegates = ""
    /// For each page, in page order, the pages of the methods UIKit may call next after its
    /// method: the ones that signal a move out of the state its method signals the move into
    /// (sceneWillResignActive(_:) → sceneDidBecomeActive(_:), sceneDidEnterBackground(_:)); empty
    /// for a page that is no method. A query that asks for the call after or before a named method
    /// ranks these neighbours up.
    package var pageNext: [[Int]] = []
    /// For each page, in page order, the states its method signals the move into
    /// (sceneDidEnterBackground(_:) → the scene's Background); empty for a page that is no method.
    /// A query that asks which state the app or a scene is in at a moment it describes ranks the
    /// state after that moment's method up.
    package var pageStates: [[Int]] = []

    /// The postings and IDF of one term. In the site's files the postings are one string
    /// (`PostingCodec`).
    package struct TermEntry: Codable, Sendable, Equatable {
        package var idf: Double
        package var postings: [Posting]

        package init(idf: Double, postings: [Posting]) {
            self.idf = idf
            self.postings = postings
        }

        private enum CodingKeys: String, CodingKey { case idf, postings }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            idf = try container.decode(Double.self, forKey: .idf)
            let text = try container.decode(String.self, forKey: .postings)
            guard let postings = PostingCodec.decode(text) else {
                throw DecodingError.dataCorruptedError(forKey: .postings, in: container, debugDescription: "malformed postings")
            }
            self.postings = postings
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(idf, forKey: .idf)
            try container.encode(PostingCodec.encode(postings), forKey: .postings)
        }
    }

    /// One document that holds a term.
    package struct Posting: Sendable, Equatable {
        // 8 bytes: a large index holds millions of postings while it is built (tens of megabytes at
        // 10,000 pages per language). The document number takes 31 bits and the symbol flag the top one.
        private var storedDocument: UInt32
        private var storedImpact: Int32
        private static let symbolBit: UInt32 = 1 << 31

        /// The document number (`2 × page + language`).
        package var document: Int {
            get { Int(storedDocument & ~Self.symbolBit) }
            set { storedDocument = Self.stored(document: newValue, symbol: symbol) }
        }

        /// The term's BM25F impact in the document, in thousandths.
        package var impact: Int {
            get { Int(storedImpact) }
            set { storedImpact = Int32(clamping: newValue) }
        }

        /// Whether the term is in the document's symbol field: an `i:` term there earns the symbol boost,
        /// and a term a query looks for in one language only counts there in both.
        package var symbol: Bool {
            get { storedDocument & Self.symbolBit != 0 }
            set { storedDocument = Self.stored(document: document, symbol: newValue) }
        }

        package init(document: Int, impact: Int, symbol: Bool) {
            storedDocument = Self.stored(document: document, symbol: symbol)
            storedImpact = Int32(clamping: impact)
        }

        private static func stored(document: Int, symbol: Bool) -> UInt32 {
            UInt32(clamping: min(max(document, 0), Int(symbolBit - 1))) | (symbol ? symbolBit : 0)
        }
    }
}

/// One page in one language, as a search result shows it.
package struct SearchDocument: Codable, Sendable, Equatable {
    package var id: String
    package var lang: String
    package var kind: String
    package var title: String
    package var symbol: String?
    /// The life cycle of a state or method (`app` or `scene`), so hits that share a title can be told apart.
    package var lifecycle: String?
    /// The page's path in the site, relative to the site root (`ko/methods/x.html`).
    package var url: String
    /// The beginning of the page's plain text (summary first), for snippets.
    package var text: String
}
