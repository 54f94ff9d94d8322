import LifedocBase
import LifedocCheck
import LifedocContent
import LifedocGraph
import LifedocTestSupport

/// A small, clean bilingual knowledge base built in memory; each test changes one thing and checks
/// that exactly the expected diagnostics appear.
enum CheckFixture {
    static let englishMethod = """
        ---
        kind: method
        title: sceneDidEnterBackground(_:)
        symbol: sceneDidEnterBackground(_:)
        objc: "sceneDidEnterBackground:"
        protocol: UISceneDelegate
        transitions:
          - from: scene/foreground
            to: scene/background
        ---
        UIKit calls this method once the scene has left the screen and runs in the background for a short while.

        ## When it is called {#when}

        After `sceneWillResignActive(_:)`, when the user leaves the app. See [Background](../states/scene/background.md).

        ## What to do in it {#what-to-do}

        Save data and free memory before the scene is suspended.

        ```swift
        func sceneDidEnterBackground(_ scene: UIScene) { save() }
        ```
        """

    static let koreanMethod = """
        ---
        kind: method
        title: sceneDidEnterBackground(_:)
        ---
        씬이 화면에서 사라져 백그라운드에서 잠시 실행되기 시작하면 UIKit이 이 메서드를 한 번 호출합니다. 그 뒤에는 곧 일시 중단됩니다.

        ## 호출 시점 {#when}

        사용자가 앱을 떠나면 `sceneWillResignActive(_:)` 다음에 호출됩니다. [백그라운드](../states/scene/background.md)를 참고하세요.

        ## 할 일 {#what-to-do}

        씬이 일시 중단되기 전에 데이터를 저장하고 메모리를 비웁니다.

        ```swift
        func sceneDidEnterBackground(_ scene: UIScene) { save() }
        ```
        """

    static let englishResign = """
        ---
        kind: method
        title: sceneWillResignActive(_:)
        symbol: sceneWillResignActive(_:)
        objc: "sceneWillResignActive:"
        protocol: UISceneDelegate
        ---
        UIKit calls this method when the scene is about to stop receiving events, for example when an alert or a call arrives.
        """

    static let koreanResign = """
        ---
        kind: method
        title: sceneWillResignActive(_:)
        ---
        알림 배너가 뜨거나 전화가 오는 등 씬이 곧 이벤트를 받지 않게 될 때 UIKit이 이 메서드를 호출합니다.
        """

    static func state(_ title: String, _ korean: String) -> (String, String) {
        ("""
        ---
        kind: state
        title: \(title)
        lifecycle: scene
        ---
        The scene is in the \(title.lowercased()) state, described here in a sentence long enough to count as real.
        """, """
        ---
        kind: state
        title: \(korean)
        ---
        씬이 \(korean) 상태에 있습니다. 실제 설명으로 인정될 만큼 충분히 긴 문장으로 이 상태를 설명합니다.
        """)
    }

    static let glossary = """
        terms:
          - id: foreground
            en: foreground
            ko: 포그라운드
            variants:
              ko: [포어그라운드]
        """

    /// The clean files, with every Korean page marked as translated from its English source.
    static var files: [String: String] {
        var files = [
            "Content/en/methods/scene-did-enter-background.md": englishMethod,
            "Content/ko/methods/scene-did-enter-background.md": koreanMethod,
            "Content/en/methods/scene-will-resign-active.md": englishResign,
            "Content/ko/methods/scene-will-resign-active.md": koreanResign,
            "Content/glossary.yml": glossary,
        ]
        for (slug, title, korean) in [("foreground", "Foreground", "포그라운드"), ("background", "Background", "백그라운드")] {
            let (en, ko) = state(title, korean)
            files["Content/en/states/scene/\(slug).md"] = en
            files["Content/ko/states/scene/\(slug).md"] = ko
        }
        return MarkedTranslations.marked(files)
    }

    /// Runs every check over `files`.
    static func report(_ files: [String: String]) throws -> CheckReport {
        Checks.run(try ContentLoader.load(from: "Content", fileSystem: MemoryFileSystem(files)))
    }
}
