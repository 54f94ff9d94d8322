import Synchronization
import LifedocBase
import LifedocMarkdown

/// Each body as the side-by-side views show it (at their depth, heading ids prefixed with its
/// language), handed from the first job that renders it to the views still to come, so that a body
/// is rendered once in a build: its page's job renders the page and the views' rendering from one
/// parse (`CmarkConverter.renderHTML(_:options:linker:variants:)`) and leaves the second here;
/// a view that finds nothing renders its own and leaves it for the other view. An entry goes once
/// the last view that shows it has taken it, and the page and view jobs of one page run one after
/// the other, so few are held at once. Safe to share between threads: a view that comes while
/// another job is still rendering renders the body itself rather than wait.
final class CompareDocuments: Sendable {
    /// A body: its page and language.
    struct Key: Hashable, Sendable {
        var id: PageID
        var language: Language
    }

    private enum Entry {
        /// Not rendered yet; this many views will ask for it.
        case waiting(views: Int)
        /// Rendered; this many views will still ask for it.
        case ready(RenderedDocument, views: Int)
    }

    private let entries: Mutex<[Key: Entry]>

    /// Documents for the views to be rendered: `views` says how many show each body.
    init(views: [Key: Int]) {
        entries = Mutex(views.filter { $0.value > 0 }.mapValues { Entry.waiting(views: $0) })
    }

    /// Whether a view still to come shows `key`'s body and nobody has left it yet: its page's job
    /// then renders the views' rendering too.
    func isWanted(_ key: Key) -> Bool {
        entries.withLock { entries in
            if case .waiting? = entries[key] { true } else { false }
        }
    }

    /// Leaves `document` for the views of `key` still to come; dropped when none is.
    func leave(_ document: RenderedDocument, for key: Key) {
        entries.withLock { entries in
            if case let .waiting(views)? = entries[key] { entries[key] = .ready(document, views: views) }
        }
    }

    /// The body `key` for one view: the document left for it, or nil when there is none yet
    /// (the view renders it, and leaves it for the others).
    func take(_ key: Key) -> RenderedDocument? {
        entries.withLock { entries in
            switch entries[key] {
            case let .ready(document, views)?:
                entries[key] = views > 1 ? .ready(document, views: views - 1) : nil
                return document
            case let .waiting(views)?:
                entries[key] = views > 1 ? .waiting(views: views - 1) : nil
                return nil
            case nil:
                return nil
            }
        }
    }

    /// How many bodies are held or awaited: none once every view is rendered.
    var held: Int { entries.withLock { $0.count } }
}
