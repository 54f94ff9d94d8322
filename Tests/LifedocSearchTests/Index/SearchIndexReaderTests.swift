import Foundation
import LifedocBase
import LifedocGraph
@testable import LifedocSearch
import Testing

/// A reader that loads only the shards a query needs ranks as the whole index does: on the
/// project's own content, for every third query of the three evaluation sets and for queries whose
/// glossary variants hide words from a reader's first pass (found in review).
struct SearchIndexReaderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The index of the project's own content, built once for the suite (nil if it cannot be read).
    static let builtIndex: SearchIndex? = {
        guard let content = try? ContentLoader.load(from: root.appendingPathComponent("Content").path) else { return nil }
        return SearchIndexBuilder.build(content) { id, language in "\(language.rawValue)/\(id.rawValue).html" }
    }()

    /// The held-out sets' queries, which a failure message never shows (nobody tunes on what they read).
    static let heldOut: Set<String> = (try? queries(of: ["heldout", "heldout-b", "heldout-c", "heldout-d", "heldout-e", "heldout-f", "heldout-g", "heldout-h", "heldout-i", "heldout-j", "heldout-k"])).map(Set.init) ?? []

    static func queries(of sets: [String]) throws -> [String] {
        var queries: [String] = []
        for set in sets {
            let data = try Data(contentsOf: root.appendingPathComponent("Tests/Search/\(set).json"))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            queries += try #require(object["queries"] as? [[String: Any]]).compactMap { $0["query"] as? String }
        }
        return queries
    }

    /// What a failure says: how many queries differ and up to five of them, none held out.
    static func report(_ differing: [String]) -> String {
        "\(differing.count) queries differ, \(differing.filter(heldOut.contains).count) of them held out; "
            + "\(differing.filter { !heldOut.contains($0) }.prefix(5))"
    }

    static func evaluationQueries() throws -> [String] {
        var queries: [String] = []
        for set in ["tuning", "tuning-b", "tuning-c", "tuning-d", "tuning-e", "tuning-f", "tuning-g", "tuning-h", "tuning-i", "tuning-j", "tuning-k", "tuning-l", "tuning-m", "tuning-n", "heldout", "heldout-b", "heldout-c", "heldout-d", "heldout-e", "heldout-f", "heldout-g", "heldout-h", "heldout-i", "heldout-j", "heldout-k"] {
            let data = try Data(contentsOf: root.appendingPathComponent("Tests/Search/\(set).json"))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            queries += try #require(object["queries"] as? [[String: Any]]).compactMap { $0["query"] as? String }
        }
        // Queries whose glossary variants hide words from a first pass (found in review).
        // And queries that type a compound whole, or apart, the other way from the pages.
        return queries + ["앱 실행이 끝난 뒤", "포그라운드 액티브 상태가 되면 뭐가 불려", "빽그라운드로 갔을 때 저장하려면", "씬델리게이트 연결 끊겼을 때",
            "백그라운드모드 켜기", "상태복원 구현", "홈 화면 갔다 오면 목록 새로고침", "임시파일 정리해두면", "homescreen swipe up", "deeplink 처리", "앱꺼질때", "백그라운드로갈때 뭐 불려", "씬델리게이트연결될때",
            "앱홈화면으로갈때", "생명주기메서드", "미연결구현", "앱가려질때", "앱꺼질때?", "(씬연결될때)"]
    }

    /// A reader asks for a query's terms twice: first as if every term were there, loading their
    /// shards and those of the words its Korean words may be cut into, then knowing only what it loaded. The second list must be the whole index's.
    @Test func searchesTheTermsTheWholeIndexWouldWhateverIsLoaded() throws {
        let index = try #require(Self.builtIndex)
        #expect(index.terms.count > 1000)
        var differing: [String] = []
        for query in try Self.evaluationQueries() {
            let first = index.queryTerms(query) { _ in true }.map(\.term) + index.spacingCandidatesWithGlossary(index.spacedQuery(query))
            let loaded = Set(first.filter { index.terms[$0] != nil })
            if index.queryTerms(query, has: { loaded.contains($0) }) != index.queryTerms(query) { differing.append(query) }
        }
        let count = differing.count
        #expect(count == 0, "\(Self.report(differing))")
    }

    @Test func ranksAsTheWholeIndexDoesOnEvaluationQueries() throws {
        let index = try #require(Self.builtIndex)
        let files = Dictionary(uniqueKeysWithValues: try index.shardFiles().map { ($0.path, $0.text) })
        let all = try Self.evaluationQueries()
        #expect(all.count > 500)
        let queries = stride(from: 0, to: all.count, by: 6).map { all[$0] } + all.suffix(4)
        var differing: [String] = []
        for query in queries {
            // A fresh reader for each query: nothing loaded by an earlier one helps it.
            var reader = try SearchIndexReader { files[$0] }
            let lazy = try reader.results(query, limit: 10)
            let whole = index.results(query, limit: 10)
            if lazy.hits.map(\.id) != whole.hits.map(\.id) || lazy.total != whole.total { differing.append(query) }
        }
        let count = differing.count
        #expect(count == 0, "\(Self.report(differing))")
    }
}
