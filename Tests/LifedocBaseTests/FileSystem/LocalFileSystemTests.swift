import Foundation
import LifedocBase
import Testing

/// The local disk as discovery sees it: folder entries by kind, and files read whole.
struct LocalFileSystemTests {
    private func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "lifedoc-fs-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func readsAFileWholeAndListsEntriesByKind() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Korean text longer than one read, and an empty file.
        let text = String(repeating: "씬이 백그라운드로 들어가면 `sceneDidEnterBackground(_:)`가 호출됩니다.\n", count: 3_000)
        try text.write(toFile: folder + "/page.md", atomically: false, encoding: .utf8)
        try "".write(toFile: folder + "/empty.md", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/methods", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.md", withDestinationPath: folder + "/page.md")
        let files = LocalFileSystem()
        #expect(try files.contents(of: folder + "/page.md") == Array(text.utf8))
        #expect(try files.contents(of: folder + "/empty.md") == [])
        #expect(try files.contents(of: folder + "/link.md") == Array(text.utf8))
        let kinds = Dictionary(uniqueKeysWithValues: try files.entries(ofDirectory: folder).map { ($0.name, $0.kind) })
        #expect(kinds == ["page.md": .file, "empty.md": .file, "methods": .directory, "link.md": .symbolicLink])
    }

    /// A folder, a named pipe with no writer and a device are refused at once, never read forever.
    @Test func refusesWhatIsNotARegularFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/pipe.md", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/zero.md", withDestinationPath: "/dev/zero")
        let files = LocalFileSystem()
        for name in ["", "/pipe.md", "/zero.md", "/missing.md"] {
            #expect(throws: FileSystemError.self, "\(name)") { try files.contents(of: folder + name) }
        }
    }
}
