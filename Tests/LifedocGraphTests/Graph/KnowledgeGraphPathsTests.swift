import LifedocBase
import LifedocContent
import LifedocGraph
import LifedocTestSupport
import Testing

@Suite struct KnowledgeGraphPathsTests {
    @Test func ordersCallsAndMarksMovesTheSystemMakesAlone() throws {
        let graph = try ContentLoader.load(from: Fixtures.folder() + "/mini/Content").graph
        let steps = try #require(graph.path(from: "states/scene/foreground-inactive", to: "states/scene/suspended"))
        #expect(steps.map(\.to) == ["states/scene/background", "states/scene/suspended"])
        #expect(steps.map(\.calls) == [["methods/scene-did-enter-background"], []])
        #expect(graph.path(from: "states/scene/suspended", to: "states/scene/background") == nil)
    }

    @Test func findsStatesByIDSlugOrTitleInEitherLanguage() throws {
        let graph = try ContentLoader.load(from: Fixtures.folder() + "/mini/Content").graph
        for name in ["states/scene/background", "scene/background", "background", "Background", "백그라운드"] {
            #expect(graph.states(matching: name).map(\.id) == ["states/scene/background"], "\(name)")
        }
        #expect(graph.states(matching: "포그라운드 비활성").map(\.id) == ["states/scene/foreground-inactive"])
        #expect(graph.states(matching: "nowhere").isEmpty)
    }

    /// A state named with its life cycle before or after it keeps that life cycle; a glossary
    /// word of the state's term names it too.
    @Test func findsStatesByLifeCycleAndGlossaryWords() throws {
        let graph = try ContentLoader.load(from: Fixtures.folder() + "/mini/Content").graph
        for name in ["scene background", "background (scene)", "UIScene background"] {
            #expect(graph.states(matching: name).map(\.id) == ["states/scene/background"], "\(name)")
        }
        #expect(graph.states(matching: "app background").isEmpty, "the mini content has no app states")
        let (glossary, problems) = GlossaryReader.read(SourceFile(path: "glossary.yml", text: """
            terms:
              - id: scene
                en: scene
                ko: 씬
                variants:
                  ko: ["장면"]
              - id: foreground-inactive
                en: foreground inactive
                ko: 포그라운드 비활성
                variants:
                  ko: ["포그라운드 인액티브"]
            """))
        #expect(problems.isEmpty)
        #expect(graph.states(matching: "포그라운드 인액티브").isEmpty)
        #expect(graph.states(matching: "포그라운드 인액티브", glossary: glossary).map(\.id) == ["states/scene/foreground-inactive"])
        for name in ["씬 백그라운드", "장면 백그라운드"] {
            #expect(graph.states(matching: name).isEmpty, "the scene's Korean words are the glossary's")
            #expect(graph.states(matching: name, glossary: glossary).map(\.id) == ["states/scene/background"], "\(name)")
        }
    }

    /// A word that names no state but is part of some states' names finds those states.
    @Test func findsTheStatesAWordIsPartOf() throws {
        let graph = try ContentLoader.load(from: Fixtures.folder() + "/mini/Content").graph
        let foreground = graph.states(partlyMatching: "포그라운드").map(\.id)
        #expect(foreground.contains("states/scene/foreground-inactive"))
        #expect(!foreground.contains("states/scene/background"))
        #expect(graph.states(matching: "포그라운드").isEmpty)
        #expect(graph.states(partlyMatching: "scene 포그라운드").map(\.id) == foreground)
        #expect(graph.states(partlyMatching: "x").isEmpty)
    }
}
