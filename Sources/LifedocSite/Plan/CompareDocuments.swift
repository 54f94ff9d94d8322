import Synchronization
import LifedocBase
import LifedocMarkdown

/// The two rendered documents of a page's side-by-side views, handed from the first of its two
/// views to the second: both show the same two documents at the same depth, so each pair of views
/// renders its Markdown once instead of twice. Only pages whose two views are both rendered in this
/// build are expected, and the second view to come always clears the page's entry, so nothing stays
/// behind. Safe to share between threads: a view that comes while the other is still rendering
/// renders the documents itself rather than wait.
final class CompareDocuments: Sendable {
    /// Where a page's documents are.
    private enum Entry {
        /// The first view is rendering them.
        case rendering
        /// The first view rendered them; the second takes them.
        case ready([RenderedDocument?])
        /// The second view came while the first was rendering, and rendered its own.
        case abandoned
    }

    private let expected: Set<PageID>
    private let entries = Mutex<[PageID: Entry]>([:])

    /// Documents handed over for the pages in `expected`.
    init(expected: Set<PageID>) {
        self.expected = expected
    }

    /// The documents of `id`'s views: those the other view left, or `render()`'s.
    func documents(of id: PageID, render: () -> [RenderedDocument?]) -> [RenderedDocument?] {
        guard expected.contains(id) else { return render() }
        let found: Entry? = entries.withLock { entries in
            let entry = entries[id]
            switch entry {
            case nil: entries[id] = .rendering
            case .rendering?: entries[id] = .abandoned
            case .ready?, .abandoned?: entries[id] = nil
            }
            return entry
        }
        switch found {
        case let .ready(documents)?:
            return documents
        case nil:
            let documents = render()
            entries.withLock { entries in
                if case .abandoned? = entries[id] { entries[id] = nil } else { entries[id] = .ready(documents) }
            }
            return documents
        case .rendering?, .abandoned?:
            return render()
        }
    }

    /// How many pages' documents are held: none once every expected view is rendered.
    var held: Int { entries.withLock { $0.count } }
}
