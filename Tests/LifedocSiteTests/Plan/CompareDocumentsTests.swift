import LifedocBase
@testable import LifedocMarkdown
@testable import LifedocSite
import Synchronization
import Testing

/// The bodies the side-by-side views show, rendered once and handed over between threads.
struct CompareDocumentsTests {
    private func document(_ key: CompareDocuments.Key) -> RenderedDocument {
        RenderedDocument(lead: "<p>\(key.id.rawValue) \(key.language.rawValue)</p>", sections: [])
    }

    @Test func everyViewGetsItsBodyRenderedAboutOnceAndNothingStaysBehind() {
        let ids = (0..<1_000).map { PageID("methods/씬-\($0)") }
        // Pages ending in 7 have one view in this build (the other was carried over); the rest two.
        var views: [CompareDocuments.Key: Int] = [:]
        for id in ids {
            for language in Language.allCases { views[.init(id: id, language: language)] = id.rawValue.hasSuffix("7") ? 1 : 2 }
        }
        let documents = CompareDocuments(views: views)
        let renders = Mutex<[CompareDocuments.Key: Int]>([:])
        // As the planner orders them: each page's two page jobs, then its views, on all cores.
        enum Job { case page(CompareDocuments.Key), view(CompareDocuments.Key) }
        let jobs: [Job] = ids.flatMap { id -> [Job] in
            let keys = Language.allCases.map { CompareDocuments.Key(id: id, language: $0) }
            let viewCount = views[keys[0]]!
            return keys.map(Job.page) + (0..<viewCount).flatMap { _ in keys.map(Job.view) }
        }
        let results = Workers.allCores.map(jobs) { job -> (CompareDocuments.Key, RenderedDocument?) in
            switch job {
            case let .page(key):
                if documents.isWanted(key) {
                    renders.withLock { $0[key, default: 0] += 1 }
                    documents.leave(document(key), for: key)
                }
                return (key, nil)
            case let .view(key):
                if let left = documents.take(key) { return (key, left) }
                renders.withLock { $0[key, default: 0] += 1 }
                let rendered = document(key)
                documents.leave(rendered, for: key)
                return (key, rendered)
            }
        }
        for case let (key, shown?) in results { #expect(shown == document(key)) }
        let counts = renders.withLock { $0 }
        // Rendered once, or more only when jobs met mid-render; never more than its jobs.
        for (key, count) in views { #expect((1...(count + 1)).contains(counts[key] ?? 0), "\(key.id.rawValue)") }
        #expect(views.keys.filter { counts[$0] == 1 }.count > views.count / 2)
        #expect(documents.held == 0)
    }

    @Test func dropsWhatNoViewWillAskFor() {
        let key = CompareDocuments.Key(id: PageID("states/scene/active"), language: .ko)
        let documents = CompareDocuments(views: [key: 1])
        #expect(documents.isWanted(key))
        #expect(documents.take(key) == nil)
        documents.leave(document(key), for: key)
        #expect(!documents.isWanted(key))
        #expect(documents.held == 0)
    }
}
