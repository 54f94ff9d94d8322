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

    /// A record naming another commit, or a source whose keywords changed, is not a stale
    /// translation: only its sections' fingerprints count. Marking the folder marks the page.
    @Test func marksAPageWhoseRecordNamesAnotherCommitAndWhoseSourceGainedKeywords() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-mark-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content").path
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.content, toPath: content)
        let page = content + "/ko/methods/scene-did-disconnect.md"
        let text = try String(contentsOfFile: page, encoding: .utf8)
        try text.replacingOccurrences(of: "translation:\n  source: en\n", with: "translation:\n  source: en\n  commit: \"0123456789abcdef\"\n")
            .write(toFile: page, atomically: true, encoding: .utf8)
        let source = content + "/en/methods/scene-did-disconnect.md"
        let sourceText = try String(contentsOfFile: source, encoding: .utf8)
        try sourceText.replacingOccurrences(of: "keywords:\n", with: "keywords:\n  - \"window closed for good\"\n")
            .write(toFile: source, atomically: true, encoding: .utf8)
        let run = try CommandRunner.run(["mark-translated", "--content", content, content + "/ko/methods"])
        #expect(run.status == 0 && !run.stdout.contains("left"), "\(run.stdout)")
        #expect(run.stdout.contains("marked ko/methods/scene-did-disconnect.md as translated") && !run.stdout.contains("had changed"))
    }

    /// In a git repository the mark records the commit; a stale report then shows the changed
    /// sentence as it was and as it is, and the git diff that shows the rest.
    @Test func showsTheOldAndNewSentenceOfAStaleSourceFromGit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-git-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let content = folder.appendingPathComponent("Content").path
        try FileManager.default.copyItem(atPath: Self.content, toPath: content)
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", folder.path, "-c", "user.email=t@example.org", "-c", "user.name=t"] + arguments
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        try git("init", "-q")
        try git("add", "-A")
        try git("commit", "-qm", "content")
        let page = "ko/methods/application-did-become-active.md"
        #expect(try CommandRunner.run(["mark-translated", "--content", content, content + "/" + page]).status == 0)
        #expect(try String(contentsOfFile: content + "/" + page, encoding: .utf8).contains("  commit: \""))
        try git("commit", "-qam", "mark")
        let source = content + "/en/methods/application-did-become-active.md"
        let text = try String(contentsOfFile: source, encoding: .utf8)
        try text.replacingOccurrences(of: "and keep it quick:", with: "and keep it short: a slow return feels stuck.")
            .write(toFile: source, atomically: true, encoding: .utf8)
        let check = try CommandRunner.run(["check", "--content", content])
        #expect(check.status == 1)
        #expect(check.stdout.contains("diff ") && check.stdout.contains("-- en/methods/application-did-become-active.md shows what changed"), "\(check.stdout)")
        #expect(check.stdout.contains("note: section 'what-to-do' was: “Undo what applicationWillResignActive(_:) paused, and keep it quick:"))
        #expect(check.stdout.contains("note: section 'what-to-do' now: “Undo what applicationWillResignActive(_:) paused, and keep it short: a slow return feels stuck.”"))
    }
}
