import LifedocBase
@testable import LifedocMarkdown
@testable import LifedocSite
import Synchronization
import Testing

/// The documents a page's two side-by-side views share, handed over between threads.
struct CompareDocumentsTests {
    @Test func eachPairRendersAtMostTwiceGetsTheSameDocumentsAndLeavesNothingBehind() {
        let ids = (0..<2_000).map { PageID("methods/씬-\($0)") }
        let expected = Set(ids.filter { $0.rawValue.hasSuffix("7") == false })
        let documents = CompareDocuments(expected: expected)
        let renders = Mutex<[PageID: Int]>([:])
        // Both views of every page, one after the other, on all cores: some pairs meet mid-render.
        let views = ids.flatMap { [$0, $0] }
        let results = views.parallelMap { id in
            documents.documents(of: id) {
                renders.withLock { $0[id, default: 0] += 1 }
                return [RenderedDocument(lead: "<p>\(id.rawValue)</p>", sections: []), nil]
            }
        }
        for (id, result) in zip(views, results) {
            #expect(result == [RenderedDocument(lead: "<p>\(id.rawValue)</p>", sections: []), nil])
        }
        let counts = renders.withLock { $0 }
        for id in ids {
            // An expected page renders once, or twice when its views met; the others twice.
            #expect(expected.contains(id) ? (1...2).contains(counts[id] ?? 0) : counts[id] == 2, "\(id.rawValue)")
        }
        #expect(expected.contains { counts[$0] == 1 })
        #expect(documents.held == 0)
    }
}
