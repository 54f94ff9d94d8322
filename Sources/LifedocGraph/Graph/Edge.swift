package import LifedocBase

/// The kinds of relation between nodes.
package enum EdgeKind: String, Sendable, Codable, CaseIterable, Comparable {
    /// state → state: a move of the life cycle; `via` is the method that signals it (none: the system moves alone).
    case transition
    /// method → state: the state a method's call says the app or scene is entering.
    case signals
    /// method → task: work that belongs in the method.
    case performs
    /// method → method: the same moment in the other life cycle.
    case counterpart
    /// page → method: the page names the method in its prose.
    case mentions
    /// page → page: a relative link in the page's body.
    case links

    package static func < (lhs: EdgeKind, rhs: EdgeKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A directed relation between two nodes.
package struct Edge: Sendable, Hashable, Comparable, Encodable {
    package var from: PageID
    package var to: PageID
    package var kind: EdgeKind
    /// For a transition, the method that signals it.
    package var via: PageID?
    /// For a transition, the method's position among the calls of the same move.
    package var order: Int?

    /// Creates an edge.
    package init(from: PageID, to: PageID, kind: EdgeKind, via: PageID? = nil, order: Int? = nil) {
        self.from = from
        self.to = to
        self.kind = kind
        self.via = via
        self.order = order
    }

    package static func < (lhs: Edge, rhs: Edge) -> Bool {
        // No order sorts before any order, so that no two different edges tie.
        (lhs.from, lhs.kind, lhs.to, lhs.order == nil ? 0 : 1, lhs.order ?? 0, lhs.via?.rawValue ?? "")
            < (rhs.from, rhs.kind, rhs.to, rhs.order == nil ? 0 : 1, rhs.order ?? 0, rhs.via?.rawValue ?? "")
    }
}
