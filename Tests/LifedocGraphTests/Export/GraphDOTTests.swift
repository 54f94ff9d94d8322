import Foundation
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
}
