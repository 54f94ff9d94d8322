import LifedocBase
import LifedocContent
import LifedocGraph
import LifedocTestSupport
import Testing

@Suite struct GraphBuilderTests {
    static let mini = Fixtures.folder() + "/mini/Content"

    @Test func exportsTheFixtureGraphExactlyAsExpected() throws {
        let linked = try ContentLoader.load(from: Self.mini)
        let json = GraphJSON.format(linked.graph)
        #expect(json == (try Fixtures.golden(Fixtures.folder() + "/mini/expected-graph.json", actual: json)))
    }

    @Test func readsAPageWithoutFrontMatterAsALinkedArticle() throws {
        let linked = try ContentLoader.load(from: Self.mini)
        let article = try #require(linked.graph.node("imported/old-post"))
        #expect(article.kind == .article && article.titles == [.ko: "백그라운드 진입 정리"])
        let mentioned = linked.graph.edges(from: "imported/old-post", kind: .mentions).map(\.to)
        #expect(mentioned == ["methods/application-did-enter-background", "methods/scene-did-enter-background"])
    }

    @Test func reportsAMisspelledMethodWithItsSuggestionFileAndLine() throws {
        let linked = try ContentLoader.load(from: Self.mini)
        let unknown = linked.diagnostics.filter { $0.code == .unknownSymbol }
        #expect(unknown.count == 1)
        #expect(unknown.first?.location == SourceLocation(file: "ko/imported/old-post.md", line: 5, column: 2))
        #expect(unknown.first?.suggestion == "sceneDidEnterBackground(_:)")
        #expect(!linked.diagnostics.containsInputError)
    }

    @Test func reportsFactsThatDisagreeBetweenLanguagesWithBothLocations() {
        let en = PageParser.parse(SourceFile(path: "en/m.md", text: "---\nkind: method\nsymbol: viewDidLoad()\nprotocol: UIViewController\n---\nx\n")).0!
        let ko = PageParser.parse(SourceFile(path: "ko/m.md", text: "---\nkind: method\nsymbol: viewWillAppear(_:)\n---\nx\n")).0!
        let linked = GraphBuilder.link(pages: [en, ko])
        let conflict = linked.diagnostics.first { $0.code == .conflictingFact }
        #expect(conflict?.location == SourceLocation(file: "ko/m.md", line: 3))
        #expect(conflict?.related == [SourceLocation(file: "en/m.md", line: 3)])
    }

    @Test func reportsDuplicateIDsAndMissingRequiredFields() {
        let first = PageParser.parse(SourceFile(path: "en/a.md", text: "---\nid: same\nkind: state\n---\nx\n")).0!
        let second = PageParser.parse(SourceFile(path: "en/b.md", text: "---\nid: same\nkind: state\n---\nx\n")).0!
        let linked = GraphBuilder.link(pages: [first, second])
        #expect(linked.diagnostics.map(\.code) == [.missingField, .duplicateID])
        #expect(linked.diagnostics.containsInputError)
    }

    @Test func reportsBrokenRelativeLinks() {
        let page = PageParser.parse(SourceFile(path: "en/guides/a.md", text: "# A\n\n[x](../nowhere.md) [y](../../../up.md) [z](https://apple.com)\n")).0!
        let linked = GraphBuilder.link(pages: [page])
        #expect(linked.diagnostics.map(\.code) == [.brokenLink, .brokenLink])
        #expect(linked.diagnostics.map { $0.location?.line } == [3, 3])
    }
}

@Suite struct MentionTokenTests {
    @Test func findsNamesInKoreanProseWithTheirByteOffsets() {
        let text = "씬이 sceneDidEnterBackground(_:)를 부른 뒤, UIApplicationDidEnterBackgroundNotification도 온다."
        let tokens = MentionExtractor.tokens(in: text)
        #expect(tokens.map(\.0) == ["sceneDidEnterBackground(_:)", "UIApplicationDidEnterBackgroundNotification"])
        let bytes = Array(text.utf8)
        for (token, offset) in tokens {
            #expect(String(decoding: bytes[offset..<(offset + token.utf8.count)], as: UTF8.self) == token)
        }
    }

    @Test func dropsSentencePunctuationAndUnbalancedParentheses() {
        #expect(MentionExtractor.tokens(in: "(see sceneWillResignActive(_:)).").map(\.0) == ["sceneWillResignActive(_:)"])
        #expect(MentionExtractor.tokens(in: "plain words only, Scene and app").isEmpty)
    }
}
