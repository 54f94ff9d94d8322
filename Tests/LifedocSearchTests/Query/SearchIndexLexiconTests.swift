import Foundation
import LifedocBase
import LifedocContent
import LifedocGraph
@testable import LifedocSearch
import LifedocTestSupport
import Testing

/// The event lexicon, names typed as one word, whole words before fragments, and the exact total.
struct SearchIndexLexiconTests {
    static let glossary = """
        terms:
          - id: scene
            en: scene
            ko: 씬
          - id: foreground
            en: foreground
            ko: 포그라운드
          - id: background
            en: background
            ko: 백그라운드
        events:
          markers:
            ko: ["때", "면", "직전"]
            en: ["when", "before"]
            not: ["화면"]
          questions: ["언제", "호출", "called", "어디로 와", "어디서 처리"]
          how: ["어떻게", "려면", "how", "뭐가 달라", "~야 돼", "야돼", "처리$", "안 됨", "어디서 해"]
          compare: ["순서", "뭐가 먼저", "어느 쪽", "which one", "which comes first"]
          state: ["상태$", "state$", "무슨 상태", "상태야", "what state"]
          abbreviations:
            app: application
            bg: background
          lifecycles:
            scene: ["씬", "씬델", "scene"]
            app: ["앱델", "앱델리게이트", "appdelegate"]
            scene-delegate: ["씬델", "씬델리게이트", "scenedelegate"]
            without: ["없는", "안쓰"]
          words:
            - ko: ["앱", "앱델"]
              also: [app]
              en: [application]
            - ko: ["진입", "들어가"]
              also: [goes, go]
              en: [enter]
            - ko: ["전"]
              en: [will]
            - ko: ["돌아오"]
              en: [enter, foreground]
            - ko: ["나가"]
              en: [enter, background]
        """

    static func method(_ symbol: String, _ slug: String, english: String, korean: String) -> [String: String] {
        let type = symbol.hasPrefix("application") ? "UIApplicationDelegate" : "UISceneDelegate"
        return [
            "Content/en/methods/\(slug).md": "---\nkind: method\ntitle: \(symbol)\nsymbol: \(symbol)\nprotocol: \(type)\n---\n\(english)\n",
            "Content/ko/methods/\(slug).md": "---\nkind: method\ntitle: \(symbol)\n---\n\(korean)\n",
        ]
    }

    static var files: [String: String] {
        var files = ["Content/glossary.yml": glossary]
        files.merge(method("sceneDidEnterBackground(_:)", "scene-did-enter-background",
                           english: "UIKit calls this once the scene is off screen.",
                           korean: "씬이 백그라운드로 옮겨 간 뒤 UIKit이 부릅니다.")) { $1 }
        files.merge(method("applicationDidEnterBackground(_:)", "application-did-enter-background",
                           english: "UIKit calls this once an app without scenes is off screen.",
                           korean: "씬이 없는 앱이 화면에서 사라진 뒤 UIKit이 부릅니다.")) { $1 }
        files.merge(method("sceneWillEnterForeground(_:)", "scene-will-enter-foreground",
                           english: "UIKit calls this as the scene comes back on screen.",
                           korean: "씬이 다시 화면에 나타날 때 UIKit이 부릅니다. 포그라운드로 돌아옵니다.")) { $1 }
        files["Content/en/guides/background.md"] = "---\nkind: article\ntitle: Entering the background\n---\nWhat to do when the scene enters the background: save, release, stop.\n"
        files["Content/ko/guides/background.md"] = "---\nkind: article\ntitle: 백그라운드 진입\n---\n화면을 떠나는 씬이 할 일을 정리합니다. 사용자가 바꾼 내용을 저장하고, 카메라처럼 함께 쓰는 하드웨어를 놓아주고, 타이머와 애니메이션을 멈춥니다. 스냅샷에 민감한 정보가 남지 않게 가리는 것도 이때 합니다.\n"
        return files
    }

    static func index(_ files: [String: String] = files) throws -> SearchIndex {
        return try TestIndex.build(files)
    }

    @Test(arguments: [
        ("들어가", "들어갈", true), ("들어가", "들어간", true), ("들어가", "들어가면", true), ("들어가", "들어오면", false),
        ("진입", "진입할", true), ("진입", "진", false), ("전", "전에", true), ("전", "전화", false),
        // A stem's last vowel contracted with 어/아.
        ("돌아오", "돌아왔을", true), ("떨어지", "떨어져", true), ("떨어지", "떨어졌는데", true), ("연결되", "연결돼", true),
        ("지우", "지워", true), ("저장하", "저장해", true), ("꺼지", "꺼져", true),
        ("연결되", "연결도", false), ("마치", "마차", false), ("돌아오", "돌아와", true), ("들어가", "들어와", false), ("나가", "나개", false),
        // A final ㄹ is the ending -ㄹ only before a consonant or the word's end: before a vowel it
        // is the stem's own (나갈래, but not 나갈아).
        ("나가", "나갈래", true), ("들어가", "들어갈까", true), ("나가", "나갈아", false),
    ])
    func matchesAKoreanFormConjugated(form: String, word: String, matches: Bool) {
        #expect(SearchIndex.koreanForm(Array(form.unicodeScalars), matches: Array(word.unicodeScalars)) == matches)
    }

    /// A phrase's last word conjugates even when it is one syllable (화면 끄: 화면 끌 때), but a final
    /// ㄹ before a vowel is a longer stem's: 멀티태스킹 화면 끌어올리기 drags the screen up, it does not
    /// turn it off, and 갈아타 is no 가.
    @Test(arguments: [("끄", "끌", true), ("끄", "끌까", true), ("끄", "꺼", true), ("끄", "끌어올리기", false), ("가", "갈아타", false), ("가", "갈", true)])
    func matchesAPhrasesLastSyllableConjugated(form: String, word: String, matches: Bool) {
        #expect(SearchIndex.koreanForm(Array(form.unicodeScalars), matches: Array(word.unicodeScalars), inPhrase: true) == matches)
    }

    @Test(arguments: [
        ("씬이 백그라운드로 들어갈 때", true), ("백그라운드 진입 직전", true), ("씬 백그라운드 진입하면", true),
        ("언제 호출돼 sceneDidEnterBackground", true), ("when the scene goes to the background", true),
        ("is sceneDidEnterBackground called twice", true),
        ("백그라운드 진입 화면", false), ("백그라운드 들어가면 캐시 비우기", false), ("scene background", false),
        // A moment followed only by whose it is still asks about the moment.
        ("백그라운드 들어갈 때 씬델", true), ("씬 백그라운드 들어가면 씬", true),
        // The moment must be the life cycle's: work done at a moment is not one.
        ("백그라운드 들어가면 캐시 비울 때", false), ("캐시 비우면", false), ("캐시 비울 때 언제 호출돼", true),
        // 되다 and 하다 written apart take their meaning from the words before them.
        ("백그라운드 진입 할 때", true), ("씬이 백그라운드에 들어가게 될 때", true), ("캐시 정리 할 때", false),
        // A question of two words: 와 alone would be a particle.
        ("잠금 풀고 들어올 때 포그라운드 직전에 씬델 어디로 와", true), ("씬이랑 앱 와 차이", false),
    ])
    func tellsAQueryAboutAMoment(query: String, isEvent: Bool) throws {
        #expect(try Self.index().lexiconMatch(query).isEvent == isEvent)
    }

    /// A question how things relate or in what order they come (the lexicon's `compare` words)
    /// reads as how-to and no question about a moment; one that asks for the first call at a
    /// moment (제일 먼저 불리는) does neither.
    @Test(arguments: [
        ("비활성이랑 백그라운드 들어가는 거 중에 뭐가 먼저야", true), ("앱델이랑 씬델 어느 쪽으로 와", true),
        ("which comes first, inactive or background", true), ("which one is called, app or scene delegate", true),
        ("백그라운드 들어갈 때 제일 먼저 불리는 거", false), ("which state comes after background", false),
    ])
    func readsAQuestionHowThingsRelate(query: String, compares: Bool) throws {
        let match = try Self.index().lexiconMatch(query)
        #expect(match.compares == compares)
        if compares { #expect(match.isHowTo && !match.isEvent) }
    }

    /// The query's words as the browser splits them: letters and numbers, scalar by scalar.
    @Test func splitsAQueryIntoWordsAsTheBrowserDoes() {
        #expect(SearchIndex.queryWords("무슨 상태야? UIKit-state2") == ["무슨", "상태야", "uikit", "state2"])
        // A combining mark is no letter: it ends the word (JavaScript's [^\p{L}\p{N}]+ splits there).
        #expect(SearchIndex.queryWords("inactive app state\u{0332}") == ["inactive", "app", "state"])
        #expect(SearchIndex.queryWords("x\u{0332}y") == ["x", "y"])
    }

    @Test(arguments: [
        ("될", true), ("돼", true), ("됐을", true), ("되면", true), ("할", true), ("하는", true), ("했을", true), ("해", true),
        ("들어갈", false), ("다음", false), ("호출되는", false), ("하드웨어를", false), ("do", false),
    ])
    func tellsALightVerb(word: String, isLight: Bool) {
        #expect(SearchIndex.isLightVerb(Array(word.unicodeScalars)) == isLight)
    }

    @Test(arguments: [
        ("통화 중에 앱은 무슨 상태야?", true), ("앱이 무슨 상태로 가", true), ("이때 비활성상태야?", true),
        ("what state is the scene in", true), ("What State?", true),
        ("scene state restoration", false), ("상태 복원", false), ("백그라운드 상태에서 타이머", false), ("무슨 메서드", false),
        // A phrase marked `$` counts only at the end: the query names a state.
        ("씬 보이지만 입력 못 받는 상태", true), ("inactive app state", true), ("앱 상태 저장", false), ("state restoration", false),
    ])
    func tellsAQueryThatAsksWhichState(query: String, asksState: Bool) throws {
        let match = try Self.index().lexiconMatch(query)
        #expect(match.asksState == asksState)
        if asksState { #expect(!match.isEvent) }
    }

    /// A query that asks which state ranks the state's page above the method called on the way in,
    /// which it outranks otherwise.
    @Test func ranksTheStateFirstWhenAQueryAsksWhichState() throws {
        var files = Self.files
        files["Content/en/states/scene/background.md"] = "---\nkind: state\ntitle: Background\nlifecycle: scene\n---\nThe scene is off screen.\n"
        files["Content/ko/states/scene/background.md"] = "---\nkind: state\ntitle: 백그라운드 (Background)\nlifecycle: scene\n---\n씬이 화면 밖에 있는 상태입니다.\n"
        let index = try Self.index(files)
        #expect(index.search("씬이 백그라운드로 들어가면").first?.id == "methods/scene-did-enter-background")
        #expect(index.search("씬이 백그라운드로 들어가면 무슨 상태야").first?.id == "states/scene/background")
    }

    /// "How" asks for the work, a task or a guide, even when the query names a moment or a method.
    @Test(arguments: [
        ("백그라운드로 들어갈 때 저장은 어떻게 해", true), ("백그라운드 진입 전에 저장하려면", true),
        ("how do I save when the scene goes to the background", true), ("씬이 백그라운드로 들어갈 때", false),
        // A phrase: its words in a row, not one of them alone (달라고 asks for something).
        ("씬이랑 씬 세션은 뭐가 달라?", true), ("씬이랑 세션 뭐가 달라져", true),
        ("복원용 액티비티 달라고 할 때", false), ("달라 뭐가", false),
        // Only a phrase's last word may go on: 안 됨 is not 안내 됨.
        ("씬 연결 안 됨", true), ("권한 안내 됨 표시", false),
        // A moment followed by more words asks for the work to do then; a moment not of the life
        // cycle does not.
        ("씬이 백그라운드로 들어가면 캐시 비우기", true), ("작업 큐 재개할 때 로그 남기기", false),
        // Words after the moment that only name whose it is ask for no work.
        ("씬이 백그라운드로 들어갈 때 씬델", false),
        // A form ending with $ must end the query: a phrase that ends with the work to do.
        ("잠금 시 암호화 파일 처리", true), ("처리 중에 백그라운드로 들어갈 때", false),
        // A word written after ~ ends a query word: 멈춰야 돼 asks what to do.
        ("백그라운드로 갈 때 카메라 세션 멈춰야 돼?", true), ("언제 써야 돼", true), ("언제 써야돼", true), ("야 돼지 저금통", false),
    ])
    func tellsAQueryThatAsksHowToDoSomething(query: String, isHowTo: Bool) throws {
        let match = try Self.index().lexiconMatch(query)
        #expect(match.isHowTo == isHowTo)
        if isHowTo { #expect(!match.isEvent, "how wins over when") }
    }

    @Test func findsTheMethodNameWordsForKoreanVerbsAndForEnglishOnesInAQuestion() throws {
        let index = try Self.index()
        #expect(index.lexiconMatch("씬이 백그라운드로 들어갈 때").words == ["w:enter"])
        #expect(index.lexiconMatch("앱이 백그라운드로 들어갈 때").words == ["w:applic", "w:enter"])
        #expect(index.lexiconMatch("백그라운드 진입 전에").words == ["w:enter", "w:will"])
        #expect(index.lexiconMatch("when the scene goes to the background").words == ["w:enter"])
        // Alone, an English word is a subject, not a moment: no name words are added.
        #expect(index.lexiconMatch("scene goes background").words.isEmpty)
    }

    /// 앱 in a query that names a scene is the app in general, not the app delegate; the app
    /// delegate named, or a scene said to be absent, asks for the app delegate's methods.
    @Test(arguments: [
        ("앱이 백그라운드로 들어갈 때", true, false), ("다른 앱 갔다가 씬이 백그라운드로 들어갈 때", false, false),
        ("씬델에서 앱이 백그라운드로 들어갈 때", false, false), ("앱델에서 씬이 백그라운드로 들어갈 때", true, false),
        ("씬 없는 앱이 백그라운드로 들어갈 때", true, true), ("씬을 안 쓰는 앱 백그라운드 진입", true, true),
        // 안 alone after a scene is a symptom, not a scene that is not used.
        ("앱이 백그라운드로 들어갈 때 씬 안 떠", false, false),
        ("when the app delegate goes to the background", true, false), ("when the scene goes to the background", false, false),
    ])
    func tellsTheSceneLifeCycleFromTheAppDelegates(query: String, wantsApplication: Bool, withoutScene: Bool) throws {
        let match = try Self.index().lexiconMatch(query)
        #expect(match.words.contains(SearchIndex.applicationTerm) == wantsApplication, "\(match.words)")
        #expect(match.withoutScene == withoutScene)
    }

    /// A query that names one delegate, written as one word or two, and not the other; an app
    /// without scenes has only the app delegate. A scene named with no delegate is `sceneOnly`.
    @Test(arguments: [
        ("씬델에서 앱이 백그라운드로 들어갈 때", Lifecycle.scene, false), ("앱 델리게이트에서 백그라운드 들어갈 때", .app, false),
        ("scene delegate background", .scene, false), ("씬 없는 앱이 백그라운드로 들어갈 때", .app, false),
        ("앱델이랑 씬델 차이", nil, false), ("씬이 백그라운드로 들어갈 때", nil, true), ("앱이 백그라운드로 들어갈 때", nil, false),
    ])
    func tellsWhichDelegateAQueryNames(query: String, delegate: Lifecycle?, sceneOnly: Bool) throws {
        let match = try Self.index().lexiconMatch(query)
        #expect(match.delegate == delegate)
        #expect(match.sceneOnly == sceneOnly)
    }

    /// A question where a call arrives that names the delegate, or an app without scenes (whose
    /// calls all go to the app delegate), asks for the method, though it also ends as how-to does
    /// (처리해); the same words without a delegate, or asking where to do the work (어디서 해), still ask how.
    @Test(arguments: [
        ("링크 열리면 씬델리게이트 어디서 처리해", true, false), ("링크 열리면 어디서 처리해", false, true),
        ("씬 없는 앱에서 링크 열리면 어디서 처리해", true, false),
        ("링크 열리면 씬델리게이트 어디서 해", false, true), ("앱델 호출 순서 어떻게 돼", false, true),
    ])
    func asksForTheMethodWhenAQuestionNamesTheDelegate(query: String, isEvent: Bool, isHowTo: Bool) throws {
        let match = try Self.index().lexiconMatch(query)
        #expect(match.isEvent == isEvent)
        #expect(match.isHowTo == isHowTo)
    }

    /// A query about a moment that names no life cycle leans to the scene's method: the two pages
    /// say the same, and only the unnamed life cycle tells them apart.
    @Test func prefersTheScenesMethodWhenNoLifeCycleIsNamed() throws {
        var files = Self.files
        let body = "백그라운드로 들어갈 때 부릅니다.\n"
        files["Content/ko/methods/application-did-enter-background.md"] =
            "---\nkind: method\ntitle: applicationDidEnterBackground(_:)\n---\n" + body
        files["Content/ko/methods/scene-did-enter-background.md"] =
            "---\nkind: method\ntitle: sceneDidEnterBackground(_:)\n---\n" + body
        let index = try Self.index(files)
        #expect(index.lexiconMatch("백그라운드로 들어갈 때").namesNoLifecycle)
        #expect(index.search("백그라운드로 들어갈 때").first?.id == "methods/scene-did-enter-background")
        #expect(index.search("앱델에서 백그라운드로 들어갈 때").first?.id == "methods/application-did-enter-background")
    }

    /// A query that names a scene or a delegate asks about a life cycle that a view controller's
    /// methods are not part of, though a view controller's page says the same words; one that
    /// names neither still finds the view controller's method.
    @Test func ranksAViewControllersMethodBelowWhenAQueryNamesAScene() throws {
        var files = Self.files
        let body = "화면에 다시 보이기 직전에 UIKit이 부릅니다.\n"
        files["Content/en/methods/view-will-appear.md"] =
            "---\nkind: method\ntitle: viewWillAppear(_:)\nsymbol: viewWillAppear(_:)\nclass: UIViewController\n---\nCalled before the view is on screen.\n"
        files["Content/ko/methods/view-will-appear.md"] = "---\nkind: method\ntitle: viewWillAppear(_:)\n---\n" + body
        files["Content/ko/methods/scene-will-enter-foreground.md"] = "---\nkind: method\ntitle: sceneWillEnterForeground(_:)\n---\n씬이 화면에 보이기 직전에 부릅니다.\n"
        let index = try Self.index(files)
        #expect(index.search("화면에 다시 보이기 직전에 불리는 씬 콜백").first?.id == "methods/scene-will-enter-foreground")
        #expect(index.search("화면에 다시 보이기 직전에 불리는 콜백").first?.id == "methods/view-will-appear")
    }

    /// Asked how two named methods differ, the page that explains both comes before either
    /// method's own page, though each method's page has its name; one method named stays first.
    @Test func answersAComparisonOfTwoMethodsWithThePageAboutBoth() throws {
        var files = Self.files
        files["Content/en/guides/foreground.md"] = "---\nkind: article\ntitle: Returning to the screen\n---\n"
            + "`sceneWillEnterForeground(_:)` comes first; `sceneDidEnterBackground(_:)` is its opposite.\n"
        files["Content/ko/guides/foreground.md"] = "---\nkind: article\ntitle: 화면으로 돌아오기\n---\n"
            + "`sceneWillEnterForeground(_:)`가 먼저 오고, `sceneDidEnterBackground(_:)`는 그 반대입니다.\n"
        let index = try Self.index(files)
        #expect(index.search("how do sceneDidEnterBackground and sceneWillEnterForeground differ").first?.id == "guides/foreground")
        #expect(index.search("how is sceneWillEnterForeground used").first?.id == "methods/scene-will-enter-foreground")
    }

    /// An entry's `scene` words stand for its moment in a query about scenes and not the app
    /// delegate: a scene that starts is connected, not launched.
    @Test func takesAnEntrysSceneWordsInAQueryAboutScenes() throws {
        var files = Self.files
        files["Content/glossary.yml"] = Self.glossary + """

                - ko: ["켜지", "켜질"]
                  en: [finish, launch]
                  scene: [connect]
            """
        let index = try Self.index(files)
        let (connect, launch) = ("w:connect", try #require(Analyzer.terms("launch").first { $0.hasPrefix("w:") }))
        let scene = index.lexiconMatch("씬델리게이트에서 켜질 때").words
        #expect(scene.contains(connect) && !scene.contains(launch), "\(scene)")
        let app = index.lexiconMatch("앱델에서 켜질 때").words
        #expect(app.contains(launch) && !app.contains(connect), "\(app)")
        let neither = index.lexiconMatch("켜질 때").words
        #expect(neither.contains(launch) && !neither.contains(connect), "\(neither)")
    }

    /// A form of two words (다시 열) matches them in a row, conjugated as one word is, and the words
    /// it covers match no one-word form: 다시 열면 is a return, not a link opening; 열면 alone still is.
    @Test func readsAPhraseAsAWholeAndItsWordsNotAlone() throws {
        var files = Self.files
        files["Content/glossary.yml"] = Self.glossary.replacingOccurrences(of: #"- ko: ["돌아오"]"#, with: #"- ko: ["돌아오", "다시 열"]"#) + """

                - ko: ["열", "열면"]
                  en: [open]
            """
        let index = try Self.index(files)
        let open = try #require(Analyzer.terms("open").first { $0.hasPrefix("w:") })
        let foreground = try #require(Analyzer.terms("foreground").first { $0.hasPrefix("w:") })
        let reopened = index.lexiconMatch("앱을 다시 열면")
        #expect(reopened.words.contains(foreground) && !reopened.words.contains(open), "\(reopened.words)")
        #expect(reopened.isEvent)
        let opened = index.lexiconMatch("링크를 열면").words
        #expect(opened.contains(open) && !opened.contains(foreground), "\(opened)")
        // Apart, the two words are no phrase.
        let apart = index.lexiconMatch("다시 링크를 열면").words
        #expect(apart.contains(open) && !apart.contains(foreground), "\(apart)")
        #expect(index.search("앱을 다시 열면").first?.id == "methods/scene-will-enter-foreground")
    }

    /// In a question about a moment, a glossary term a phrase of the lexicon takes as part of the
    /// moment (제어 센터 in 제어 센터 닫았을 때) says which moment, not what the page is about: it
    /// counts for half (on the project's content, the page that talks of Control Center most, the
    /// call when it opens, outranked the call when it closes). Named without the phrase, it counts
    /// in full.
    @Test func countsAGlossaryTermAPhraseTakesAsPartOfTheMomentForLess() throws {
        var files = Self.files
        files["Content/glossary.yml"] = Self.glossary
            .replacingOccurrences(of: "\nevents:", with: "\n  - id: control-center\n    en: Control Center\n    ko: 제어 센터\nevents:")
            + """

                - ko: ["센터 닫"]
                  en: [become, active]
                - ko: ["센터 열", "센터 내리"]
                  en: [resign, active]
            """
        files.merge(Self.method("sceneWillResignActive(_:)", "scene-will-resign-active",
                                english: "UIKit calls this when Control Center covers the scene. While Control Center is open, the scene takes no input; close Control Center to resume.",
                                korean: "제어 센터를 내리면 UIKit이 부릅니다. 제어 센터가 씬을 가리는 동안 씬은 입력을 받지 않습니다. 제어 센터를 닫기 전까지 작업을 멈춥니다.")) { $1 }
        files.merge(Self.method("sceneDidBecomeActive(_:)", "scene-did-become-active",
                                english: "UIKit calls this when the scene takes input again.",
                                korean: "씬이 다시 입력을 받기 시작하면 UIKit이 부릅니다. 가렸던 패널이 사라진 뒤에도 부릅니다.")) { $1 }
        let index = try Self.index(files)
        let closed = index.lexiconMatch("제어 센터 닫았을 때")
        #expect(closed.phraseWords == ["센터"] && closed.isEvent, "\(closed)")
        let terms = index.queryTerms("제어 센터 닫았을 때")
        for word in ["w:제어", "w:센터"] {
            #expect(terms.first { $0.term == word }?.weight == 0.5, "\(terms)")
        }
        #expect(index.search("제어 센터 닫았을 때").first?.id == "methods/scene-did-become-active")
        // No phrase takes it: the term counts in full.
        let named = index.queryTerms("제어 센터 때문에 멈출 때")
        #expect(named.first { $0.term == "w:센터" }?.weight == 1, "\(named)")
        #expect(index.lexiconMatch("제어 센터 때문에 멈출 때").phraseWords.isEmpty)
    }

    /// Before a phrase's last word, a word of one syllable matches exactly or with a particle, not
    /// stripped of any ending: 안 보이 is not 안에서 보일, 창 열 is 창을 열면. A phrase that reaches
    /// into the words that say a moment makes the query a question about it (앱이 안 보일 때).
    @Test func matchesAPhrasesShortWordsExactly() throws {
        var files = Self.files
        files["Content/glossary.yml"] = Self.glossary.replacingOccurrences(of: #"- ko: ["나가"]"#, with: #"- ko: ["나가", "안 보이"]"#)
            .replacingOccurrences(of: #"- ko: ["진입", "들어가"]"#, with: #"- ko: ["진입", "들어가", "창 열"]"#)
        let index = try Self.index(files)
        let background = try #require(Analyzer.terms("background").first { $0.hasPrefix("w:") })
        let hidden = index.lexiconMatch("앱이 안 보일 때")
        #expect(hidden.words.contains(background) && hidden.isEvent, "\(hidden)")
        let inside = index.lexiconMatch("앱 안에서 보일 때")
        #expect(!inside.words.contains(background) && !inside.isEvent, "\(inside)")
        #expect(SearchIndex.phraseMatches("창 열", in: ["창을", "열면"].map { Array($0.unicodeScalars) }) == [0..<2])
        #expect(SearchIndex.phraseMatches("창 열", in: ["창문을", "열면"].map { Array($0.unicodeScalars) }).isEmpty)
    }

    /// In a question about a moment, a glossary word's English form counts as a word of the
    /// method's name when it names a moment (백그라운드: background), not when it names what the
    /// method is called on (윈도우: window); typed in English, it counts.
    @Test func countsOnlyAMomentsGlossaryWordsAsNameWords() throws {
        var files = Self.files
        files["Content/glossary.yml"] = Self.glossary.replacingOccurrences(
            of: "\nevents:", with: "\n  - id: window\n    en: window\n    ko: 윈도우\nevents:")
        let index = try Self.index(files)
        let (window, background) = ("w:window", try #require(Analyzer.terms("background").first { $0.hasPrefix("w:") }))
        let korean = index.queryTerms("윈도우가 백그라운드로 나갈 때")
        #expect(korean.first { $0.term == window }.map { $0.nameWeight == 0 } == true, "\(korean)")
        #expect(korean.first { $0.term == background && !$0.symbolOnly }.map { $0.nameWeight > 0 } == true, "\(korean)")
        let typed = index.queryTerms("window 백그라운드로 나갈 때")
        #expect(typed.first { $0.term == window }.map { $0.nameWeight > 0 } == true, "\(typed)")
    }

    /// A query asks for the call after or before a method when an order word follows its name in
    /// Korean or comes right before it in English; after anything else it asks nothing of order.
    @Test(arguments: [
        ("sceneWillEnterForeground 다음에 뭐 불려", true), ("applicationDidBecomeActive 전에 오는거", false),
        ("what is called after sceneWillResignActive", true), ("before applicationWillTerminate(_:)", false),
        ("when is sceneDidBecomeActive called after an interruption", nil), ("백그라운드 다음에 뭐 불려", nil),
        ("didDiscardSceneSessions가 다음 launch 때 옴", nil), ("scenewillenterforeground 다음에", nil),
    ] as [(String, Bool?)])
    func readsAQuestionForTheCallAfterOrBefore(query: String, after: Bool?) {
        let forms = (after: ["다음에", "이후", "after"], before: ["전에", "before"])
        #expect(SearchIndex.order(query, after: forms.after, before: forms.before) == after)
    }

    /// Asked for the call after a method, the project's own content answers with the methods UIKit
    /// may call next (the state graph's moves out of the state the method signals), not the method.
    @Test func answersTheCallAfterAMethodWithItsNeighbours() throws {
        let index = try #require(SearchIndexReaderTests.builtIndex)
        let resign = try #require(index.documents.firstIndex { $0?.id == "methods/scene-will-resign-active" }) / 2
        let next = Set(index.pageNext[resign].compactMap { index.documents[2 * $0]?.id })
        #expect(next == ["methods/scene-did-become-active", "methods/scene-did-enter-background"], "\(next)")
        let after = index.search("sceneWillResignActive 다음에 뭐 불려").map(\.id)
        #expect(after.first.map(next.contains) == true, "\(after)")
        #expect(index.search("sceneWillResignActive 뭐 불려").first?.id == "methods/scene-will-resign-active")
        // A name both delegates share names both: the answer is a neighbour of either.
        let shared = index.search("willResignActive 다음에 뭐 불려").map(\.id)
        #expect(shared.first.map { !$0.hasSuffix("will-resign-active") && ($0.hasSuffix("did-become-active") || $0.hasSuffix("did-enter-background")) } == true, "\(shared)")
    }

    /// A delegate method's name typed without its sender (willEnterForeground) names the methods of
    /// both delegates that add it; asked for the call after it, the answer is their neighbour, even
    /// one whose page says little of the query's words, and the name's own words (enter, foreground)
    /// do not pull the other method named with them (sceneDidEnterBackground) ahead.
    @Test func answersTheCallAfterANameTypedWithoutItsSender() throws {
        let index = try #require(SearchIndexReaderTests.builtIndex)
        let names = index.typedNames("i:willenterforeground")
        #expect(names.contains("i:applicationwillenterforeground") && names.contains("i:scenewillenterforeground"), "\(names)")
        #expect(index.typedNames("i:openurlcontexts").contains("i:sceneopenurlcontexts"), "\(index.typedNames("i:openurlcontexts"))")
        for query in ["willEnterForeground 다음에 뭐 불려", "what is called after willEnterForeground"] {
            let after = index.search(query).map(\.id)
            #expect(after.first?.hasSuffix("did-become-active") == true, "\(query): \(after)")
        }
        let before = index.search("what comes before didBecomeActive").map(\.id)
        #expect(before.first?.hasPrefix("methods/") == true && before.first?.hasSuffix("did-become-active") == false, "\(before)")
    }

    /// Asked how two named methods differ or in what order they come, the project's own content
    /// answers with the guide that relates them, not with a task that calls both many times.
    @Test(arguments: [
        ("viewWillAppear랑 sceneWillEnterForeground 순서", "guides/call-order"),
        ("UIScene이랑 UIWindow 차이가 뭐야?", "guides/scenes-and-windows"),
    ])
    func answersAComparisonOfTwoNamedMethodsWithTheirGuide(query: String, guide: String) throws {
        let index = try #require(SearchIndexReaderTests.builtIndex)
        let hits = index.search(query).map(\.id)
        #expect(hits.first == guide, "\(hits)")
    }

    /// Asked how things it describes relate or in what order they come, naming no method, the
    /// project's own content answers with a guide; asked for the first call at a moment, with
    /// the method.
    @Test(arguments: [
        ("앱델이랑 씬델 같이 구현하면 어느 쪽이 불려?", "article"), ("inactive랑 background 중에 뭐가 먼저야", "article"),
        ("씬이 백그라운드 들어갈 때 씬델에서 제일 먼저 불리는 거", "method"),
    ])
    func answersAQuestionHowDescribedThingsRelateWithAGuide(query: String, kind: String) throws {
        let index = try #require(SearchIndexReaderTests.builtIndex)
        let hits = index.search(query)
        #expect(hits.first?.kind == kind, "\(hits.prefix(3).map(\.id))")
    }

    /// A Korean phrase or question that asks about no moment and types no name is answered by a
    /// task, a guide or a state, not by a method's page, which is named in English; a moment,
    /// known to the lexicon or only marked as one (…들어가면), still finds its method, and so does
    /// one that names a delegate (씬델 백그라운드 진입).
    @Test(arguments: [
        ("앱 실행이 너무 느림", false), ("잠금 중에 파일 보호 등급", false),
        ("백그라운드 들어갈 때", true), ("씬 없는 앱에서 홈 버튼 눌러서 백그라운드 들어가면", true),
        // Naming a delegate asks for its method.
        ("씬델 백그라운드 진입", true), ("씬델 포그라운드 복귀", true),
    ])
    func answersAKoreanTopicWithoutAMethod(query: String, method: Bool) throws {
        let index = try #require(SearchIndexReaderTests.builtIndex)
        let hits = index.search(query)
        #expect((hits.first?.kind == "method") == method, "\(hits.prefix(3).map(\.id))")
    }

    /// The last Korean word marked as a moment, whether the lexicon knows what happens then or not.
    @Test(arguments: [("백그라운드 들어가면", true), ("캐시 비울 때", true), ("사일런트 푸시 동기화", false), ("화면", false)])
    func tellsAQueryEndingAsAMoment(query: String, marks: Bool) throws {
        #expect(try Self.index().lexiconMatch(query).marksAMoment == marks)
    }

    /// A question whether one named method comes before or after another, however the names are
    /// typed, is answered by a guide that relates them, not by either method's page.
    @Test(arguments: [
        "sceneDidBecomeActive 전에 sceneWillEnterForeground 불려?",
        "does sceneWillEnterForeground run before viewWillAppear",
        "didFinishLaunching 다음에 willConnectTo 오는 거 맞아?",
    ])
    func answersAnOrderOfTwoNamedMethodsWithAGuide(query: String) throws {
        let index = try #require(SearchIndexReaderTests.builtIndex)
        let hits = index.search(query).map(\.id)
        #expect(hits.first?.hasPrefix("guides/") == true, "\(hits)")
        #expect(index.lexiconMatch(query).mentionsOrder)
    }

    /// A part of a method's name typed in camelCase from a small letter, which pages write but no
    /// method's name holds whole, finds the method it begins; a type's name (URLSession) does not
    /// stand for the methods it ends.
    @Test func findsTheMethodAPartOfItsNameBegins() throws {
        #expect(SearchIndex.lowerCamelCaseNames("didFinishLaunching에서 UIApplication URLSession willConnectTo") == ["i:didfinishlaunching", "i:willconnectto"])
        let index = try #require(SearchIndexReaderTests.builtIndex)
        #expect(index.search("didFinishLaunching").first?.id == "methods/application-did-finish-launching-with-options")
        #expect(index.search("willFinishLaunching").first?.id == "methods/application-will-finish-launching-with-options")
        #expect(!index.queryTerms("URLSession").contains { $0.name == "i:urlsession" && $0.corrected })
    }

    /// 백그 and 포그, readers' clipped words, are the glossary's variants of 백그라운드 and
    /// 포그라운드: searched as those, in a reader's first pass as in the whole index.
    @Test func searchesAClippedWordAsItsTerm() throws {
        let index = try #require(SearchIndexReaderTests.builtIndex)
        for (query, term) in [("백그 갈 때", "w:백그라운드"), ("포그로 올라올 때", "w:포그라운드")] {
            let terms = index.queryTerms(query).map(\.term)
            #expect(terms.contains(term) && !terms.contains("w:" + query.prefix(2)), "\(terms)")
            #expect(index.queryTerms(query) { _ in true }.map(\.term).contains(term))
        }
    }

    /// Both life cycles have a Background and a Suspended state: a query about a scene ranks the
    /// scene's first, one about the app or its process and no scene the app's; the index marks
    /// each state page's life cycle (`A`, `S`) for it.
    @Test func prefersTheStatesOfTheLifeCycleAQueryNames() throws {
        let index = try #require(SearchIndexReaderTests.builtIndex)
        let letter = { (id: String) in
            index.documents.firstIndex { $0?.id == id }.map { Array(index.pageDelegates.utf8)[$0 / 2] }
        }
        #expect(letter("states/app/background") == UInt8(ascii: "A") && letter("states/scene/background") == UInt8(ascii: "S"))
        #expect(index.search("씬 앱에서 홈으로 나가면 그 씬 상태는 뭐가 돼?").first?.id == "states/scene/background")
        #expect(index.lexiconMatch("프로세스가 메모리에만 남은 상태").appOnly)
        #expect(index.lexiconMatch("앱이 백그라운드에 있을 때 상태").appOnly)
        #expect(!index.lexiconMatch("씬 앱에서 홈으로 나가면 그 씬 상태는 뭐가 돼?").appOnly)
    }

    /// A query that asks which state the app or a scene is in at a moment it describes, or after
    /// a method it names, finds the state that moment's method moves into, of the life cycle it names.
    @Test func answersWhichStateFollowsAMoment() throws {
        let index = try #require(SearchIndexReaderTests.builtIndex)
        let page = { (id: String) in index.documents.firstIndex { $0?.id == id }.map { $0 / 2 } }
        let method = try #require(page("methods/scene-did-enter-background"))
        #expect(index.pageStates[method] == [try #require(page("states/scene/background"))])
        #expect(index.pageStates[try #require(page("tasks/save-user-data"))] == [])
        #expect(index.search("홈 화면으로 나간 씬은 무슨 상태").first?.id == "states/scene/background")
        #expect(index.search("통화 중 앱 상태").first?.id == "states/app/inactive")
        #expect(index.search("sceneDidDisconnect 받은 뒤에 씬은 무슨 상태가 돼?").first?.id == "states/scene/unattached")
        // An app without scenes has no scene states: its interruption leaves the app Inactive.
        #expect(index.search("씬 없는 앱에서 알림 센터 내리면 앱은 무슨 상태예요").first?.id == "states/app/inactive")
        // A manifest whose list of states entered is cut short is read as far as it goes.
        var byPath = Dictionary(uniqueKeysWithValues: try index.shardFiles().map { ($0.path, $0.text) })
        let manifest = try #require(byPath["search/manifest.js"])
        let cut = manifest.replacingOccurrences(of: #""pageStates":\[.*?\]\]"#, with: #""pageStates":[]"#, options: .regularExpression)
        #expect(cut != manifest)
        byPath["search/manifest.js"] = cut
        var reader = try SearchIndexReader { byPath[$0] }
        #expect(try reader.search("통화 중 앱 상태").first?.id.hasPrefix("states/app/") == true)
        // The order word may follow one Korean word after the name, not a word of Latin letters.
        #expect(SearchIndex.order("sceneDidDisconnect 받은 뒤에", after: ["뒤에"], before: ["전에"]) == true)
        #expect(SearchIndex.order("sceneDidDisconnect app 뒤에", after: ["뒤에"], before: ["전에"]) == nil)
        #expect(SearchIndex.order("sceneDidDisconnect 받은 다음 뒤에", after: ["뒤에"], before: ["전에"]) == nil)
    }

    /// A window is a scene's: a query that names one asks about the scene life cycle.
    @Test func readsAWindowAsAScene() throws {
        let index = try #require(SearchIndexReaderTests.builtIndex)
        for query in ["창 닫을 때 호출되는 메서드", "두 번째 윈도우 열면", "when an ipad window is frozen"] {
            let match = index.lexiconMatch(query)
            #expect(match.sceneOnly && !match.appOnly && !match.namesNoLifecycle, "\(query): \(match)")
        }
        #expect(!index.lexiconMatch("앱델 창 만들 때").sceneOnly)
        #expect(index.search("창이 얼어서 코드가 하나도 안 도는 상태").first?.id == "states/scene/suspended")
    }

    /// A type that many methods' declarations share (UIApplication) names none of them: it earns
    /// no method the boost of a name typed, while a method's own name still does.
    @Test func boostsNoMethodForATypeTheirDeclarationsShare() throws {
        let index = try #require(SearchIndexReaderTests.builtIndex)
        #expect(index.search("UIApplication.shared.applicationState 로 백그인지 체크해도 돼?").first?.id == "guides/activation-states")
        #expect(index.search("UIApplication applicationState 값").first?.id == "guides/activation-states")
        #expect(index.search("sceneDidEnterBackground").first?.id == "methods/scene-did-enter-background")
        #expect(index.search("didEnterBackground 앱델").first?.id == "methods/application-did-enter-background")
    }

    /// A scene named in English and said absent (SceneDelegate 없는) makes a query about an app
    /// without scenes, as 씬 없는 does; 타는 asks which callback runs.
    @Test func readsASceneDelegateSaidAbsentInEnglish() throws {
        let index = try #require(SearchIndexReaderTests.builtIndex)
        let query = "SceneDelegate 없는 옛날 프로젝트 백그 진입할 때 앱델 타는 거"
        let match = index.lexiconMatch(query)
        #expect(match.withoutScene && match.isEvent, "\(match)")
        let spelled = "SceneDelegate 없는 옛날 프로젝트 백그라운드 진입할 때 앱델 타는 거"
        #expect(index.search(spelled).first?.id == "methods/application-did-enter-background")
    }

    /// What a review of the rules above found them to misread, now read as meant: an order word
    /// after both names ("on next launch"), a type named beside a method (UIApplication), wanting
    /// to know (알고 싶어요), 타입 for 타, a scene delegate said absent in three spellings, a window
    /// named beside the app, and a plural's s after a typed part (sceneSession).
    @Test func readsWhatTheReviewFoundMisread() throws {
        let forms = ["다음에", "전에", "before", "after", "next"]
        #expect(!SearchIndex.mentionsOrder("save in applicationDidEnterBackground restore in didFinishLaunching on next launch", forms: forms))
        #expect(SearchIndex.mentionsOrder("does didfinishlaunching run before willconnectto", forms: forms))
        #expect(SearchIndex.mentionsOrder("didFinishLaunching 다음에 willConnectTo 오는 거 맞아?", forms: forms))
        let index = try #require(SearchIndexReaderTests.builtIndex)
        #expect(index.search("UIApplication didFinishLaunching 전에 뭐 호출돼").first?.id.hasPrefix("methods/") == true)
        let knowing = index.lexiconMatch("앱이 백그라운드로 갈 때 어떤 메서드가 호출되는지 알고 싶어요")
        #expect(knowing.isEvent && !knowing.isHowTo)
        #expect(!index.lexiconMatch("launchOptions 뭐 타입이야").isEvent)
        for query in ["scene delegate 없는 앱에서 백그라운드 갈 때", "SceneDelegate없는 앱에서 백그라운드 갈 때", "UIWindowSceneDelegate 없는 앱에서 백그라운드 갈 때"] {
            let match = index.lexiconMatch(query)
            #expect(match.withoutScene && match.delegate == .app, "\(query): \(match)")
        }
        #expect(!index.lexiconMatch("앱 창 하나가 백그라운드 상태").appOnly)
        #expect(!index.typedNames("i:scenesession").contains("i:scenesessions"))
    }

    /// A Korean query's English API words match the English page's title, which the Korean page
    /// translates: the Korean page scores at least a share of its English one's score.
    @Test func countsTheOtherLanguagesTitleForAPageFoundInTheReaders() throws {
        let index = try #require(SearchIndexReaderTests.builtIndex)
        let hit = index.search("Timer invalidate 어디서 하는 게 맞아요").first
        #expect(hit?.id == "tasks/invalidate-timers" && hit?.lang == "ko", "\(String(describing: hit))")
    }

    /// An activity (NSUserActivity) is no active state: searched for alone, it finds the pages
    /// about activities, not the Active state that shares Snowball's stem `activ`.
    @Test func keepsActivityApartFromActive() throws {
        #expect(Set(Analyzer.terms("activity")).isDisjoint(with: Analyzer.terms("active")))
        let index = try #require(SearchIndexReaderTests.builtIndex)
        let hits = index.search("activity", language: .en).prefix(3)
        #expect(!hits.isEmpty && hits.allSatisfy { $0.id.hasPrefix("methods/") || $0.id.hasPrefix("tasks/") } && !hits.contains { $0.id.hasSuffix("active") }, "\(hits.map(\.id))")
    }

    /// What is said before an opening says which opening it is (유니버설 링크 눌러서 열릴 때): its
    /// words are not lessened as an event that leads up to a moment is.
    @Test func keepsTheWordsThatSayWhichOpening() throws {
        var files = Self.files
        files["Content/glossary.yml"] = Self.glossary + """

                - ko: ["유니버설"]
                  en: [continue]
                - ko: ["열", "열릴"]
                  en: [open, url]
            """
        let index = try Self.index(files)
        #expect(index.lexiconMatch("유니버설 링크 눌러서 앱 열릴 때").secondary.isEmpty)
        #expect(!index.lexiconMatch("백그라운드로 나가 있다가 돌아올 때").secondary.isEmpty)
    }

    /// The moment a query asks about is the last it marks: an event said before it (백그라운드에
    /// 나가서) leads up to it and its name words count for less, while words after it say what
    /// the method called then does and count in full.
    @Test func weighsTheMomentAboveWhatLeadsUpToIt() throws {
        let index = try Self.index()
        let background = try #require(Analyzer.terms("background").first { $0.hasPrefix("w:") })
        let foreground = try #require(Analyzer.terms("foreground").first { $0.hasPrefix("w:") })
        let returning = index.lexiconMatch("백그라운드로 나가 있다가 돌아올 때")
        #expect(returning.secondary == [background], "\(returning)")
        let terms = index.queryTerms("백그라운드로 나가 있다가 돌아올 때")
        let weight = { (term: String) in terms.first { $0.term == term && $0.symbolOnly }?.weight ?? 0 }
        #expect(weight(background) < weight(foreground), "\(terms)")
        #expect(index.search("홈으로 나가 있다가 돌아올 때").first?.id == "methods/scene-will-enter-foreground")
        // Said after the moment, an event's words are not lessened.
        #expect(index.lexiconMatch("돌아올 때 나가는 메서드").secondary.isEmpty)
        // Without a moment, nothing is.
        #expect(index.lexiconMatch("나가 돌아오").secondary.isEmpty)
    }

    /// The state a move starts from (백그라운드에서 돌아올 때) rules out the methods named for moving
    /// into it; 씬에서 names where, not a state, and a query that moves nowhere keeps 백그라운드에서.
    @Test func rulesOutTheStateAMoveStartsFrom() throws {
        let index = try Self.index()
        let background = try #require(Analyzer.terms("background").first { $0.hasPrefix("w:") })
        let scene = try #require(Analyzer.terms("scene").first { $0.hasPrefix("w:") })
        let terms = index.queryTerms("백그라운드에서 돌아올 때")
        #expect(terms.contains { $0.term == background && $0.contradicts })
        #expect(index.search("백그라운드에서 돌아올 때").first?.id == "methods/scene-will-enter-foreground")
        #expect(!index.queryTerms("씬에서 돌아올 때").contains { $0.term == scene && $0.contradicts })
        #expect(!index.queryTerms("백그라운드에서 저장할 때").contains { $0.contradicts })
    }

    /// A query word that no page's names hold (총정리) does not keep the others from all being
    /// words of a page's names: the guide named 백그라운드 진입 still gets the names boost.
    @Test func ignoresWordsNoNameHoldsWhenMatchingNames() throws {
        let index = try Self.index()
        let terms = index.queryTerms("백그라운드 진입 총정리").map(\.term)
        #expect(terms.contains(TitleKeys.wordKey("백그라운드")))
        #expect(terms.contains(TitleKeys.wordKey("진입")))
        #expect(!terms.contains(TitleKeys.wordKey("총정리")))
        #expect(index.search("백그라운드 진입 총정리").first?.id == "guides/background")
    }

    /// The index ships whose method each page is, in page order.
    @Test func recordsEachPagesDelegate() throws {
        let index = try Self.index()
        // guides/background, then the three methods in id order.
        #expect(index.pageDelegates == "-ass")
    }

    /// The app delegate's page says the query's words; the query names the scene delegate, so the
    /// scene delegate's method comes first, and without the pages' delegates it would not.
    @Test func ranksTheNamedDelegatesMethodsFirst() throws {
        var files = Self.files
        files["Content/ko/methods/application-did-enter-background.md"] =
            "---\nkind: method\ntitle: applicationDidEnterBackground(_:)\n---\n씬델을 쓰지 않는 앱이 백그라운드로 들어갈 때 부릅니다. 씬델이 없으면 백그라운드 진입은 여기로 옵니다.\n"
        let index = try Self.index(files)
        let query = "씬델에서 백그라운드 진입할 때"
        #expect(index.search(query).first?.id == "methods/scene-did-enter-background")
        var blind = index
        blind.pageDelegates = String(repeating: "-", count: index.pageDelegates.count)
        #expect(blind.search(query).first?.id == "methods/application-did-enter-background")
    }

    @Test func findsTheAppDelegatesMethodForAnAppWithoutScenes() throws {
        let index = try Self.index()
        #expect(index.search("씬 없는 앱이 백그라운드로 들어갈 때").first?.id == "methods/application-did-enter-background")
        #expect(index.search("씬이 백그라운드로 들어갈 때").first?.id == "methods/scene-did-enter-background")
        #expect(!index.queryTerms("씬 없는 앱이 백그라운드로 들어갈 때").contains { $0.term == SearchIndex.sceneTerm })
    }

    /// The guide repeats the query's words in its title; the method says the same in other words,
    /// and its name says enter: asked as a moment, the method comes first.
    @Test func ranksTheMethodCalledAtTheMomentFirst() throws {
        let index = try Self.index()
        let hits = index.search("씬이 백그라운드로 진입할 때")
        #expect(hits.first?.id == "methods/scene-did-enter-background", "\(hits.map { "\($0.id) \($0.score)" }) \(index.queryTerms("씬이 백그라운드로 진입할 때"))")
        #expect(index.search("백그라운드 진입").first?.id == "guides/background")
    }

    /// Two methods for one moment, named for before (will) and after (did): the Korean page of the
    /// `did` one says 직전 in its text, yet a query about the moment before finds the `will` one,
    /// and a query that names both timings rules neither out.
    @Test func rulesOutTheMethodNamedForTheOtherMoment() throws {
        var files = Self.files
        files.merge(Self.method("sceneWillEnterBackground(_:)", "scene-will-enter-background",
                                english: "UIKit calls this first.", korean: "씬 전환이 시작될 때 부릅니다.")) { $1 }
        files["Content/ko/methods/scene-did-enter-background.md"] =
            "---\nkind: method\ntitle: sceneDidEnterBackground(_:)\n---\n씬이 백그라운드에 진입하기 직전이 아니라 진입한 뒤에 부릅니다. 백그라운드 진입 전에는 다른 메서드가 불립니다.\n"
        let index = try Self.index(files)
        let query = "씬이 백그라운드에 진입하기 전에 언제 호출돼"
        #expect(index.queryTerms(query).filter(\.contradicts).map(\.term) == ["w:did"])
        #expect(index.search(query).first?.id == "methods/scene-will-enter-background")
        #expect(index.queryTerms("did or will enter background before").allSatisfy { !$0.contradicts })
    }

    /// In a question about a moment, "background" is a word of the method's name: the page of the
    /// method named for it comes first, though the other method's page says it more often.
    @Test func countsAMomentsEnglishWordsAsNameWords() throws {
        var files = Self.files
        files["Content/en/methods/scene-will-enter-foreground.md"] =
            "---\nkind: method\ntitle: sceneWillEnterForeground(_:)\nsymbol: sceneWillEnterForeground(_:)\nprotocol: UISceneDelegate\n---\n"
            + "Called when the scene goes from the background to the foreground: the background is left behind, and what was paused in the background resumes.\n"
        let index = try Self.index(files)
        let query = "what is called when the scene goes to the background"
        #expect(index.queryTerms(query).first { $0.term == "w:background" }?.nameWeight == SearchIndex.eventWordWeight)
        #expect(index.search(query).first?.id == "methods/scene-did-enter-background")
        // Not a question about a moment: the words count as they are.
        #expect(index.queryTerms("scene background").allSatisfy { $0.nameWeight == 0 })
    }

    /// 포그라운드 is a glossary term of its own and a word of the variant 포그라운드 액티브: the
    /// variant, a whole term, gives it full weight, not the half the term alone gives.
    @Test func searchesAWordOfAVariantAtTheVariantsWeight() throws {
        var files = Self.files
        files["Content/glossary.yml"] = Self.glossary.replacingOccurrences(
            of: "\nevents:", with: "\n  - id: foreground-active\n    en: foreground active\n    ko: 포그라운드 활성\n    variants:\n      ko: [포그라운드 액티브]\nevents:")
        let terms = try Self.index(files).queryTerms("포그라운드 액티브")
        #expect(terms.first { $0.term == "w:포그라운드" }?.weight == 1)
        #expect(terms.first { $0.term == "w:활성" }?.weight == 1)
        #expect(!terms.contains { $0.term == "w:액티브" })
    }

    @Test(arguments: [
        ("willenterforeground", "methods/scene-will-enter-foreground"),
        ("scenedidenterbg", "methods/scene-did-enter-background"),
        ("appdidenterbg", "methods/application-did-enter-background"),
        ("applicationdidenterbackgroud", "methods/application-did-enter-background"),
    ])
    func findsANameTypedLowercaseAndRunTogether(query: String, expected: String) throws {
        #expect(try Self.index().search(query).first?.id == expected)
    }

    /// A name no page has as a word, typed lowercase and run together, finds the page that writes
    /// it in camelCase. A word some page has (a keyword written lowercase) is searched as that
    /// word: the page that writes willEnterForeground in camelCase does not outrank the method.
    @Test func findsAnIdentifierTypedLowercaseUnlessAPageHasTheWord() throws {
        var files = Self.files
        files["Content/en/methods/scene-will-enter-foreground.md"] =
            "---\nkind: method\ntitle: sceneWillEnterForeground(_:)\nsymbol: sceneWillEnterForeground(_:)\nprotocol: UISceneDelegate\nkeywords: [willenterforeground]\n---\nUIKit calls this as the scene comes back on screen.\n"
        files["Content/en/guides/swiftui.md"] = "---\nkind: article\ntitle: willEnterForeground in SwiftUI\n---\nRead `scenePhase` from the environment. `willEnterForeground` is the app's notification; `willEnterForeground` comes first.\n"
        files["Content/ko/guides/swiftui.md"] = "---\nkind: article\ntitle: SwiftUI의 willEnterForeground\n---\n환경에서 `scenePhase`를 읽습니다. `willEnterForeground`는 앱의 알림이고, `willEnterForeground`가 먼저 옵니다.\n"
        let index = try Self.index(files)
        #expect(index.search("scenephase").first?.id == "guides/swiftui")
        #expect(index.search("willenterforeground").first?.id == "methods/scene-will-enter-foreground")
    }

    /// A delegate method named without the delegate it is sent to, in camelCase (didEnterBackground),
    /// finds the method, though a guide writes that name: the app's when the app delegate is named.
    @Test func findsAMethodNamedWithoutItsDelegate() throws {
        var files = Self.files
        files["Content/en/guides/notes.md"] = "---\nkind: article\ntitle: Notes on didEnterBackground\n---\nWork in `didEnterBackground` must be short. `didEnterBackground` comes last.\n"
        files["Content/ko/guides/notes.md"] = "---\nkind: article\ntitle: didEnterBackground 메모\n---\n`didEnterBackground`의 작업은 짧아야 합니다.\n"
        let index = try Self.index(files)
        #expect(index.search("앱델 didEnterBackground").first?.id == "methods/application-did-enter-background")
        #expect(index.search("씬델 didEnterBackground").first?.id == "methods/scene-did-enter-background")
    }

    /// A signature of several parts typed run together, whole or in part, across its punctuation:
    /// no identifier of the name holds `windowsceneperformaction`, the name run together does.
    @Test(arguments: ["windowsceneperformaction", "windowsceneperformactionforcompletionhandler", "scenedidenterbackground"])
    func findsASignatureTypedRunTogether(query: String) throws {
        var files = Self.files
        files.merge(Self.method("windowScene(_:performActionFor:completionHandler:)", "window-scene-perform-action",
                                english: "UIKit calls this when the person picks a quick action.",
                                korean: "사람이 빠른 동작을 고르면 UIKit이 부릅니다.")) { $1 }
        let expected = query.hasPrefix("window") ? "methods/window-scene-perform-action" : "methods/scene-did-enter-background"
        #expect(try Self.index(files).search(query).first?.id == expected)
    }

    /// 백그라운드 is a word of the index: its syllable pairs (그라, 라운, 운드), which 포그라운드 shares,
    /// are not searched, so the page that only says 포그라운드 does not match, and is not marked.
    @Test func searchesWholeWordsBeforeTheirSyllablePairs() throws {
        let hits = try Self.index().search("백그라운드", limit: 10)
        #expect(!hits.contains { $0.id == "methods/scene-will-enter-foreground" }, "\(hits.map(\.id))")
        #expect(hits.allSatisfy { !$0.snippet.contains("«포그라운드") })
        // A word the index lacks still finds pages through its syllable pairs.
        #expect(try Self.index().search("그라운드").isEmpty == false)
    }

    @Test func countsEveryMatchingPageWhateverTheLimit() throws {
        let index = try Self.index()
        let results = index.results("씬", limit: 1)
        #expect(results.hits.count == 1)
        #expect(results.total == index.search("씬", limit: 100).count)
        #expect(results.total > 1)
        #expect(index.results("씬", limit: 0).hits.isEmpty)
    }

    @Test func labelsStatesAndMethodsWithTheirLifeCycle() throws {
        var files = Self.files
        files["Content/en/states/scene/background.md"] = "---\nkind: state\ntitle: Background\nlifecycle: scene\n---\nThe scene is off screen.\n"
        let hits = try Self.index(files).search("background", limit: 10)
        #expect(hits.first { $0.id == "states/scene/background" }?.lifecycle == "scene")
        #expect(hits.first { $0.id == "methods/application-did-enter-background" }?.lifecycle == "app")
        #expect(hits.first { $0.id == "guides/background" }?.lifecycle == nil)
    }
}
