import Foundation
import LifedocBase
@testable import LifedocGraph
import Testing

@Suite struct KnowledgeGraphTests {
    /// Edges sorted through integer ranks come out exactly as `Edge`'s own order sorts them, for
    /// ids in both scripts, every kind, with and without a method and an order.
    @Test func sortsEdgesAsTheirOwnOrderDoes() {
        let ids: [PageID] = ["states/scene/background", "methods/scene-did-become-active", "tasks/데이터-저장", "guides/a",
                             "methods/application(_:)", "tasks/Z", "states/app/active"]
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var edges: Set<Edge> = []
        for _ in 0..<400 {
            let via = next(3) == 0 ? nil : ids[next(ids.count)]
            let orders = [0, 1, 2, -1, Int.max, Int.min]
            let order = next(3) == 0 ? nil : orders[next(orders.count)]
            edges.insert(Edge(from: ids[next(ids.count)], to: ids[next(ids.count)],
                              kind: EdgeKind.allCases[next(EdgeKind.allCases.count)], via: via, order: order))
        }
        #expect(edges.count > 300)
        let sorted = KnowledgeGraph.sorted(edges)
        #expect(sorted == edges.sorted())
        #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0 < $1 })
        // Ranked through the nodes' positions (every id has a node), and with duplicates given.
        var positions: [PageID: Int] = [:]
        for (position, id) in ids.sorted().enumerated() { positions[id] = position }
        let doubled = Array(edges) + Array(edges).reversed()
        #expect(KnowledgeGraph.sorted(doubled, nodes: positions) == sorted)
        #expect(KnowledgeGraph.sorted(doubled) == sorted)
        // An id with no node among the given positions: every id is ranked afresh.
        positions.removeValue(forKey: ids[0])
        #expect(KnowledgeGraph.sorted(doubled, nodes: positions) == sorted)
    }

    /// The edges leaving and arriving at each node are those a scan of every edge finds, in the
    /// graph's order, on the project's own content and for an id with no edge.
    @Test func findsEachNodesEdgesAsAScanDoes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let graph = try ContentLoader.load(from: root.appendingPathComponent("Content").path).graph
        #expect(graph.edges.count > 1000)
        for id in graph.nodes.map(\.id) + ["methods/none", "zzz/after-every-id", "0/before-every-id"] {
            for kind in [nil] + EdgeKind.allCases {
                #expect(graph.edges(from: id, kind: kind) == graph.edges.filter { $0.from == id && (kind == nil || $0.kind == kind) })
                #expect(graph.edges(to: id, kind: kind) == graph.edges.filter { $0.to == id && (kind == nil || $0.kind == kind) })
            }
        }
    }
}
