import Foundation
import LifedocTestSupport
import Testing

/// End-to-end tests: the real `lifedoc` binary on fixture trees, checking stdout, stderr and exit codes.
@Suite struct CommandTests {
    static let mini = Fixtures.folder() + "/../../LifedocGraphTests/Fixtures/mini/Content"
    static let broken = Fixtures.folder() + "/broken-front-matter/Content"

    @Test func printsTheGraphAsJSONIdenticallyOnEveryRun() throws {
        let first = try CommandRunner.run(["graph", "--content", Self.mini, "--format", "json"])
        let second = try CommandRunner.run(["graph", "--content", Self.mini])
        #expect(first.status == 0)
        let golden = try String(contentsOfFile: Fixtures.folder() + "/../../LifedocGraphTests/Fixtures/mini/expected-graph.json", encoding: .utf8)
        #expect(first.stdout == golden + "\n" || first.stdout == golden)
        #expect(first.stdout == second.stdout)
        #expect(first.stderr.contains("ko/imported/old-post.md:5:2: error: 'sceneDidBackground(_:)' names no known life-cycle method [unknown-symbol] (did you mean 'sceneDidEnterBackground(_:)'?)"))
    }

    /// An Objective-C declaration starts with a dash, and is pasted as a query as it is.
    @Test func searchesAPastedObjectiveCDeclarationButNotAMisspelledOption() throws {
        let site = Fixtures.folder() + "/../../../Site"
        for query in ["- (void)applicationDidBecomeActive:(UIApplication *)application", "-applicationDidBecomeActive:"] {
            let result = try CommandRunner.run(["search", "--site", site, "--limit", "1", query])
            #expect(result.status == 0, "\(query): \(result.stderr)")
            #expect(result.stdout.hasPrefix("1. applicationDidBecomeActive(_:)"), "\(query): \(result.stdout)")
        }
        let korean = try CommandRunner.run(["search", "--site", site, "앱이", "활성", "--lang", "ko", "--limit", "1"])
        // Words on both sides of an option are one query.
        #expect(korean.status == 0 && korean.stdout.hasPrefix("1. ") && korean.stdout.contains(", ko]"), "\(korean.stdout)")
        let typo = try CommandRunner.run(["search", "--site", site, "--lnag", "ko", "백그라운드"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("unknown option '--lnag'"))
    }

    /// An evaluation set prints its figures and the queries it missed; a held-out one (`"heldOut":
    /// true`) only how many it missed, so that reading them cannot tune the ranking. JSON still
    /// gives every result.
    @Test func showsTheMissesOfATuningSetButNotOfAHeldOutOne() throws {
        let site = Fixtures.folder() + "/../../../Site"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-eval-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let queries = """
            "queries": [
              {"query": "sceneDidEnterBackground", "expect": "methods/scene-did-enter-background", "form": "name"},
              {"query": "씬이 백그라운드로 갈 때", "expect": "guides/glossary", "form": "korean-event"}
            ]
            """
        for (name, heldOut) in [("tuning", false), ("heldout", true)] {
            let file = folder.appendingPathComponent("\(name).json").path
            try "{\(heldOut ? "\"heldOut\": true," : "")\n\(queries)}".write(toFile: file, atomically: true, encoding: .utf8)
            let text = try CommandRunner.run(["search", "--site", site, "--evaluate", file])
            #expect(text.status == 0, "\(text.stderr)")
            #expect(text.stdout.contains("all                  2 queries  top-1 0.500"), "\(text.stdout)")
            #expect(text.stdout.contains("씬이 백그라운드로 갈 때") == !heldOut, "\(text.stdout)")
            #expect(text.stdout.contains("missed: 1 query, not shown") == heldOut, "\(text.stdout)")
            let json = try CommandRunner.run(["search", "--site", site, "--evaluate", file, "--format", "json"])
            #expect(json.stdout.contains("씬이 백그라운드로 갈 때"), "\(json.stdout)")
        }
    }

    /// A site named with --site must hold an index; without --site, a folder with no built site is
    /// searched from its content.
    @Test func searchesANamedSiteOrElseTheContent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try CommandRunner.run(["search", "--site", "사이트", "백그라운드"], in: folder.path)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("사이트: error: no search index here"), "\(missing.stderr)")
        let fromContent = try CommandRunner.run(["search", "--content", Self.mini, "백그라운드"], in: folder.path)
        #expect(fromContent.status == 0, "\(fromContent.stderr)")
        #expect(fromContent.stdout.hasPrefix("1. "))
    }

    /// A writer's broken page (here a link to a file that is gone) does not stop a reader's search
    /// of the content: the problem is told, and the other pages answer.
    @Test func searchesTheReadablePagesWhenOneCannotBeRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.copyItem(atPath: Self.mini, toPath: content.path)
        try FileManager.default.createSymbolicLink(
            atPath: content.appendingPathComponent("en/gone.md").path, withDestinationPath: folder.appendingPathComponent("nowhere.md").path)
        let result = try CommandRunner.run(["search", "--content", content.path, "백그라운드"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("1. "))
        #expect(result.stderr.contains("gone.md") && result.stderr.contains("searching the pages that could be read"), "\(result.stderr)")
        #expect(try CommandRunner.run(["check", "--content", content.path]).status == 2, "check still stops on it")
    }

    /// A content folder without a page fails the check (a wrong --content must not pass CI), and a
    /// language folder given as the root says so.
    @Test func failsOnAContentFolderWithoutPages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ko/methods"), withIntermediateDirectories: true)
        try Data("# 씬\n".utf8).write(to: folder.appendingPathComponent("ko/methods/씬.md"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("비어 있음")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let check = try CommandRunner.run(["check", "--content", empty.path])
        #expect(check.status == 2)
        #expect((check.stdout + check.stderr).contains("holds no page") && (check.stdout + check.stderr).contains("[no-pages]"))
        let language = try CommandRunner.run(["check", "--content", folder.appendingPathComponent("ko").path])
        #expect(language.status == 2)
        #expect((language.stdout + language.stderr).contains("is itself a language folder"))
        #expect(try CommandRunner.run(["check", "--content", folder.path]).status != 2)
    }

    @Test func printsTheGraphAsDOT() throws {
        let result = try CommandRunner.run(["graph", "--content", Self.mini, "--format", "dot"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("digraph lifedoc {"))
        #expect(result.stdout.contains("\"states/scene/foreground-inactive\" -> \"states/scene/background\" [label=\"sceneDidEnterBackground(_:)\"];"))
    }

    @Test func exitsTwoNamingFileAndLineForMalformedFrontMatter() throws {
        let result = try CommandRunner.run(["graph", "--content", Self.broken])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let line = try #require(result.stderr.split(separator: "\n").first { $0.contains("[invalid-front-matter]") })
        // Named from the working folder, through the --content path, as `check` names files.
        // Line 3 opens the quote that is never closed; YAML notices it on line 4.
        #expect(line.hasPrefix(Self.broken + "/en/methods/broken.md:3:"), "\(line)")
        #expect(line.contains(": error: YAML does not parse: the quote that opens this value is not closed"))
    }

    @Test(arguments: [
        "sceneDidEnterBackground(_:)", "sceneDidEnterBackground:", "func sceneDidEnterBackground(_ scene: UIScene)",
        "UIScene.didEnterBackgroundNotification", "UISceneDidEnterBackgroundNotification",
        "- (void)sceneDidEnterBackground:(UIScene *)scene", "-sceneDidEnterBackground:",
    ])
    func showsAMethodInBothLanguagesFromAnySpelling(name: String) throws {
        let result = try CommandRunner.run(["show", "--content", Self.mini, name])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "sceneDidEnterBackground(_:)  [methods/scene-did-enter-background]")
        #expect(lines.contains("  protocol:     UISceneDelegate"))
        #expect(lines.contains("  transition:   Foreground Inactive → Background"))
        #expect(lines.contains("  counterpart:  applicationDidEnterBackground(_:)"))
        #expect(lines.contains("ko: sceneDidEnterBackground(_:)  (ko/methods/scene-did-enter-background.md)"))
        #expect(lines.contains("  씬이 백그라운드로 갔음을 델리게이트에 알립니다."))
        #expect(lines.contains("  - Save data / 데이터 저장  [tasks/save-data]"))
        #expect(lines.contains("  - 백그라운드 진입 정리 / 백그라운드 진입 정리  [imported/old-post]"))
    }

    @Test func refusesAMisspelledOptionOrNoNameForShow() throws {
        let typo = try CommandRunner.run(["show", "--contnet", Self.mini, "sceneDidEnterBackground"])
        #expect(typo.status == 2 && typo.stderr.contains("unknown option '--contnet'"))
        #expect(try CommandRunner.run(["show", "--content", Self.mini, "  "]).status == 2)
    }

    @Test func suggestsTheNearestMethodWhenShowFindsNone() throws {
        let result = try CommandRunner.run(["show", "--content", Self.mini, "sceneDidBackground"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no method is named 'sceneDidBackground'; did you mean 'sceneDidEnterBackground(_:)'?"))
    }

    /// Words rather than a name get the methods the search ranks first for them.
    @Test func answersWordsThatNameNoMethodWithTheMethodsTheyFind() throws {
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content").path
        let result = try CommandRunner.run(["show", "--content", content, "씬", "백그라운드"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("'씬 백그라운드'라는 이름의 메서드가 없습니다; 이 낱말로 가장 잘 검색되는 메서드: sceneDidEnterBackground(_:), "),
                "\(result.stderr)")
    }

    /// A deprecated method's facts say since when and what to use instead; a class's method names its class.
    @Test func showsADeprecationAndTheDeclaringClass() throws {
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content").path
        let deprecated = try CommandRunner.run(["show", "--content", content, "applicationDidBecomeActive:"])
        #expect(deprecated.status == 0, "\(deprecated.stderr)")
        #expect(deprecated.stdout.contains("  deprecated:   iOS 26.0; use sceneDidBecomeActive(_:) instead\n"), "\(deprecated.stdout)")
        let current = try CommandRunner.run(["show", "--content", content, "applicationDidEnterBackground(_:)"])
        #expect(!current.stdout.contains("deprecated:"))
        let viewMethod = try CommandRunner.run(["show", "--content", content, "viewDidLoad"])
        #expect(viewMethod.stdout.contains("  class:        UIViewController\n"), "\(viewMethod.stdout)")
    }

    @Test func printsTheCallsBetweenTwoStatesInOrder() throws {
        let result = try CommandRunner.run(["path", "--content", Self.mini, "--lang", "en", "포그라운드 비활성", "suspended"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "Foreground Inactive → Suspended (scene life cycle)")
        #expect(lines.dropFirst().first?.hasPrefix("1. sceneDidEnterBackground(_:)") == true)
        #expect(lines.last?.hasSuffix("Background → Suspended, made by the system") == true)
    }

    /// The app's Active is the scene's Foreground Active: a pair from two life cycles is refused
    /// with the state meant in the first one's, and the command that asks for it.
    @Test func namesTheStateMeantWhenTwoStatesAreOfDifferentLifeCycles() throws {
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content").path
        let result = try CommandRunner.run(["path", "--content", content, "--lang", "en", "실행되지 않음", "포그라운드 활성"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("in the app life cycle it is 'Active': lifedoc path app/not-running app/active"), "\(result.stderr)")
        // Found by the command in what the arguments name, not in their form: no usage after it.
        #expect(result.stderr.hasPrefix("Error: ") && !result.stderr.contains("Usage:"), "\(result.stderr)")
        #expect(try CommandRunner.run(["path", "--content", content, "background"]).stderr.contains("Usage: lifedoc path"))
        let inactive = try CommandRunner.run(["path", "--content", content, "unattached", "inactive"])
        #expect(inactive.stderr.contains("in the scene life cycle it is 'Foreground Inactive'"), "\(inactive.stderr)")
        let suggested = try CommandRunner.run(["path", "--content", content, "app/not-running", "app/active"])
        #expect(suggested.status == 0 && suggested.stdout.hasPrefix("Not running → Active (app life cycle)"), "\(suggested.stdout)")
    }

    /// Asked in Korean, `path` answers in Korean; it names the states a partial or misspelt name
    /// could mean, and reads a life cycle's name and the glossary's words before a state's.
    @Test func answersInTheLanguageTheStatesAreNamedIn() throws {
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content").path
        let partial = try CommandRunner.run(["path", "--content", content, "백그라운드", "포그라운드"], environment: ["LANG": "C"])
        #expect(partial.status == 2)
        #expect(partial.stderr.contains("'포그라운드'라는 상태는 없습니다. 이 중 하나인가요? 포그라운드 비활성 (scene/foreground-inactive), 포그라운드 활성 (scene/foreground-active)"), "\(partial.stderr)")
        let english = try CommandRunner.run(["path", "--content", content, "forground", "active"], environment: ["LANG": "C"])
        #expect(english.stderr.contains("no state is named 'forground'; did you mean one of: Foreground Inactive (scene/foreground-inactive), Foreground Active (scene/foreground-active)"), "\(english.stderr)")
        let misspelt = try CommandRunner.run(["path", "--content", content, "백그라운드", "포그라운드 비활썽"], environment: ["LANG": "C"])
        #expect(misspelt.stderr.contains("'포그라운드 비활성'을 찾으셨나요?"), "\(misspelt.stderr)")
        let apart = try CommandRunner.run(["path", "--content", content, "실행되지 않음", "포그라운드 활성"], environment: ["LANG": "C"])
        #expect(apart.stderr.contains("'실행되지 않음'과 '포그라운드 활성'은 같은 생명 주기의 상태가 아닙니다. 앱 생명 주기에서는 '활성'입니다: lifedoc path app/not-running app/active"), "\(apart.stderr)")
        let named = try CommandRunner.run(["path", "--content", content, "씬 백그라운드", "포그라운드 활성"], environment: ["LANG": "C"])
        #expect(named.status == 0 && named.stdout.hasPrefix("백그라운드 (Background) → 포그라운드 활성 (Foreground Active) (씬 생명 주기)"), "\(named.stdout)")
        // A life cycle's name alone is not a state; a blank name is refused as empty; a piece of a
        // title shorter than three letters (않음) is not offered for 앱.
        let lifecycle = try CommandRunner.run(["path", "--content", content, "앱", "활성"], environment: ["LANG": "C"])
        #expect(lifecycle.stderr.contains("'앱'은 생명 주기의 이름입니다. 상태와 함께 쓰세요. 예: '앱 활성'"), "\(lifecycle.stderr)")
        let blank = try CommandRunner.run(["path", "--content", content, " ", "active"], environment: ["LANG": "C"])
        #expect(blank.status == 2 && blank.stderr.contains("a state's name is empty"), "\(blank.stderr)")
        let glossary = try CommandRunner.run(["path", "--content", content, "미실행", "app active"], environment: ["LANG": "C"])
        #expect(glossary.status == 0 && glossary.stdout.contains("applicationDidBecomeActive(_:)"), "\(glossary.stdout)\(glossary.stderr)")
    }

    @Test func exitsTwoOnUsageErrorsAndMissingContent() throws {
        #expect(try CommandRunner.run(["graph", "--format", "yaml", "--content", Self.mini]).status == 2)
        #expect(try CommandRunner.run(["path", "--content", Self.mini, "nowhere", "background"]).status == 2)
        let missing = try CommandRunner.run(["graph", "--content", "/nonexistent/lifedoc"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/lifedoc: error: the content folder does not exist"))
    }

    @Test func describesEveryCommandInHelp() throws {
        for command in ["graph", "show", "path"] {
            let result = try CommandRunner.run([command, "--help"])
            #expect(result.status == 0)
            #expect(result.stdout.contains("--content"))
        }
    }
}
