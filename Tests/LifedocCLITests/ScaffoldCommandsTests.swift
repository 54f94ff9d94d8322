import Foundation
import LifedocTestSupport
import Testing

/// `lifedoc new` writes a page shaped like its kind's pages; `lifedoc translate` writes its twin as
/// a draft with the same section ids, code and links; check accepts the pair as drafts.
@Suite struct ScaffoldCommandsTests {
    static let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Content").path

    private func copy() throws -> (folder: URL, content: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let content = folder.appendingPathComponent("Content").path
        try FileManager.default.copyItem(atPath: Self.content, toPath: content)
        return (folder, content)
    }

    @Test func writesANewMethodAndItsTwinAsADraftPairCheckAccepts() throws {
        let (folder, content) = try copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = content + "/en/methods/window-scene-did-update.md"
        let created = try CommandRunner.run([
            "new", "--content", content, "method", page,
            "--symbol", "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)",
        ])
        #expect(created.status == 0, "\(created.stderr)")
        let text = try String(contentsOfFile: page, encoding: .utf8)
        #expect(text.contains("symbol: windowScene(_:didUpdate:interfaceOrientation:traitCollection:)\n"))
        #expect(text.contains("protocol: UIWindowSceneDelegate\n") && text.contains("draft: true\n"))
        #expect(text.contains("## When it is called {#when}") && text.contains("## Common mistakes {#pitfalls}"))
        let translated = try CommandRunner.run(["translate", "--content", content, page, "--to", "ko"])
        #expect(translated.status == 0, "\(translated.stderr)")
        let twin = try String(contentsOfFile: content + "/ko/methods/window-scene-did-update.md", encoding: .utf8)
        #expect(twin.contains("## 호출 시점 {#when}") && twin.contains("  draft: true"))
        let check = try CommandRunner.run(["check", "--content", content])
        #expect(check.status == 0, "only warnings: \(check.stdout)")
        let problems = check.stdout.split(separator: "\n").filter { $0.contains(": warning:") || $0.contains(": error:") }
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.allSatisfy { $0.contains("[draft-page]") || $0.contains("[draft-translation]") })
        // A method that has a page already is refused, by any spelling.
        let again = try CommandRunner.run(["new", "--content", content, "method", content + "/en/methods/x.md", "--symbol", "sceneDidEnterBackground:"])
        #expect(again.status != 0 && again.stderr.contains("has a page already"))
    }

    /// The draft keeps code blocks and links exactly, so the sections match their source's.
    /// What check would refuse is refused before a file is written: a name that cannot be an id, a
    /// method given only by its Objective-C selector (whose Swift name it does not say).
    @Test func refusesAPageCheckWouldRefuseBeforeWritingIt() throws {
        let (folder, content) = try copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spaced = content + "/ko/tasks/할 일.md"
        let named = try CommandRunner.run(["new", "--content", content, "task", spaced, "--title", "할 일"])
        #expect(named.status == 2)
        #expect(named.stderr.contains("cannot be one") && named.stderr.contains("finish-work.md"), "\(named.stderr)")
        #expect(!FileManager.default.fileExists(atPath: spaced))
        let page = content + "/en/methods/window-scene-did-update.md"
        let selector = try CommandRunner.run([
            "new", "--content", content, "method", page,
            "--symbol", "windowScene:didUpdateCoordinateSpace:interfaceOrientation:traitCollection:",
        ])
        #expect(selector.status == 2)
        #expect(selector.stderr.contains("Objective-C selector") && selector.stderr.contains("Swift name"), "\(selector.stderr)")
        #expect(!FileManager.default.fileExists(atPath: page))
        #expect(try CommandRunner.run(["check", "--content", content]).status == 0, "the content is as it was")
    }

    @Test func keepsTheSourcesCodeAndLinksInTheDraft() throws {
        let (folder, content) = try copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let korean = content + "/ko/tasks/save-user-data.md"
        try FileManager.default.removeItem(atPath: korean)
        let run = try CommandRunner.run(["translate", "--content", content, content + "/en/tasks/save-user-data.md", "--to", "ko"])
        #expect(run.status == 0, "\(run.stderr)")
        let check = try CommandRunner.run(["check", "--content", content, "--format", "json"])
        #expect(!check.stdout.contains("code-mismatch") && !check.stdout.contains("link-mismatch") && !check.stdout.contains("section-mismatch"))
        #expect(check.stdout.contains("\"code\" : \"draft-translation\""))
        #expect(check.stdout.contains("still to translate: lead, why, how, where"), "\(check.stdout.prefix(2000))")
    }
}
