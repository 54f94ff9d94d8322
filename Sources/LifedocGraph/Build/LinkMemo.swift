import LifedocBase
import LifedocContent

/// What one linking found for each page, kept for the next (a preview links again after every
/// edit): a page whose source is the same, resolved against the same paths and symbols, has
/// the same mentions, links, problems and edges.
package struct LinkMemo: Sendable {
    /// What every page's mentions and links are resolved against.
    struct World: Sendable, Equatable {
        struct Path: Sendable, Equatable {
            var file: String
            var id: PageID
        }

        var paths: [Path]
        var symbols: [MethodSymbol]
        var external: [String]
        var unparsed: [String]
    }

    /// One page's linking.
    struct Result: Sendable {
        var sourceHash: String
        var linked: LinkedPage
        var problems: [Diagnostic]
        var edges: [Edge]
    }

    var world: World?
    var results: [String: Result] = [:]

    /// How many pages the last linking resolved anew (not taken from the memo).
    package internal(set) var lastLinked = 0

    /// Whether a linking leaves its results here (a build that runs once keeps none).
    let keeping: Bool

    /// A memo of nothing; `keeping`, it keeps each linking's results for the next.
    package init(keeping: Bool = true) { self.keeping = keeping }
}
