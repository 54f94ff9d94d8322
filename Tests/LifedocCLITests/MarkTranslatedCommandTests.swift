import Foundation
import LifedocTestSupport
import Testing

/// Marking a folder never hides a stale translation; naming it, or --accept-changes, marks it.
@Suite struct MarkTranslatedCommandTests {
    static let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Content").path

    private func copyWithAChangedSource() throws -> (folder: URL, content: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-mark-\(UUID().uuidString)")
        let content = folder.appendingPathComponent("Content").path
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.content, toPath: content)
        let source = content + "/en/methods/application-did-become-active.md"
        let text = try String(contentsOfFile: source, encoding: .utf8)
        try text.replacingOccurrences(of: "and keep it quick:", with: "and keep it short:").write(toFile: source, atomically: true, encoding: .utf8)
        return (folder, content)
    }

    @Test func leavesAStalePageStaleWhenAFolderIsMarked() throws {
        let (folder, content) = try copyWithAChangedSource()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stalePage = "ko/methods/application-did-become-active.md"
        let before = try String(contentsOfFile: content + "/" + stalePage, encoding: .utf8)
        let dry = try CommandRunner.run(["mark-translated", "--content", content, content + "/ko", "--dry-run"])
        #expect(dry.status == 0 && dry.stdout.contains("would be marked"))
        let folderRun = try CommandRunner.run(["mark-translated", "--content", content, content + "/ko"])
        #expect(folderRun.status == 0)
        #expect(folderRun.stdout.contains("left 1 stale translation") && folderRun.stdout.contains("  " + stalePage), "\(folderRun.stdout)")
        #expect(try String(contentsOfFile: content + "/" + stalePage, encoding: .utf8) == before)
        let check = try CommandRunner.run(["check", "--content", content])
        #expect(check.status == 1 && check.stdout.contains("stale-translation"))
        // Named one by one, it is marked (the translator has looked at it).
        let named = try CommandRunner.run(["mark-translated", "--content", content, content + "/" + stalePage])
        #expect(named.stdout.contains("(its source had changed)"))
        #expect(try CommandRunner.run(["check", "--content", content]).status == 0)
    }

    @Test func marksStalePagesOfAFolderWhenChangesAreAccepted() throws {
        let (folder, content) = try copyWithAChangedSource()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(["mark-translated", "--content", content, content + "/ko/methods", "--accept-changes"])
        #expect(run.status == 0 && !run.stdout.contains("left"))
        #expect(try CommandRunner.run(["check", "--content", content]).status == 0)
    }
}
