import Foundation
import LifedocBase
import LifedocCheck
import LifedocContent
import LifedocGraph
import LifedocSite
import LifedocTestSupport

/// A small bilingual knowledge base in memory, compiled with the project's real `Templates/` and
/// the real Graphviz: two scene states and two methods in both languages, a guide in English only,
/// and a Korean translation that is stale.
enum SiteFixture {
    /// The repository's `Templates/` folder.
    static var templatesFolder: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates").path
    }

    /// The files of the repository's `Templates/` folder, by path below `Templates/`, for a
    /// `MemoryFileSystem` a test changes.
    static func templateFiles() throws -> [String: [UInt8]] {
        let root = templatesFolder
        var files: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: root])
        }
        for case let path as String in enumerator {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files["Templates/" + path] = Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)))
            }
        }
        return files
    }

    static let englishMethod = """
        ---
        kind: method
        title: sceneDidEnterBackground(_:)
        symbol: sceneDidEnterBackground(_:)
        objc: "sceneDidEnterBackground:"
        declaration: "func sceneDidEnterBackground(_ scene: UIScene)"
        protocol: UISceneDelegate
        availability: iOS 13.0+
        transitions:
          - from: scene/foreground
            to: scene/background
        ---
        UIKit calls this method once the scene has left the screen and runs in the background for a short while.

        ## When it is called {#when}

        After sceneWillResignActive(_:), when the user leaves the app. See [Background](../states/scene/background.md#what).

        ## What to do in it {#what-to-do}

        Save data and free memory before the scene is suspended.
        """

    static let koreanMethod = """
        ---
        kind: method
        title: sceneDidEnterBackground(_:)
        ---
        씬이 화면에서 사라져 백그라운드에서 잠시 실행되기 시작하면 UIKit이 이 메서드를 한 번 호출합니다. 그 뒤에는 곧 일시 중단됩니다.

        ## 호출 시점 {#when}

        사용자가 앱을 떠나면 sceneWillResignActive(_:) 다음에 호출됩니다. [백그라운드](../states/scene/background.md#what)를 참고하세요.

        ## 할 일 {#what-to-do}

        씬이 일시 중단되기 전에 데이터를 저장하고 메모리를 비웁니다.
        """

    static let englishResign = """
        ---
        kind: method
        title: sceneWillResignActive(_:)
        symbol: sceneWillResignActive(_:)
        objc: "sceneWillResignActive:"
        protocol: UISceneDelegate
        ---
        UIKit calls this method when the scene is about to stop receiving events, for example when a call arrives.
        """

    static let koreanResign = """
        ---
        kind: method
        title: sceneWillResignActive(_:)
        ---
        전화가 오는 등 씬이 곧 이벤트를 받지 않게 될 때 UIKit이 이 메서드를 호출합니다. 곧이어 상태가 바뀝니다.
        """

    static func state(_ title: String, _ korean: String) -> (String, String) {
        ("""
        ---
        kind: state
        title: \(title)
        lifecycle: scene
        ---
        The scene is in the \(title.lowercased()) state, described here in a sentence long enough to count as real.

        ## What happens {#what}

        Nothing else to say about \(title.lowercased()).
        """, """
        ---
        kind: state
        title: \(korean)
        ---
        씬이 \(korean) 상태에 있습니다. 실제 설명으로 인정될 만큼 충분히 긴 문장으로 이 상태를 설명합니다.

        ## 일어나는 일 {#what}

        \(korean) 상태에 대해 더 할 말은 없습니다.
        """)
    }

    static let guide = """
        ---
        kind: article
        title: A guide
        ---
        This guide is written in English only and mentions `sceneDidEnterBackground(_:)` once, to be found.

        <script>alert("x")</script>

        A [bad link](javascript:alert(1)) stays inert.
        """

    /// The content files, every Korean page marked as translated.
    static var files: [String: String] {
        var files = [
            "Content/en/methods/scene-did-enter-background.md": englishMethod,
            "Content/ko/methods/scene-did-enter-background.md": koreanMethod,
            "Content/en/methods/scene-will-resign-active.md": englishResign,
            "Content/ko/methods/scene-will-resign-active.md": koreanResign,
            "Content/en/guides/guide.md": guide,
        ]
        for (slug, title, korean) in [("foreground", "Foreground", "포그라운드"), ("background", "Background", "백그라운드")] {
            let (en, ko) = state(title, korean)
            files["Content/en/states/scene/\(slug).md"] = en
            files["Content/ko/states/scene/\(slug).md"] = ko
        }
        return MarkedTranslations.marked(files)
    }

    /// The fixture with the English method changed after its translation was marked.
    static var staleFiles: [String: String] {
        var files = self.files
        files["Content/en/methods/scene-did-enter-background.md"] = englishMethod.replacingOccurrences(
            of: "Save data and free memory", with: "Save user data, close files and free memory")
        return files
    }

    /// Plans the site of `files` with the real templates.
    static func plan(_ files: [String: String] = files, configuration: SiteConfiguration = SiteConfiguration(), compilerID: String = "") throws -> SitePlan {
        let content = try ContentLoader.load(from: "Content", fileSystem: MemoryFileSystem(files))
        let templates = try TemplateLibrary.load(from: templatesFolder)
        var input = SiteInput(
            content: content, report: Checks.run(content), templates: templates, baseURL: "https://example.org/docs")
        input.configuration = configuration
        input.compilerID = compilerID
        return try SitePlanner.plan(input)
    }
}

extension SitePlan {
    /// The text of the file at `path`, or "" when there is none.
    func text(_ path: String) -> String { file(path)?.text ?? "" }
}
