import Foundation
import LifedocTestSupport
import Testing

/// `lifedoc check` end to end, on the project's own content and on copies of it.
@Suite struct CheckCommandTests {
    static let projectContent = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Content").path

    /// A fresh copy of the project's content in a temporary folder of its own (remove the folder
    /// it is in when done).
    static func copyOfContent() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("Content").path
        try FileManager.default.copyItem(atPath: projectContent, toPath: copy)
        return copy
    }

    @Test func passesStrictOnTheProjectsOwnContent() throws {
        let result = try CommandRunner.run(["check", "--strict", "--content", Self.projectContent])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("0 errors, 0 warnings\n"))
    }

    /// A shared CI runner can give the check one thread: the same findings, in the same order.
    @Test func reportsTheSameOnOneThreadAsOnAll() throws {
        let content = try Self.copyOfContent()
        defer { try? FileManager.default.removeItem(atPath: (content as NSString).deletingLastPathComponent) }
        try FileManager.default.removeItem(atPath: content + "/ko/methods/scene-did-enter-background.md")
        let all = try CommandRunner.run(["check", "--content", content, "--format", "json"])
        let one = try CommandRunner.run(["check", "--content", content, "--format", "json", "--jobs", "1"])
        #expect(all.status == 1 && one.status == 1)
        #expect(one.stdout == all.stdout && one.stdout.contains("sceneDidEnterBackground(_:)"))
        let refused = try CommandRunner.run(["check", "--content", content, "--jobs", "0"])
        #expect(refused.status == 2 && refused.stderr.contains("--jobs must be 1 or more, not 0"))
    }

    @Test func failsAndNamesTheMethodWhenAKoreanMethodPageIsDeleted() throws {
        let content = try Self.copyOfContent()
        defer { try? FileManager.default.removeItem(atPath: (content as NSString).deletingLastPathComponent) }
        try FileManager.default.removeItem(atPath: content + "/ko/methods/scene-did-enter-background.md")
        let result = try CommandRunner.run(["check", "--content", content])
        #expect(result.status == 1)
        #expect(result.stdout.contains("/en/methods/scene-did-enter-background.md:1:1: error: Korean page for method 'sceneDidEnterBackground(_:)' is missing"))
        for format in ["json", "github", "sarif"] {
            let formatted = try CommandRunner.run(["check", "--content", content, "--format", format])
            #expect(formatted.status == 1)
            #expect(formatted.stdout.contains("sceneDidEnterBackground(_:)"), "\(format)")
        }
    }

    @Test func reportsAStaleTranslationUntilItIsMarkedAgain() throws {
        let content = try Self.copyOfContent()
        defer { try? FileManager.default.removeItem(atPath: (content as NSString).deletingLastPathComponent) }
        let english = content + "/en/methods/view-did-load.md"
        var text = try String(contentsOfFile: english, encoding: .utf8)
        text += "\n## Testing it {#testing}\n\nA new section the Korean page has not caught up with.\n"
        try text.write(toFile: english, atomically: true, encoding: .utf8)
        let stale = try CommandRunner.run(["check", "--content", content, "--format", "github"])
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("title=lifedoc stale-translation::translation is older than its source en/methods/view-did-load.md: section 'testing' added"))

        let korean = content + "/ko/methods/view-did-load.md"
        try (try String(contentsOfFile: korean, encoding: .utf8) + "\n## 테스트하기 {#testing}\n\n한국어 페이지에도 같은 절을 더했습니다.\n")
            .write(toFile: korean, atomically: true, encoding: .utf8)
        let marked = try CommandRunner.run(["check", "--content", content, "--mark-translated", korean])
        #expect(marked.status == 0)
        #expect(marked.stdout.contains("marked ko/methods/view-did-load.md as translated from en/methods/view-did-load.md"))
        #expect(try CommandRunner.run(["check", "--strict", "--content", content]).status == 0)
    }

    @Test func exitsTwoOnUnreadableInputAndUsageErrors() throws {
        let content = try Self.copyOfContent()
        defer { try? FileManager.default.removeItem(atPath: (content as NSString).deletingLastPathComponent) }
        try "---\nkind: [method\n---\nx\n".write(toFile: content + "/en/methods/view-did-load.md", atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["check", "--content", content, "--format", "json"])
        #expect(result.status == 2)
        #expect(result.stdout.contains("\"code\" : \"invalid-front-matter\""))
        #expect(try CommandRunner.run(["check", "--format", "xml"]).status == 2)
        #expect(try CommandRunner.run(["check", "--content", content, "--mark-translated", "/tmp"]).status == 2)
    }
}
