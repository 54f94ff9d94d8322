import Foundation
import LifedocTestSupport
import Testing

/// `lifedoc serve` end to end: a real server on a free port, over real sockets, while its
/// content is edited, broken and fixed.
@Suite(.serialized) struct ServeCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A running `lifedoc serve` whose standard error is read as it comes.
    final class Server: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var errorText = ""
        private(set) var port: UInt16 = 0

        init(_ arguments: [String], in folder: URL) throws {
            process.executableURL = CommandRunner.executable
            process.arguments = ["serve"] + arguments
            process.currentDirectoryURL = folder
            let pipe = Pipe()
            process.standardError = pipe
            process.standardOutput = FileHandle.nullDevice
            pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                self.lock.withLock { self.errorText += String(decoding: data, as: UTF8.self) }
            }
            try process.run()
        }

        var stderr: String { lock.withLock { errorText } }

        /// Waits until the server says where it serves, or exits.
        func waitUntilServing() -> Bool {
            let deadline = Date().addingTimeInterval(120)
            while Date() < deadline, process.isRunning {
                if let match = stderr.firstMatch(of: /serving .* at http:\/\/127\.0\.0\.1:(\d+)\//) {
                    port = UInt16(match.1)!
                    return true
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return false
        }

        /// Waits until standard error holds `text`, or ten seconds pass.
        func waitForOutput(containing text: String) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                if stderr.contains(text) { return true }
                Thread.sleep(forTimeInterval: 0.02)
            }
            return stderr.contains(text)
        }

        /// Waits until the process ends.
        func waitForExit(seconds: Double) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            return !process.isRunning
        }

        deinit { if process.isRunning { process.interrupt() } }
    }

    private func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["Content", "Templates"] {
            try FileManager.default.copyItem(at: Self.root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test func servesRebuildsAfterEditsShowsProblemsAndStopsCleanly() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try Server(["--port", "0"], in: folder)
        try #require(server.waitUntilServing(), "\(server.stderr)")
        let port = server.port

        // Pages, a search file and a diagram, as the built site has them; the preview's script on pages.
        let home = try LoopbackHTTP.get(port: port, "/en/")
        #expect(home.status == 200 && home.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home.body.contains("<script src=\"/_lifedoc/live.js\" data-generation=\"1\"></script>\n</body>"))
        #expect(home.headers["cache-control"] == "no-store")
        let state = try LoopbackHTTP.get(port: port, "/ko/states/app/active.html")
        #expect(state.status == 200 && state.body.contains("<svg"), "a state page carries its drawn state machine")
        let manifest = try LoopbackHTTP.get(port: port, "/search/manifest.js")
        #expect(manifest.status == 200 && manifest.headers["content-type"] == "text/javascript; charset=utf-8")
        let builtManifest = try String(contentsOf: Self.root.appendingPathComponent("Site/search/manifest.js"), encoding: .utf8)
        #expect(manifest.body == builtManifest, "the preview's search index is the built site's")
        #expect(try LoopbackHTTP.get(port: port, "/_lifedoc/live.js").body.contains("EventSource"))
        // A folder without its slash is sent to it, so that its page's relative links work.
        let redirect = try LoopbackHTTP.get(port: port, "/ko?q=1")
        #expect(redirect.status == 301 && redirect.headers["location"] == "/ko/?q=1")
        #expect(try LoopbackHTTP.get(port: port, "/ko/").status == 200)

        // The events: the state first, then each build.
        let events = try LoopbackHTTP(port: port)
        events.send("/_lifedoc/events")
        #expect(events.read(timeout: 10) { $0.contains(#"{"generation":1,"problems":[]}"#) }.contains("text/event-stream"))

        let page = folder.appendingPathComponent("Content/en/states/app/active.md")
        let original = try String(contentsOf: page, encoding: .utf8)
        try (original + "\nA paragraph written while the preview runs: 미리 보기.\n").write(to: page, atomically: true, encoding: .utf8)
        #expect(events.read(timeout: 30) { $0.contains(#"{"generation":2,"problems":[]}"#) }.contains(#""generation":2"#))
        let edited = try LoopbackHTTP.get(port: port, "/en/states/app/active.html")
        #expect(edited.body.contains("A paragraph written while the preview runs: 미리 보기."))
        #expect(edited.body.contains(#"data-generation="2""#))

        // A broken link: the problem, with file and line, goes to the pages and the terminal; the
        // last good site stays served.
        try (original + "\nSee [the missing page](nowhere.md).\n").write(to: page, atomically: true, encoding: .utf8)
        let broken = events.read(timeout: 30) { $0.contains("broken-link") }
        #expect(broken.contains(#"Content/en/states/app/active.md:"#) && broken.contains("nowhere.md"))
        let kept = try LoopbackHTTP.get(port: port, "/en/states/app/active.html")
        #expect(kept.status == 200 && kept.body.contains("미리 보기") && !kept.body.contains("missing page"))
        // The terminal gets the same, just after the pages are told.
        #expect(server.waitForOutput(containing: "error: link 'nowhere.md'"), "\(server.stderr)")

        // Fixed: the next build clears the problem.
        try original.write(to: page, atomically: true, encoding: .utf8)
        #expect(events.read(timeout: 30) { $0.contains(#"{"generation":3,"problems":[]}"#) }.contains(#""generation":3"#))
        #expect(!(try LoopbackHTTP.get(port: port, "/en/states/app/active.html").body.contains("미리 보기")))

        // Nothing outside the site, in any spelling; no listings; only GET and HEAD.
        for target in [
            "/../Content/en/states/app/active.md", "/en/../../Content/glossary.yml", "/%2e%2e/Content/glossary.yml",
            "/en/%2E%2E/%2e%2e/etc/passwd", "/en%2fstates%2fapp%2factive.html", "/en/..%2f..%2fetc/passwd",
            "//etc/passwd", "/etc/passwd", "/en\\..\\index.html", "/en/%00.html", "/assets/", "/.lifedoc-cache/",
        ] {
            let answer = try LoopbackHTTP.get(port: port, target)
            #expect(answer.status == 404, "\(target) answered \(answer.status)")
            #expect(!answer.body.contains("root:") && !answer.body.contains("title:"), "\(target)")
        }
        #expect(try LoopbackHTTP.get(port: port, "/en/index.html", method: "POST").status == 405)
        let head = try LoopbackHTTP.get(port: port, "/en/index.html", method: "HEAD")
        #expect(head.status == 200 && head.body.isEmpty && Int(head.headers["content-length"] ?? "") ?? 0 > 0)

        // SIGTERM: a clean stop, the open stream ended, the port free.
        server.process.terminate()
        #expect(server.waitForExit(seconds: 10))
        #expect(server.process.terminationStatus == 0, "\(server.stderr)")
        #expect(!LoopbackHTTP.isListening(port: port))
    }

    @Test func aPortInUseIsAClearErrorNamingIt() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try Server(["--port", "0"], in: folder)
        try #require(first.waitUntilServing(), "\(first.stderr)")
        let second = try CommandRunner.run(["serve", "--port", String(first.port)], in: folder.path, timeLimit: 60)
        #expect(second.status == 2)
        #expect(second.stderr.contains("port \(first.port) on 127.0.0.1 is already in use"), "\(second.stderr)")
        first.process.interrupt()
        #expect(first.waitForExit(seconds: 10) && first.process.terminationStatus == 0)
    }

    @Test func saysWhereItLookedWhenThereIsNoContent() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-serve-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = try CommandRunner.run(["serve", "--port", "0"], in: empty.path, environment: ["LIFEDOC_HOME": ""], timeLimit: 60)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Content: error: the content folder does not exist"), "\(result.stderr)")
        #expect(result.stderr.contains("--content DIR") && result.stderr.contains("LIFEDOC_HOME"))
    }

    @Test func warnsWhenListeningBeyondThisMachine() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try Server(["--port", "0", "--host", "0.0.0.0"], in: folder)
        let deadline = Date().addingTimeInterval(120)
        while !server.stderr.contains("serving"), server.process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(server.waitForOutput(containing: "warning: listening on 0.0.0.0"), "\(server.stderr)")
        server.process.terminate()
        #expect(server.waitForExit(seconds: 10))
    }
}
