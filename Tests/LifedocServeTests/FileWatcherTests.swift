import Foundation
import LifedocServe
import Synchronization
import Testing

/// What the preview's watcher reports, and when.
@Suite(.serialized) struct FileWatcherTests {
    /// Collects the callbacks, with the file's text as each callback saw it.
    final class Seen: Sendable {
        let calls = Mutex<[(paths: Set<String>, text: String)]>([])
    }

    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-watch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path + "/content/en", withIntermediateDirectories: true)
        return URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The callbacks once `done` holds of them (or ten seconds pass), and 0.2 s more for any that
    /// should not come.
    private func waitFor(_ seen: Seen, until done: ([(paths: Set<String>, text: String)]) -> Bool) -> [(paths: Set<String>, text: String)] {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, !seen.calls.withLock({ done($0) }) { Thread.sleep(forTimeInterval: 0.01) }
        Thread.sleep(forTimeInterval: 0.2)  // and nothing more after it
        return seen.calls.withLock { $0 }
    }

    @Test func reportsAFileOnceItIsClosedNeverHalfWritten() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let page = root + "/content/en/page.md"
        try "# Old\n".write(toFile: page, atomically: false, encoding: .utf8)
        let seen = Seen()
        let watcher = FileWatcher(folders: [root + "/content"], files: [root + "/lifedoc.yml"]) { paths in
            let text = (try? String(contentsOfFile: page, encoding: .utf8)) ?? ""
            seen.calls.withLock { $0.append((paths, text)) }
        }
        watcher.start()
        defer { watcher.stop() }

        // Truncated and written in two parts with a long pause, as a slow tool writes in place:
        // one change, once it is closed.
        let handle = try #require(FileHandle(forWritingAtPath: page))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("# Half".utf8))
        Thread.sleep(forTimeInterval: 0.1)
        try handle.write(contentsOf: Data(" and whole\n".utf8))
        try handle.close()
        let calls = waitFor(seen) { !$0.isEmpty }
        #expect(calls.count == 1)
        #expect(calls.first?.paths == [page])
        #expect(calls.first?.text == "# Half and whole\n")
    }

    @Test func watchesNewFoldersTheConfigurationAndNotHiddenFiles() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let seen = Seen()
        let watcher = FileWatcher(folders: [root + "/content"], files: [root + "/lifedoc.yml"]) { paths in
            seen.calls.withLock { $0.append((paths, "")) }
        }
        watcher.start()
        defer { watcher.stop() }
        // A folder made and written at once, before its watch can be in place, and a folder with
        // pages in it moved in from elsewhere: their pages are reported all the same.
        try FileManager.default.createDirectory(atPath: root + "/content/en/새-폴더", withIntermediateDirectories: true)
        try "x".write(toFile: root + "/content/en/새-폴더/page.md", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: root + "/drafts/장/절", withIntermediateDirectories: true)
        try "x".write(toFile: root + "/drafts/장/절/moved.md", atomically: false, encoding: .utf8)
        try "x".write(toFile: root + "/drafts/장/.moved.md.swp", atomically: false, encoding: .utf8)
        try FileManager.default.moveItem(atPath: root + "/drafts/장", toPath: root + "/content/en/장")
        try "x".write(toFile: root + "/content/en/.page.md.swp", atomically: false, encoding: .utf8)
        try "y".write(toFile: root + "/unwatched.md", atomically: false, encoding: .utf8)
        try "base-url: x".write(toFile: root + "/lifedoc.yml", atomically: true, encoding: .utf8)
        let expected = [root + "/content/en/새-폴더/page.md", root + "/content/en/장/절/moved.md", root + "/lifedoc.yml"]
        let reported = waitFor(seen) { calls in
            expected.allSatisfy { path in calls.contains { $0.paths.contains(path) } }
        }.reduce(into: Set<String>()) { $0.formUnion($1.paths) }
        #expect(reported.contains(root + "/content/en/새-폴더/page.md"))
        #expect(reported.contains(root + "/content/en/장/절/moved.md"))
        #expect(reported.contains(root + "/lifedoc.yml"))
        #expect(!reported.contains { $0.hasSuffix(".swp") || $0.hasSuffix("unwatched.md") })
    }
}
