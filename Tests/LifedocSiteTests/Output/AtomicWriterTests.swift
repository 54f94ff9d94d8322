import Foundation
import LifedocSite
import Testing

struct AtomicWriterTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func read(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

    @Test func replacesThePreviousOutputAsAWhole() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Site")
        let writer = AtomicWriter(output: output.path)
        try writer.write(SitePlan(files: [OutputFile(path: "en/a.html", text: "한국어 a"), OutputFile(path: "old.html", text: "old")]))
        try writer.write(SitePlan(files: [OutputFile(path: "en/a.html", text: "new a"), OutputFile(path: "ko/b.html", text: "나")]))
        #expect(read(output.appendingPathComponent("en/a.html")) == "new a")
        #expect(read(output.appendingPathComponent("ko/b.html")) == "나")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("old.html").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Site"])
    }

    @Test(arguments: ["../escape.html", "/etc/lifedoc.html", "en/../../escape.html", "en//a.html", "a\\b.html", ""])
    func refusesPathsOutsideTheOutputAndKeepsThePreviousSite(path: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Site")
        let writer = AtomicWriter(output: output.path)
        try writer.write(SitePlan(files: [OutputFile(path: "index.html", text: "previous")]))
        #expect(throws: BuildFailure.self) {
            try writer.write(SitePlan(files: [OutputFile(path: "index.html", text: "next"), OutputFile(path: path, text: "x")]))
        }
        #expect(read(output.appendingPathComponent("index.html")) == "previous")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("escape.html").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Site"])
    }

    @Test func refusesAnOutputThatIsAFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Site")
        try Data("not a folder".utf8).write(to: output)
        #expect(throws: BuildFailure.self) {
            try AtomicWriter(output: output.path).write(SitePlan(files: [OutputFile(path: "index.html", text: "x")]))
        }
        #expect(read(output) == "not a folder")
    }
}
