import LifedocBase
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
}
