package import LifedocBase
package import LifedocContent

/// The linked knowledge base: nodes sorted by id and edges sorted by (from, kind, to), so every
/// export is deterministic.
package struct KnowledgeGraph: Sendable {
    /// Every node, sorted by id.
    package let nodes: [Node]
    /// Every edge, sorted and without duplicates.
    package let edges: [Edge]
    private let index: [PageID: Int]

    /// Creates a graph, sorting nodes and edges and dropping duplicate edges.
    package init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes.sorted()
        self.edges = Self.sorted(Set(edges))
        var index: [PageID: Int] = [:]
        for (position, node) in self.nodes.enumerated() { index[node.id] = position }
        self.index = index
    }

    /// `edges` in `Edge`'s order, compared as integers: each id is ranked once, so a large graph's
    /// edges are not sorted by comparing strings again and again.
    static func sorted(_ edges: Set<Edge>) -> [Edge] {
        var ids: Set<PageID> = []
        for edge in edges {
            ids.insert(edge.from)
            ids.insert(edge.to)
            if let via = edge.via { ids.insert(via) }
        }
        var rank: [PageID: Int] = [:]
        for (position, id) in ids.sorted().enumerated() { rank[id] = position + 1 }
        let kinds = Dictionary(uniqueKeysWithValues: EdgeKind.allCases.sorted().enumerated().map { ($1, $0) })
        return edges.map { edge in
            (key: (rank[edge.from]!, kinds[edge.kind]!, rank[edge.to]!, edge.order == nil ? 0 : 1, edge.order ?? 0,
                   edge.via.map { rank[$0]! } ?? 0),
             edge: edge)
        }.sorted { $0.key < $1.key }.map(\.edge)
    }

    /// The node with `id`.
    package func node(_ id: PageID) -> Node? { index[id].map { nodes[$0] } }

    /// The nodes of one kind, sorted by order then id.
    package func nodes(of kind: PageKind) -> [Node] {
        nodes.filter { $0.kind == kind }.sorted { ($0.order ?? .max, $0.id) < ($1.order ?? .max, $1.id) }
    }

    /// The edges leaving `id`, optionally of one kind.
    package func edges(from id: PageID, kind: EdgeKind? = nil) -> [Edge] {
        edges.filter { $0.from == id && (kind == nil || $0.kind == kind) }
    }

    /// The edges arriving at `id`, optionally of one kind.
    package func edges(to id: PageID, kind: EdgeKind? = nil) -> [Edge] {
        edges.filter { $0.to == id && (kind == nil || $0.kind == kind) }
    }
}
