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
        self.edges = Array(Set(edges)).sorted()
        var index: [PageID: Int] = [:]
        for (position, node) in self.nodes.enumerated() { index[node.id] = position }
        self.index = index
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
