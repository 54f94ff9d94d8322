import Foundation
import LifedocTestSupport
import Testing

/// `lifedoc build` end to end, on the project's own content and templates.
@Suite struct BuildCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let content = root.appendingPathComponent("Content").path
    static let templates = root.appendingPathComponent("Templates").path

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Every file below `folder`, by relative path, with its bytes.
    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        for case let path as String in enumerator {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: folder.appendingPathComponent(path))
            }
        }
        return files
    }

    @Test func buildsTheProjectTwiceToTheSameBytes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("one"), second = folder.appendingPathComponent("two")
        for output in [first, second] {
            let result = try CommandRunner.run(["build", "--content", Self.content, "--templates", Self.templates, "--output", output.path])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let one = try snapshot(first)
        #expect(one == (try snapshot(second)))
        #expect(one["ko/methods/scene-did-enter-background.html"] != nil)
        let home = String(decoding: try #require(one["ko/index.html"]), as: UTF8.self)
        #expect(home.contains("<html lang=\"ko\">"))
        #expect(home.contains("씬 기반 생명 주기"))
        for (path, bytes) in one where path.hasSuffix(".html") {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains(folder.path), "\(path) contains an absolute path")
            #expect(!text.contains(Self.root.path), "\(path) contains an absolute path")
        }
    }

    /// Content with no Templates folder beside it is built with the templates built into lifedoc,
    /// to the same bytes as with the project's Templates/.
    @Test func buildsWithTheBuiltInTemplatesToTheSameBytesAsWithTemplatesFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.copyItem(atPath: Self.content, toPath: content.path)
        let builtIn = folder.appendingPathComponent("built-in"), named = folder.appendingPathComponent("named")
        let first = try CommandRunner.run(["build", "--content", content.path, "--output", builtIn.path, "--no-cache"])
        #expect(first.status == 0, "\(first.stderr)")
        let second = try CommandRunner.run(["build", "--content", content.path, "--templates", Self.templates, "--output", named.path, "--no-cache"])
        #expect(second.status == 0, "\(second.stderr)")
        let one = try snapshot(builtIn), two = try snapshot(named)
        #expect(one.count == two.count && one.count > 100)
        #expect(one.keys.sorted().filter { one[$0] != two[$0] } == [])
    }

    @Test func drawsNoProgressLineWhenNotOnATerminalAndNothingWhenQuiet() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("site").path
        let piped = try CommandRunner.run(["build", "--content", Self.content, "--templates", Self.templates, "--output", output])
        #expect(piped.status == 0)
        #expect(piped.stderr.hasPrefix("wrote ") && !piped.stderr.contains("\r") && !piped.stderr.contains("rendering"))
        let quiet = try CommandRunner.run(
            ["build", "--content", Self.content, "--templates", Self.templates, "--output", output, "--quiet"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty && quiet.stdout.isEmpty, "\(quiet.stderr)")
    }

    @Test func timingsNameEachStepAndCountEveryRenderOfTheTemplateEngine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("site")
        let result = try CommandRunner.run(
            ["build", "--content", Self.content, "--templates", Self.templates, "--output", output.path, "--quiet", "--timings",
             "--no-cache"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        // Asked for, the timings are printed with --quiet too; the summary line is not.
        #expect(!result.stderr.contains("wrote "))
        #expect(lines.first?.hasPrefix("timings:") == true)
        #expect(lines.dropFirst().prefix(5).map { $0.split(separator: " ").dropLast(2).joined(separator: " ") }
            == ["load", "check", "plan", "render and write", "total"])
        // Every page, side-by-side view and listing is one render, and so is the sitemap.
        let pages = try #require(FileManager.default.enumerator(atPath: output.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".html") }.count
        let engine = try #require(lines.last)
        #expect(engine.contains("template engine:") && engine.contains(" in \(pages + 1) renders"), "\(engine)")
        let plain = try CommandRunner.run(
            ["build", "--content", Self.content, "--templates", Self.templates, "--output", output.path, "--no-cache"])
        #expect(plain.status == 0 && !plain.stderr.contains("timings") && !plain.stderr.contains("swift-mustache"))
    }

    @Test func leavesThePreviousSiteWhenABuildFails() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Site")
        #expect(try CommandRunner.run(["build", "--content", Self.content, "--templates", Self.templates, "--output", output.path]).status == 0)
        let before = try snapshot(output)

        let brokenTemplates = folder.appendingPathComponent("Templates")
        try FileManager.default.copyItem(atPath: Self.templates, toPath: brokenTemplates.path)
        let page = brokenTemplates.appendingPathComponent("page.mustache")
        try (try String(contentsOf: page, encoding: .utf8) + "{{s.not_defined_anywhere}}\n").write(to: page, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["build", "--content", Self.content, "--templates", brokenTemplates.path, "--output", output.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("page.mustache:"))
        #expect(result.stderr.contains("not_defined_anywhere"))
        #expect(result.stderr.contains("[undefined-string]"))
        #expect(try snapshot(output) == before)

        let noDot = try CommandRunner.run(["build", "--content", Self.content, "--templates", Self.templates, "--output", output.path,
                                           "--dot", "lifedoc-no-such-dot"])
        #expect(noDot.status == 2)
        #expect(noDot.stderr.contains("[tool-failure]"))
        #expect(try snapshot(output) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Site", "Templates"])
    }

    /// The output folder is replaced as a whole, so a slip of `--output` must not delete the
    /// content, the templates, the project or a folder of someone's files: each is refused with
    /// exit 2 before anything is written, and left exactly as it was.
    @Test func refusesAnOutputFolderItWouldDestroy() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("문서")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.content, toPath: project.appendingPathComponent("Content").path)
        try FileManager.default.copyItem(atPath: Self.templates, toPath: project.appendingPathComponent("Templates").path)
        let notes = project.appendingPathComponent("메모")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try Data("씬 상태 정리\n".utf8).write(to: notes.appendingPathComponent("할일.txt"))
        let before = try snapshot(project)
        for (output, reason) in [
            ("Content", "is the content folder"), ("Templates", "is the templates folder"), (".", "holds the content folder"),
            ("..", "holds the content folder"), ("Content/..", "holds the content folder"), ("/", "is the root folder"),
            (".lifedoc-cache", "is the cache folder"), ("메모", "holds no site lifedoc built"),
        ] {
            let result = try CommandRunner.run(
                ["build", "--content", "Content", "--templates", "Templates", "--output", output], in: project.path)
            #expect(result.status == 2, "--output \(output)")
            #expect(result.stderr.contains(reason) && result.stderr.contains("[unwritable-output]"), "--output \(output): \(result.stderr)")
        }
        #expect(try snapshot(project) == before)
        // A new folder, an empty one and an earlier site are written (and rewritten) as always.
        let empty = project.appendingPathComponent("비어 있음")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        for output in ["Site", "Site", "비어 있음"] {
            let result = try CommandRunner.run(
                ["build", "--content", "Content", "--templates", "Templates", "--output", output, "--quiet"], in: project.path)
            #expect(result.status == 0, "--output \(output): \(result.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("비어 있음/sitemap.xml").path))
    }

    /// The inode of a file: the same inode after a rebuild means the file was carried over.
    private func inode(_ url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int)
    }

    @Test func rebuildsFromTheCacheToTheBytesOfACleanBuild() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content"), templates = folder.appendingPathComponent("Templates")
        try FileManager.default.copyItem(atPath: Self.content, toPath: content.path)
        try FileManager.default.copyItem(atPath: Self.templates, toPath: templates.path)
        let output = folder.appendingPathComponent("Site"), clean = folder.appendingPathComponent("Clean")
        let cache = folder.appendingPathComponent("cache").path
        func build(_ target: URL, cached: Bool) throws -> String {
            let options = cached ? ["--cache", cache] : ["--no-cache"]
            let result = try CommandRunner.run(
                ["build", "--content", content.path, "--templates", templates.path, "--output", target.path] + options)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stderr
        }
        func expectSameAsClean(_ step: String) throws {
            _ = try build(clean, cached: false)
            #expect(try snapshot(output) == (try snapshot(clean)), "after \(step) the cached build differs from a clean one")
        }
        func append(_ text: String, to url: URL) throws {
            try (try String(contentsOf: url, encoding: .utf8) + text).write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(!(try build(output, cached: true)).contains("carried over"))
        let untouched = output.appendingPathComponent("en/methods/application-will-terminate.html")
        let edited = output.appendingPathComponent("en/methods/scene-did-enter-background.html")
        let (untouchedBefore, editedBefore) = (try inode(untouched), try inode(edited))

        // A page's text: only that page and its side-by-side views are rendered again.
        try append("\nAlso flush the undo history here; `sceneWillResignActive(_:)` came first.\n",
                   to: content.appendingPathComponent("en/methods/scene-did-enter-background.md"))
        #expect(try build(output, cached: true).contains("carried over"))
        #expect(try inode(untouched) == untouchedBefore)
        #expect(try inode(edited) != editedBefore)
        #expect(String(decoding: try Data(contentsOf: edited), as: UTF8.self).contains("undo history"))
        try expectSameAsClean("editing a page")

        // A Korean page's first paragraph: the page is rendered again; the dashboards, whose
        // findings (coverage, staleness) it does not change, and the graph are carried over.
        let korean = content.appendingPathComponent("ko/tasks/save-user-data.md")
        let text = try String(contentsOf: korean, encoding: .utf8)
        try text.replacingOccurrences(of: "열어 둔 파일을 닫습니다.", with: "열어 둔 파일과 데이터베이스 연결을 닫습니다.")
            .write(to: korean, atomically: true, encoding: .utf8)
        let (koreanPage, dashboard, graph) = (
            output.appendingPathComponent("ko/tasks/save-user-data.html"), output.appendingPathComponent("ko/translations.html"),
            output.appendingPathComponent("graph.json"))
        let before = (try inode(koreanPage), try inode(dashboard), try inode(graph))
        #expect(try build(output, cached: true).contains("carried over"))
        #expect(try inode(koreanPage) != before.0)
        #expect(try inode(dashboard) == before.1)
        #expect(try inode(graph) == before.2)
        #expect(String(decoding: try Data(contentsOf: koreanPage), as: UTF8.self).contains("데이터베이스 연결을 닫습니다"))
        try expectSameAsClean("editing a Korean page's first paragraph")

        // A template: every page is rendered again.
        try append("<!-- edited -->\n", to: templates.appendingPathComponent("page.mustache"))
        #expect(!(try build(output, cached: true)).contains("carried over"))
        #expect(try inode(untouched) != untouchedBefore)
        try expectSameAsClean("editing a template")

        // A renamed page (its links elsewhere now point nowhere) and a deleted one.
        try FileManager.default.moveItem(
            at: content.appendingPathComponent("en/guides/call-order.md"), to: content.appendingPathComponent("en/guides/call-sequence.md"))
        _ = try build(output, cached: true)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("en/guides/call-sequence.html").path))
        try expectSameAsClean("renaming a page")
        try FileManager.default.removeItem(at: content.appendingPathComponent("ko/tasks/save-user-data.md"))
        _ = try build(output, cached: true)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("ko/tasks/save-user-data.html").path))
        try expectSameAsClean("deleting a page")

        // A page of the output changed by hand is rendered again, not carried over.
        try "changed by hand".write(to: untouched, atomically: false, encoding: .utf8)
        _ = try build(output, cached: true)
        try expectSameAsClean("editing the output by hand")
    }

    /// A quoted `~` is a folder of the working folder, as `mkdir '~'` makes it: the site goes there,
    /// never into the home folder (a build once checked one folder and replaced the other, the
    /// home). The name under it is new, so that a build that got this wrong adds a folder to the
    /// home instead of replacing it, and the test takes it away.
    @Test func writesATildeFolderInTheWorkingFolderNotTheHome() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "lifedoc-tilde-\(UUID().uuidString)"
        let home = NSHomeDirectory() + "/" + name
        defer { try? FileManager.default.removeItem(atPath: home) }
        let result = try CommandRunner.run(
            ["build", "--content", Self.content, "--templates", Self.templates, "--output", "~/" + name, "--no-cache", "--quiet"],
            in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/~/" + name + "/index.html"))
        #expect(!FileManager.default.fileExists(atPath: home), "the site went into the home folder")
    }

    /// A build killed at any moment leaves a complete site in place: the previous one, or (once
    /// the swap is done) the new one; never a missing or half-written folder. The next build
    /// clears what the killed ones left beside the output.
    @Test func aBuildKilledAtAnyMomentLeavesACompleteSite() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.copyItem(atPath: Self.content, toPath: content.path)
        let output = folder.appendingPathComponent("Site")
        func build(_ into: URL) throws {
            let result = try CommandRunner.run(
                ["build", "--content", content.path, "--templates", Self.templates, "--output", into.path, "--no-cache", "--quiet"])
            try #require(result.status == 0, "\(result.stderr)")
        }
        try build(output)
        let previous = try snapshot(output)
        let page = content.appendingPathComponent("en/methods/scene-did-enter-background.md")
        try (try String(contentsOf: page, encoding: .utf8) + "\nOne more sentence, so the next site differs.\n")
            .write(to: page, atomically: false, encoding: .utf8)
        let next = folder.appendingPathComponent("next")
        try build(next)
        let expected = try snapshot(next)
        try #require(expected != previous)
        for delay in [0.02, 0.1, 0.25, 0.5, 0.8, 1.2, 1.7, 2.3, 3.0, 4.0] {
            let process = Process()
            process.executableURL = CommandRunner.executable
            process.arguments = ["build", "--content", content.path, "--templates", Self.templates, "--output", output.path, "--no-cache", "--quiet"]
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = try snapshot(output)
            #expect(now == previous || now == expected, "after a kill at \(delay) s the output is neither site")
        }
        try build(output)
        #expect(try snapshot(output) == expected)
        let beside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("lifedoc-") }
        #expect(beside.isEmpty, "left beside the output: \(beside)")
    }
}
