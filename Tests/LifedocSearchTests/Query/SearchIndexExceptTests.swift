import Foundation
@testable import LifedocSearch
import Testing

/// What a query rules out (the lexicon's `except` words): the split, shared with the browser
/// through `Tests/Search/exception-vectors.json`, and what it does to the ranking.
struct SearchIndexExceptTests {
    struct Case: Decodable {
        var query: String
        var kept: String
        var ruledOut: String
    }

    struct Vectors: Decodable {
        var lexicon: SearchLexicon
        var cases: [Case]
    }

    static let vectors: Vectors = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Search/exception-vectors.json")
        do {
            return try JSONDecoder().decode(Vectors.self, from: Data(contentsOf: file))
        } catch {
            fatalError("Tests/Search/exception-vectors.json: \(error)")
        }
    }()

    @Test func splitsTheSharedVectorsAsTheBrowserDoes() {
        #expect(Self.vectors.cases.count >= 10)
        let index = SearchIndex(version: 1, documents: [], terms: [:], synonyms: [], symbolTerms: [], lexicon: Self.vectors.lexicon)
        for vector in Self.vectors.cases {
            #expect(index.exception(vector.query) == .init(kept: vector.kept, ruledOut: vector.ruledOut), "\(vector.query)")
        }
    }

    /// A lexicon without `except` words leaves every query whole.
    @Test func leavesTheQueryWholeWithoutExceptWords() {
        var lexicon = Self.vectors.lexicon
        lexicon.except = [:]
        let index = SearchIndex(version: 1, documents: [], terms: [:], synonyms: [], symbolTerms: [], lexicon: lexicon)
        #expect(index.exception("viewWillAppear 말고 복귀할 때") == .init(kept: "viewWillAppear 말고 복귀할 때", ruledOut: ""))
    }

    /// A method named in what is ruled out ranks below the one asked for, though the query types
    /// its name; the moment ruled out rules out its name words that the rest does not ask for.
    @Test func ranksWhatIsRuledOutLower() throws {
        var files = SearchIndexLexiconTests.files
        files["Content/glossary.yml"] = SearchIndexLexiconTests.glossary + """

              except:
                ko: ["말고"]
                en: ["instead of"]
            """
        let index = try SearchIndexLexiconTests.index(files)
        #expect(index.search("sceneDidEnterBackground 말고 포그라운드로 돌아올 때").first?.id == "methods/scene-will-enter-foreground")
        #expect(index.search("instead of sceneDidEnterBackground, when it returns to the foreground").first?.id
            == "methods/scene-will-enter-foreground")
        let terms = index.queryTerms("나갈 때 말고 돌아올 때")
        let background = try #require(Analyzer.terms("background").first { $0.hasPrefix("w:") })
        let enter = try #require(Analyzer.terms("enter").first { $0.hasPrefix("w:") })
        #expect(terms.contains { $0.term == background && $0.contradicts })
        #expect(!terms.contains { $0.term == enter && $0.contradicts }, "the rest asks for enter too")
        #expect(!terms.contains { $0.term == "w:나갈" }, "what is ruled out is not searched for")
        // Without the except words, the name typed wins.
        let plain = try SearchIndexLexiconTests.index()
        #expect(plain.search("sceneDidEnterBackground 말고 포그라운드로 돌아올 때").first?.id == "methods/scene-did-enter-background")
    }
}
