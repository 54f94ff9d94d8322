import Foundation
import LifedocBase
import LifedocGraph
import LifedocTestSupport
import Testing

@Suite struct GraphDOTTests {
    @Test func rendersWithGraphvizDot() throws {
        let graph = try ContentLoader.load(from: Fixtures.folder() + "/mini/Content").graph
        for source in [GraphDOT.format(graph), GraphDOT.stateMachine(graph, for: .scene, language: .ko)] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/dot")
            process.arguments = ["-Tsvg"]
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            input.fileHandleForWriting.write(Data(source.utf8))
            try input.fileHandleForWriting.close()
            let svg = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(svg.contains("<svg"))
        }
    }

    @Test func quotesLabelsSoTheyCannotBreakTheGraph() {
        #expect(GraphDOT.quoted("a \"b\"\nc\\") == "\"a \\\"b\\\"\\nc\\\\\"")
    }

    /// A state page draws its neighbourhood: the state and the states it moves to or from, not the
    /// whole machine; each direction has its own element ids, so both fit in one page.
    @Test func drawsAStatesNeighbourhoodInEitherDirection() throws {
        let graph = try ContentLoader.load(from: Fixtures.folder() + "/mini/Content").graph
        let scene = graph.nodes(of: .state).filter { $0.lifecycle == .scene }
        func neighbourhood(_ id: PageID) -> Set<PageID> {
            Set(graph.moves.filter { $0.from == id || $0.to == id }.flatMap { [$0.from, $0.to] } + [id])
        }
        // A state that does not move to or from every other one.
        let state = try #require(scene.first { neighbourhood($0.id).count < scene.count })
        let near = neighbourhood(state.id)
        let whole = GraphDOT.stateMachine(graph, for: .scene, language: .en, highlight: state.id)
        let wide = GraphDOT.stateMachine(graph, for: .scene, language: .en, highlight: state.id, neighbourhood: true)
        let narrow = GraphDOT.stateMachine(
            graph, for: .scene, language: .en, highlight: state.id, direction: .narrow, neighbourhood: true)
        for other in scene where !near.contains(other.id) {
            #expect(whole.contains(GraphDOT.quoted(other.id.rawValue) + " [label"))
            #expect(!wide.contains(GraphDOT.quoted(other.id.rawValue) + " [label"), "\(other.id) is not next to \(state.id)")
        }
        #expect(scene.count > near.count, "the fixture must have a state that is not a neighbour")
        #expect(wide.contains("rankdir=LR;") && narrow.contains("rankdir=TB;"))
        #expect(wide.contains("id=\"scene-wide-machine\"") && narrow.contains("id=\"scene-narrow-machine\""))
        #expect(wide.contains("fontname=\"NanumGothic\""))
    }
}
