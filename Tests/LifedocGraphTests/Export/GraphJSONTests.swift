import Foundation
import LifedocBase
import LifedocContent
@testable import LifedocGraph
import LifedocTestSupport
import Testing

/// The graph's JSON, encoded a chunk of records at a time, is what one `JSONEncoder` call makes
/// of the whole document, byte for byte, at every chunk size and at both ends of empty lists.
@Suite struct GraphJSONTests {
    static func wholeDocument(_ graph: KnowledgeGraph) -> String {
        GraphJSON.whole(GraphJSON.Document(nodes: graph.nodes.map(GraphJSON.record), edges: graph.edges.map(GraphJSON.record)))
    }

    @Test(arguments: [1, 2, 3, 7, 2_000])
    func encodesTheProjectsGraphInChunksAsTheEncoderDoesWhole(chunk: Int) throws {
        // The project's own content: Tests/LifedocGraphTests/Export → the repository's root.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let graph = try ContentLoader.load(from: root.appendingPathComponent("Content").path).graph
        #expect(graph.nodes.count > 50 && graph.edges.count > 200)
        let chunked = GraphJSON.format(graph, chunk: chunk)
        let whole = Self.wholeDocument(graph)
        #expect(chunked == whole, "first difference at byte \(zip(chunked.utf8, whole.utf8).prefix { $0 == $1 }.count)")
    }

    @Test func encodesAGraphWithNoEdgesOrNoNodesAsTheEncoderDoes() throws {
        let graph = try ContentLoader.load(from: Fixtures.folder() + "/mini/Content").graph
        for each in [KnowledgeGraph(nodes: graph.nodes, edges: []), KnowledgeGraph(nodes: [], edges: [])] {
            #expect(GraphJSON.format(each, chunk: 2) == Self.wholeDocument(each))
        }
        #expect(GraphJSON.format(graph, chunk: 1) == Self.wholeDocument(graph))
        // A node with no title and no language: its empty collections, however the encoder
        // writes them, come out the same.
        let bare = KnowledgeGraph(nodes: graph.nodes + [Node(id: "zz/bare", kind: .article)], edges: graph.edges)
        #expect(GraphJSON.format(bare, chunk: 1) == Self.wholeDocument(bare))
    }
}
