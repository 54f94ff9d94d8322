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

    /// A method page whose front matter does not parse leaves its method unknown: mentions of it
    /// name that page instead of suggesting another method.
    @Test func namesTheUnparsedPageOfAnUnknownMethod() throws {
        let files = [
            "Content/en/methods/scene-did-become-active.md":
                "---\nkind: method\ntitle: sceneDidBecomeActive(_:)\nsymbol: sceneDidBecomeActive(_:)\n---\nx\n",
            "Content/en/methods/application-will-terminate.md":
                "---\nkind: method\ntitle: applicationWillTerminate(_:)\nsymbol: applicationWillTerminate(_:)\n---\nx\n",
            "Content/en/methods/application-did-enter-background.md":
                "---\nkind: method\nobjc: applicationDidEnterBackground:\n---\nx\n",
            "Content/en/methods/scene-will-connect-to.md": "---\nkind: [method\n---\nx\n",
            "Content/ko/guides/notes.md": """
                # 정리

                `applicationDidEnterBackground(_:)`와 `-applicationDidEnterBackground:`, `scene(_:willConnectTo:options:)`.
                `sceneDidBecomeActiv(_:)`는 오타입니다.
                """,
        ]
        let linked = try ContentLoader.load(from: "Content", fileSystem: MemoryFileSystem(files))
        let unknown = linked.diagnostics.filter { $0.code == .unknownSymbol }
        #expect(unknown.map(\.message) == [
            "'applicationDidEnterBackground(_:)' names no known life-cycle method; its page en/methods/application-did-enter-background.md does not parse",
            "'-applicationDidEnterBackground:' names no known life-cycle method; its page en/methods/application-did-enter-background.md does not parse",
            "'scene(_:willConnectTo:options:)' names no known life-cycle method; its page en/methods/scene-will-connect-to.md does not parse",
            "'sceneDidBecomeActiv(_:)' names no known life-cycle method",
        ])
        #expect(unknown.prefix(3).allSatisfy { $0.suggestion == nil && $0.related.first?.line == 1 })
        #expect(unknown.last?.suggestion == "sceneDidBecomeActive(_:)")
    }

    /// A link written from the site's root or into the other language's folder gets the relative
    /// link to the same page as its suggestion.
    @Test func suggestsTheRelativeLinkForAnAbsoluteOrCrossLanguageOne() {
        let method = PageParser.parse(SourceFile(
            path: "en/methods/scene-did-enter-background.md", text: "---\nkind: method\nsymbol: sceneDidEnterBackground(_:)\n---\nx\n")).0!
        let links = [
            "/en/methods/scene-did-enter-background.md#when", "/methods/scene-did-enter-background",
            "/ko/methods/scene-did-enter-background.html", "../../../ko/methods/scene-did-enter-background.md",
            "/en/methods/nothing.md", "../../../../etc/passwd",
        ]
        let text = "# 링크\n\n" + links.map { "[x](\($0))" }.joined(separator: "\n\n") + "\n"
        let guide = PageParser.parse(SourceFile(path: "ko/guides/deep/a.md", text: text)).0!
        let linked = GraphBuilder.link(pages: [method, guide])
        let broken = linked.diagnostics.filter { $0.code == .brokenLink }
        #expect(broken.map(\.suggestion) == [
            "../../methods/scene-did-enter-background.md#when", "../../methods/scene-did-enter-background.md",
            "../../methods/scene-did-enter-background.md", "../../methods/scene-did-enter-background.md", nil, nil,
        ])
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

    /// A broken link says which page it most likely meant: the same path in another case (written
    /// on a Mac, whose disk ignores case), the same file in the nearest folder, or the nearest file
    /// in its folder; nothing when no page is close.
    @Test func suggestsThePageABrokenLinkMostLikelyMeant() {
        func page(_ path: String, _ body: String = "x") -> Page {
            PageParser.parse(SourceFile(path: path, text: "---\nkind: article\ntitle: T\n---\n\(body)\n")).0!
        }
        let links = [
            "../states/scene/Background.md", "../state/scene/background.md", "../states/scene/backgruond.md",
            "../states/app/Background.md", "씬-상태정리.md", "../zzz/qqq.md", "../states/scene/launch-screen.md",
            "../Imported/OldPost.md", "../imported/old-psot.md",
        ]
        let guide = page("ko/guides/메모.md", links.enumerated().map { "[\($0.offset)](\($0.element))" }.joined(separator: "\n\n"))
        let pages = [
            guide, page("en/states/scene/background.md"), page("en/states/app/background.md"), page("ko/guides/씬-상태-정리.md"),
            page("ko/states/scene/foreground-active.md"), page("en/Imported/Old-Post.md"),
        ]
        let broken = GraphBuilder.link(pages: pages).diagnostics.filter { $0.code == .brokenLink }
        #expect(broken.map { $0.location?.line } == [5, 7, 9, 11, 13, 15, 17, 19, 21])
        // A suggestion is always a real path, in its own case, even when the link's folder is
        // spelt in another.
        #expect(broken.map(\.suggestion) == [
            "states/scene/background.md", "states/scene/background.md", "states/scene/background.md",
            "states/app/background.md", "guides/씬-상태-정리.md", nil, nil, "Imported/Old-Post.md", "Imported/Old-Post.md",
        ])
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
