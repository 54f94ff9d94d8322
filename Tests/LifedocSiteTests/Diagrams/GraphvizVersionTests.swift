import Foundation
@testable import LifedocSite
import Testing

/// A build asks Graphviz its version only when `dot` itself changed.
@Suite struct GraphvizVersionTests {
    /// A `dot` that prints `version` for `-V` and notes every run in `log`.
    private func fakeDot(at path: String, version: String, log: String) throws {
        let script = "#!/bin/sh\necho run >> '\(log)'\necho '\(version)' >&2\n"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    @Test func remembersDotsVersionUntilDotIsReplaced() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-dot-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dot = folder + "/dot", log = folder + "/runs", cache = folder + "/diagrams"
        try fakeDot(at: dot, version: "dot - graphviz version 2.43.0 (0)", log: log)
        func runs() -> Int { ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").count }

        let first = GraphvizRenderer.caching(command: dot, in: cache, compilerID: "test")
        let second = GraphvizRenderer.caching(command: dot, in: cache, compilerID: "test")
        #expect(runs() == 1, "the second build must not start dot")
        #expect(first.cache?.tools == second.cache?.tools)
        #expect(first.cache?.tools.contains("graphviz version 2.43.0") == true)

        // A new dot (another size and time): asked again, and the drawings are keyed anew.
        Thread.sleep(forTimeInterval: 0.01)
        try fakeDot(at: dot, version: "dot - graphviz version 9.0.0 (20230911.1827)", log: log)
        let upgraded = GraphvizRenderer.caching(command: dot, in: cache, compilerID: "test")
        #expect(runs() == 2)
        #expect(upgraded.cache?.tools.contains("9.0.0") == true && upgraded.cache?.tools != first.cache?.tools)
    }

    @Test func findsTheCommandOnThePathThroughItsLinks() throws {
        let resolved = try #require(GraphvizVersion.resolve("sh"))
        #expect(resolved.hasPrefix("/") && FileManager.default.isExecutableFile(atPath: resolved))
        #expect(GraphvizVersion.resolve("no-such-command-\(UUID().uuidString)") == nil)
    }
}
