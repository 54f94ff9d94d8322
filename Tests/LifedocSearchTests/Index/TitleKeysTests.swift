import LifedocBase
import LifedocContent
import LifedocGraph
@testable import LifedocSearch
import LifedocTestSupport
import Testing

/// A query that is a page's whole name finds that page first.
struct TitleKeysTests {
    static func page(_ path: String, _ text: String) throws -> Page {
        let content = try ContentLoader.load(from: "Content", fileSystem: MemoryFileSystem(["Content/\(path)": text]))
        return try #require(content.pages.first { $0.page.file == path }).page
    }

    @Test func namesAStateByItsTitleItsPartsAndAsAState() throws {
        let page = try Self.page("ko/states/s.md", "---\nkind: state\nlifecycle: app\ntitle: 일시 중단 (Suspended)\nkeywords:\n  - 멈춘 앱\n---\n본문.\n")
        var words = Analyzer.Memo()
        let keys = Dictionary(uniqueKeysWithValues: TitleKeys.keys(of: page, kind: .state, words: &words).map { ($0.key, $0.impact) })
        #expect(keys["t:suspend"] == TitleKeys.titleImpact)
        #expect(keys["t:일시 중단"] == TitleKeys.titleImpact)
        #expect(keys["t:상태 일시 중단"] == TitleKeys.titleImpact)
        #expect(keys[try #require(TitleKeys.key(Analyzer.terms("suspended state")))] == TitleKeys.titleImpact)
        #expect(keys["t:suspend 일시 중단"] == TitleKeys.titleImpact)
        #expect(keys["t:멈춘 앱"] == TitleKeys.keywordImpact)
        // The key is the same whatever the order the words are typed in.
        #expect(TitleKeys.key(Analyzer.terms("중단 일시")) == "t:일시 중단")
        #expect(TitleKeys.key(Analyzer.terms("the of")) == nil)
    }

    /// A state is also named with its life cycle's word, in either language and any order: "app
    /// background state" and "씬 백그라운드" are whole names of the app's and the scene's state.
    @Test(arguments: [("app", "app background state", "앱 백그라운드"), ("scene", "background scene", "씬 백그라운드 상태")])
    func namesAStateWithItsLifeCycle(lifecycle: String, english: String, korean: String) throws {
        let page = try Self.page("ko/states/b.md", "---\nkind: state\nlifecycle: \(lifecycle)\ntitle: 백그라운드 (Background)\n---\n본문.\n")
        var words = Analyzer.Memo()
        let keys = Dictionary(uniqueKeysWithValues: TitleKeys.keys(of: page, kind: .state, words: &words).map { ($0.key, $0.impact) })
        for query in [english, korean] {
            #expect(keys[try #require(TitleKeys.key(Analyzer.terms(query)))] == TitleKeys.titleImpact, "\(query)")
        }
        let other = lifecycle == "app" ? "scene background" : "app background"
        #expect(keys[try #require(TitleKeys.key(Analyzer.terms(other)))] == nil)
    }

    /// Each word of a page's names is a key of its own (`h:`), so a query all of whose words one
    /// name holds is found though the name has more.
    @Test func namesAPageByEachWordOfItsNames() throws {
        let page = try Self.page("en/guides/g.md", "---\nkind: article\ntitle: Scenes, windows and sessions\n---\nBody.\n")
        var words = Analyzer.Memo()
        let keys = Dictionary(uniqueKeysWithValues: TitleKeys.keys(of: page, kind: .article, words: &words).map { ($0.key, $0.impact) })
        for word in ["scene", "window", "session"] {
            #expect(keys[TitleKeys.wordKey(try #require(TitleKeys.words(Analyzer.terms(word)).first))] == TitleKeys.titleImpact, "\(word)")
        }
        #expect(keys[TitleKeys.wordKey("body")] == nil)
    }

    /// A method's signature is one name: its parentheses are labels, so `application` is no whole
    /// name of it; each word of the signature is a word of its names.
    @Test func namesAMethodByItsWholeSignatureAndItsWords() throws {
        let page = try Self.page("en/methods/m.md", "---\nkind: method\ntitle: application(_:didFinishLaunchingWithOptions:)\nsymbol: application(_:didFinishLaunchingWithOptions:)\nprotocol: UIApplicationDelegate\n---\nBody.\n")
        var words = Analyzer.Memo()
        let keys = TitleKeys.keys(of: page, kind: .method, words: &words).map(\.key)
        #expect(keys.filter { $0.hasPrefix("t:") } == [try #require(TitleKeys.key(Analyzer.terms(page.title)))])
        #expect(!keys.contains(try #require(TitleKeys.key(Analyzer.terms("application")))))
        for word in ["finish", "launching", "application"] {
            #expect(keys.contains(TitleKeys.wordKey(try #require(TitleKeys.words(Analyzer.terms(word)).first))), "\(word)")
        }
    }

    /// The guide says "suspended" ten times; the state is called Suspended: asked for by its name,
    /// the state comes first, and a longer query is no name at all.
    @Test func findsThePageNamedByTheQueryFirst() throws {
        let files = [
            "Content/en/states/suspended.md": "---\nkind: state\nlifecycle: app\ntitle: Suspended\n---\nThe process stays in memory but runs no code.\n",
            "Content/ko/states/suspended.md": "---\nkind: state\nlifecycle: app\ntitle: 일시 중단 (Suspended)\n---\n프로세스는 메모리에 남지만 코드를 실행하지 않습니다.\n",
            "Content/en/guides/timers.md": "---\nkind: article\ntitle: Timers while suspended\n---\n"
                + String(repeating: "A suspended app is suspended; suspended timers stay suspended. ", count: 3) + "\n",
            "Content/ko/guides/timers.md": "---\nkind: article\ntitle: 일시 중단 중의 타이머\n---\n"
                + String(repeating: "일시 중단된 앱은 일시 중단 상태이고 타이머도 일시 중단됩니다. ", count: 3) + "\n",
        ]
        let index = try TestIndex.build(files)
        for query in ["suspended", "Suspended state", "일시 중단", "일시 중단 상태"] {
            #expect(index.search(query).first?.id == "states/suspended", "\(query)")
        }
        #expect(index.search("timers while suspended").first?.id == "guides/timers")
    }

    /// The state's text says scene and window more often; the guide's title holds both words, and
    /// more, so no title key matches "scene window": the title's words do.
    @Test func findsThePageWhoseNameHoldsEveryWordOfTheQuery() throws {
        let files = [
            "Content/en/states/background.md": "---\nkind: state\nlifecycle: scene\ntitle: Background\nkeywords: [scene window hidden]\n---\n"
                + String(repeating: "The scene's window is off screen; the scene keeps its window. ", count: 6) + "\n",
            "Content/ko/states/background.md": "---\nkind: state\nlifecycle: scene\ntitle: 백그라운드 (Background)\nkeywords: [씬 윈도우 숨김]\n---\n"
                + String(repeating: "씬의 윈도우가 화면 밖에 있고, 씬은 윈도우를 그대로 둡니다. ", count: 6) + "\n",
            "Content/en/guides/scenes.md": "---\nkind: article\ntitle: Scenes, windows and sessions\n---\nHow the three relate.\n",
            "Content/ko/guides/scenes.md": "---\nkind: article\ntitle: 씬, 윈도우, 세션\n---\n셋이 어떻게 이어지는지 설명합니다.\n",
        ]
        let index = try TestIndex.build(files)
        for query in ["scene window", "씬 윈도우", "windows sessions"] {
            #expect(index.search(query).first?.id == "guides/scenes", "\(query)")
        }
    }
}
