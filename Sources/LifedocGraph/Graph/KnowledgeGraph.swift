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
    /// The positions in `edges` of the edges arriving at each id, in order (32-bit: a large site
    /// has hundreds of thousands of edges).
    private let incoming: [PageID: [Int32]]

    /// Creates a graph, sorting nodes and edges and dropping duplicate edges.
    package init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes.sorted()
        var index: [PageID: Int] = [:]
        index.reserveCapacity(self.nodes.count)
        for (position, node) in self.nodes.enumerated() { index[node.id] = position }
        self.index = index
        self.edges = Self.sorted(edges, nodes: index)
        var incoming: [PageID: [Int32]] = [:]
        for (position, edge) in self.edges.enumerated() { incoming[edge.to, default: []].append(Int32(position)) }
        self.incoming = incoming
    }

    /// `edges` in `Edge`'s order without duplicates, compared as integers: each id is ranked once,
    /// so a large graph's edges are neither hashed nor sorted by comparing strings again and again.
    /// - Parameter nodes: the position of each id among ids sorted, when known (the graph's nodes):
    ///   used as the ranks when every id of `edges` is among them.
    static func sorted(_ edges: some Collection<Edge>, nodes: [PageID: Int] = [:]) -> [Edge] {
        let edges = Array(edges)
        let kinds = Dictionary(uniqueKeysWithValues: EdgeKind.allCases.sorted().enumerated().map { ($1, $0) })
        // The key determines the edge (a missing method ranks 0, a present one its rank plus one),
        // so equal keys are equal edges.
        func keys(_ rank: [PageID: Int]) -> [Key]? {
            var keys: [Key] = []
            keys.reserveCapacity(edges.count)
            for (position, edge) in edges.enumerated() {
                guard let from = rank[edge.from], let to = rank[edge.to] else { return nil }
                var via = 0
                if let method = edge.via {
                    guard let ranked = rank[method] else { return nil }
                    via = ranked + 1
                }
                keys.append(Key(
                    from: Int32(clamping: from), kind: Int32(kinds[edge.kind]!), to: Int32(clamping: to), hasOrder: edge.order == nil ? 0 : 1,
                    order: Int32(clamping: edge.order ?? 0), via: Int32(clamping: via), position: Int32(clamping: position)))
            }
            return keys
        }
        var ranked = keys(nodes)
        if ranked == nil {
            // Some edge names an id with no node: rank every id the edges name.
            var ids: Set<PageID> = []
            for edge in edges {
                ids.insert(edge.from)
                ids.insert(edge.to)
                if let via = edge.via { ids.insert(via) }
            }
            var rank: [PageID: Int] = [:]
            for (position, id) in ids.sorted().enumerated() { rank[id] = position }
            ranked = keys(rank)
        }
        // Sorted in place: a large graph's keys are tens of megabytes, at the peak of loading.
        var sortedKeys = ranked!
        ranked = nil
        sortedKeys.sort()
        var result: [Edge] = []
        result.reserveCapacity(sortedKeys.count)
        for (position, key) in sortedKeys.enumerated() where position == 0 || !sortedKeys[position - 1].sameEdge(as: key) {
            result.append(edges[Int(key.position)])
        }
        return result
    }

    /// An edge's place in `Edge`'s order, as integers, and where the edge is in the input (32-bit:
    /// 28 bytes a key, for the hundreds of thousands of edges of a large site).
    private struct Key: Comparable {
        var from: Int32, kind: Int32, to: Int32, hasOrder: Int32, order: Int32, via: Int32, position: Int32

        static func < (lhs: Key, rhs: Key) -> Bool {
            if lhs.sameEdge(as: rhs) { return lhs.position < rhs.position }
            return (lhs.from, lhs.kind, lhs.to, lhs.hasOrder, lhs.order, lhs.via)
                < (rhs.from, rhs.kind, rhs.to, rhs.hasOrder, rhs.order, rhs.via)
        }

        /// Whether both keys are of the same edge (wherever it is in the input).
        func sameEdge(as other: Key) -> Bool {
            (from, kind, to, hasOrder, order, via) == (other.from, other.kind, other.to, other.hasOrder, other.order, other.via)
        }
    }

    /// The node with `id`.
    package func node(_ id: PageID) -> Node? { index[id].map { nodes[$0] } }

    /// The position of the node with `id` in `nodes`.
    package func position(of id: PageID) -> Int? { index[id] }

    /// The nodes of one kind, sorted by order then id.
    package func nodes(of kind: PageKind) -> [Node] {
        nodes.filter { $0.kind == kind }.sorted { ($0.order ?? .max, $0.id) < ($1.order ?? .max, $1.id) }
    }

    /// The edges leaving `id`, optionally of one kind.
    /// The edges are sorted by where they leave from, in id order: the run of `id`'s is found by
    /// binary search (a scan of every edge for each node made a large site's search index quadratic).
    package func edges(from id: PageID, kind: EdgeKind? = nil) -> [Edge] {
        var low = 0, high = edges.count
        while low < high {
            let middle = (low + high) / 2
            if edges[middle].from < id { low = middle + 1 } else { high = middle }
        }
        var result: [Edge] = []
        while low < edges.count, edges[low].from == id {
            if kind == nil || edges[low].kind == kind { result.append(edges[low]) }
            low += 1
        }
        return result
    }

    /// The edges arriving at `id`, optionally of one kind, in the graph's order.
    package func edges(to id: PageID, kind: EdgeKind? = nil) -> [Edge] {
        (incoming[id] ?? []).map { edges[Int($0)] }.filter { kind == nil || $0.kind == kind }
    }
}
