/// The small bilingual knowledge base every fuzz input joins: two states, a method that moves
/// between them and a glossary, so that an input's links, mentions and transitions have something
/// real to resolve against.
enum FuzzBase {
    /// Content files by path relative to the content root.
    static let files: [String: String] = [
        "en/states/scene/foreground-inactive.md": """
            ---
            kind: state
            title: Foreground inactive
            lifecycle: scene
            order: 2
            transitions:
              - to: scene/foreground-active
            ---
            The scene is on screen but does not receive events yet.
            """,
        "ko/states/scene/foreground-inactive.md": """
            ---
            kind: state
            title: 포그라운드 비활성
            lifecycle: scene
            order: 2
            ---
            씬이 화면에 보이지만 아직 이벤트는 받지 않는 상태입니다.
            """,
        "en/states/scene/foreground-active.md": """
            ---
            kind: state
            title: Foreground active
            lifecycle: scene
            order: 3
            ---
            The scene is on screen and receives events; call `sceneDidBecomeActive(_:)` on arrival.
            """,
        "ko/states/scene/foreground-active.md": """
            ---
            kind: state
            title: 포그라운드 활성
            lifecycle: scene
            order: 3
            ---
            씬이 화면에 보이고 이벤트를 받습니다. 들어올 때 `sceneDidBecomeActive(_:)`가 불립니다.
            """,
        "en/methods/scene-did-become-active.md": """
            ---
            kind: method
            title: sceneDidBecomeActive(_:)
            symbol: sceneDidBecomeActive(_:)
            objc: "sceneDidBecomeActive:"
            protocol: UISceneDelegate
            transitions:
              - from: scene/foreground-inactive
                to: scene/foreground-active
            ---
            UIKit calls this when the scene becomes [active](../states/scene/foreground-active.md).

            ## When it is called {#when}

            After `sceneWillEnterForeground(_:)`, once the scene can take input.
            """,
        "ko/methods/scene-did-become-active.md": """
            ---
            kind: method
            title: sceneDidBecomeActive(_:)
            ---
            씬이 [활성 상태](../states/scene/foreground-active.md)가 되면 UIKit이 호출합니다.

            ## 호출 시점 {#when}

            `sceneWillEnterForeground(_:)` 다음, 씬이 입력을 받을 수 있게 된 뒤입니다.
            """,
        "glossary.yml": """
            terms:
              - id: scene
                en: scene
                ko: 씬
                variants:
                  ko: [신, 장면]
              - id: foreground
                en: foreground
                ko: 포그라운드
            """,
        "symbols.yml": """
            external:
              - "viewDidAppear(_:)"
            """,
    ]
}
