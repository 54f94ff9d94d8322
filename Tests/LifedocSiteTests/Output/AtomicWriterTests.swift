import Foundation
import LifedocSite
import Synchronization
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

    @Test func rendersPagesLeftToItWhileWritingThem() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Site")
        let pages = (0..<300).map { OutputFile(path: "ko/p\($0 % 7)/\($0).html", job: $0, key: "k\($0)") }
        let plan = SitePlan(files: pages + [OutputFile(path: "index.html", text: "root")]) { job in Array("씬 \(job)".utf8) }
        try AtomicWriter(output: output.path).write(plan)
        for job in [0, 1, 150, 299] {
            #expect(read(output.appendingPathComponent("ko/p\(job % 7)/\(job).html")) == "씬 \(job)")
        }
        #expect(read(output.appendingPathComponent("index.html")) == "root")
        #expect(try plan.materialized().file("ko/p3/10.html")?.text == "씬 10")
    }

    @Test func keepsThePreviousSiteWhenAPageRenderedWhileWritingCannotBeWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Site")
        let writer = AtomicWriter(output: output.path)
        try writer.write(SitePlan(files: [OutputFile(path: "index.html", text: "previous")]))
        // "a/b.html" is also a folder (for "a/b.html/c.html"), so the page cannot be written there.
        let plan = SitePlan(files: [
            OutputFile(path: "index.html", text: "next"), OutputFile(path: "a/b.html", job: 0, key: "k"),
            OutputFile(path: "a/b.html/c.html", text: "c"),
        ]) { _ in Array("page".utf8) }
        #expect {
            try writer.write(plan)
        } throws: { error in
            (error as? BuildFailure)?.diagnostics.first?.message.contains("a/b.html") == true
        }
        #expect(read(output.appendingPathComponent("index.html")) == "previous")
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

    /// Files that work running beside the rendering makes (the search index) are written last, and
    /// checked like the rest: one outside the output folder, one on a path already taken, or a
    /// failure of that work leaves the previous site in place.
    @Test func writesPendingFilesLastAndRefusesWhatItRefusesElsewhere() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Site")
        let writer = AtomicWriter(output: output.path)
        let written = try writer.write(SitePlan(
            files: [OutputFile(path: "index.html", text: "previous")],
            pending: { [OutputFile(path: "search/t/0.js", text: "씬"), OutputFile(path: "search/manifest.js", text: "m")] }))
        #expect(written == 3)
        #expect(read(output.appendingPathComponent("search/t/0.js")) == "씬")
        struct Failed: Error {}
        let refused: [@Sendable () throws -> [OutputFile]] = [
            { [OutputFile(path: "../escape.js", text: "x")] },
            { [OutputFile(path: "index.html", text: "twice")] },
            { throw Failed() },
        ]
        for pending in refused {
            #expect(throws: BuildFailure.self) {
                try writer.write(SitePlan(files: [OutputFile(path: "index.html", text: "next")], pending: pending))
            }
            #expect(read(output.appendingPathComponent("index.html")) == "previous")
            #expect(read(output.appendingPathComponent("search/t/0.js")) == "씬")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("escape.js").path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Site"])
        }
    }

    /// Pending files that are ready when writing starts are written before the pages render (so
    /// they are not held meanwhile); ones still being made are waited for after the pages.
    @Test(arguments: [true, false])
    func writesReadyPendingFilesBeforeRenderingThePages(ready: Bool) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Site")
        let taken = Mutex(false), renderedBeforeTaken = Mutex(0)
        let pages = (0..<20).map { OutputFile(path: "en/\($0).html", job: $0, key: "k\($0)") }
        let plan = SitePlan(
            files: pages, render: { job in
                if !taken.withLock({ $0 }) { renderedBeforeTaken.withLock { $0 += 1 } }
                return Array("p\(job)".utf8)
            },
            pending: {
                taken.withLock { $0 = true }
                return [OutputFile(path: "search/manifest.js", text: "색인")]
            },
            pendingIsReady: { ready })
        #expect(try AtomicWriter(output: output.path).write(plan) == 21)
        #expect(read(output.appendingPathComponent("search/manifest.js")) == "색인")
        #expect(renderedBeforeTaken.withLock { $0 } == (ready ? 0 : 20))
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

    @Test func carriesOverOnlyFilesStillAsItWroteThem() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Site"), cache = folder.appendingPathComponent("cache")
        let writer = AtomicWriter(output: output.path, cache: cache.path)
        #expect(writer.carriedOverKeys().isEmpty)
        let (keyA, keyB) = (String(repeating: "a", count: 32), String(repeating: "b", count: 32))
        try writer.write(SitePlan(files: [
            OutputFile(path: "en/a.html", text: "한국어 a", key: keyA), OutputFile(path: "ko/b.html", text: "나", key: keyB),
            OutputFile(path: "index.html", text: "home"),
        ]))
        #expect(writer.carriedOverKeys() == ["en/a.html": keyA, "ko/b.html": keyB])
        // Carried over by link: same bytes in the new folder, still known to the next build.
        try writer.write(SitePlan(files: [OutputFile(carryingOver: "en/a.html", key: keyA), OutputFile(path: "ko/b.html", text: "새 나", key: keyB)]))
        #expect(read(output.appendingPathComponent("en/a.html")) == "한국어 a")
        #expect(read(output.appendingPathComponent("ko/b.html")) == "새 나")
        #expect(writer.carriedOverKeys() == ["en/a.html": keyA, "ko/b.html": keyB])
        // A file changed by hand, a removed file, another output folder, a damaged manifest: not carried.
        try "by hand".write(to: output.appendingPathComponent("en/a.html"), atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(at: output.appendingPathComponent("ko/b.html"))
        #expect(writer.carriedOverKeys().isEmpty)
        #expect(AtomicWriter(output: folder.appendingPathComponent("Other").path, cache: cache.path).carriedOverKeys().isEmpty)
        try writer.write(SitePlan(files: [OutputFile(path: "en/a.html", text: "a", key: keyA)]))
        for manifest in try FileManager.default.contentsOfDirectory(atPath: cache.path) {
            try "lifedoc-build-manifest 1\noutput \(output.path)\nnot a line".write(
                to: cache.appendingPathComponent(manifest), atomically: true, encoding: .utf8)
        }
        #expect(writer.carriedOverKeys().isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Site", "cache"])
    }
}

