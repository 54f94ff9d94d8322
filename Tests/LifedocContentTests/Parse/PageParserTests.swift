import Foundation
import LifedocBase
import LifedocContent
import Testing

@Suite struct PageParserTests {
    private func parse(_ path: String, _ text: String) -> (Page?, [Diagnostic]) {
        PageParser.parse(SourceFile(path: path, text: text))
    }

    @Test func makesAPageWithoutFrontMatterAnArticleTitledByItsFirstHeading() throws {
        let (page, diagnostics) = parse("ko/imported/post.md", "# 백그라운드 정리\n\n첫 문단입니다.\n\n## 둘째 {#second}\n\n본문\n")
        let article = try #require(page)
        #expect(diagnostics.isEmpty)
        #expect(article.kind == .article && article.title == "백그라운드 정리" && article.language == .ko)
        #expect(article.id == "imported/post" && !article.hasFrontMatter && article.titleFromHeading)
        #expect(article.summary == "첫 문단입니다.")
        #expect(article.sections.map(\.explicitID) == ["second"] && article.sections[0].title == "둘째")
    }

    @Test func readsTypedFieldsAndShiftsBodyLinesPastTheFrontMatter() throws {
        let text = """
            ---
            kind: method
            title: sceneDidEnterBackground(_:)
            symbol: sceneDidEnterBackground(_:)
            transitions:
              - from: scene/foreground-inactive
                to: scene/background
                order: 2
            ---
            Summary.
            """
        let (page, diagnostics) = parse("en/methods/x.md", text)
        let method = try #require(page)
        #expect(diagnostics.isEmpty)
        #expect(method.kind == .method && method.header.symbol?.value == "sceneDidEnterBackground(_:)")
        #expect(method.header.transitions.map { "\($0.from ?? "")>\($0.to)#\($0.order)@\($0.location.line)" }
            == ["scene/foreground-inactive>scene/background#2@6"])
        #expect(method.lead.first?.position.line == 10)
    }

    /// An order outside 0…1,000,000 is an error at its line; one as large as Int.max once crashed
    /// the graph's edge ordering (found in review).
    @Test(arguments: ["9223372036854775807", "-1", "1000001", "둘째"])
    func rejectsATransitionOrderOutOfRange(order: String) throws {
        let text = "---\nkind: method\ntitle: x\ntransitions:\n  - from: scene/a\n    to: scene/b\n    order: \(order)\n---\nBody\n"
        let (page, diagnostics) = parse("en/methods/x.md", text)
        #expect(try #require(page).header.transitions.map(\.order) == [0])
        #expect(diagnostics.map(\.code) == [.invalidField])
        #expect(diagnostics.first?.location?.line == 7)
    }

    @Test func reportsMalformedYAMLWithTheFileLineOfTheError() {
        let (page, diagnostics) = parse("en/methods/x.md", "---\nkind: method\ntitle: [unclosed\nsymbol: x\n---\nBody\n")
        #expect(page == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.code == .invalidFrontMatter)
        #expect(diagnostics.first?.location?.file == "en/methods/x.md")
        #expect((3...5).contains(diagnostics.first?.location?.line ?? 0))
    }

    /// An Objective-C selector ends with a colon and a title may hold one: unquoted, YAML reads a
    /// mapping there. The error names the line and gives the line quoted.
    @Test(arguments: [
        ("objc: applicationDidEnterBackground:", "objc: \"applicationDidEnterBackground:\""),
        ("objc: application:didFinishLaunchingWithOptions:  # the selector", "objc: \"application:didFinishLaunchingWithOptions:\" # the selector"),
        ("title: 씬 델리게이트: 기초", "title: \"씬 델리게이트: 기초\""),
        ("title: Say \"hi\": now", "title: \"Say \\\"hi\\\": now\""),
    ])
    func suggestsQuotingAValueWithAColon(line: String, quoted: String) throws {
        let (page, diagnostics) = parse("en/methods/x.md", "---\nkind: method\n\(line)\nsymbol: x\n---\nBody\n")
        #expect(page == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == .invalidFrontMatter && diagnostic.location?.line == 3)
        #expect(diagnostic.message.contains("must be quoted"))
        #expect(diagnostic.suggestion == quoted)
        // The suggestion parses, to the value that was meant.
        let (fixed, problems) = parse("en/methods/x.md", "---\nkind: method\n\(quoted)\nsymbol: x\n---\nBody\n")
        #expect(fixed != nil && !problems.contains { $0.code == .invalidFrontMatter }, "\(problems)")
    }

    /// YAML notices an unclosed quote or bracket lines after it opens; the error names the line it
    /// opens on, says what is not closed, and gives the line closed.
    @Test(arguments: [
        ("title: \"Save data", "quote", "title: \"Save data\""),
        ("title: 'It''s saved", "quote", "title: 'It''s saved'"),
        ("keywords: [one, \"two, three\"", "'['", "keywords: [one, \"two, three\"]"),
        ("keywords: {a: [1, 2]", "'{'", "keywords: {a: [1, 2]}"),
    ])
    func namesTheLineOfAnUnclosedValue(line: String, opener: String, closed: String) throws {
        let (page, diagnostics) = parse("en/tasks/x.md", "---\nkind: task\n\(line)\nsummary: x\nkeywords2:\n  - \"one\"\n---\nBody\n")
        #expect(page == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == .invalidFrontMatter && diagnostic.location?.line == 3, "\(diagnostic)")
        #expect(diagnostic.message.contains("the \(opener) that opens this value is not closed (YAML found the problem on line"), "\(diagnostic.message)")
        #expect(diagnostic.suggestion == closed)
        // A value closed on its own line is no suspect: the error stays where YAML found it.
        let (_, fine) = parse("en/tasks/x.md", "---\nkind: task\ntitle: \"Save\"\nsummary: [a, b]\nbad: : :\n---\nBody\n")
        #expect(fine.first?.message.contains("is not closed") == false && fine.first?.location?.line == 5, "\(fine)")
        // Nor is one YAML allows over two lines and closes before the error.
        let (_, twoLines) = parse("en/tasks/x.md", "---\nkind: task\nkeywords: [one,\n  two]\nbad: : :\n---\nBody\n")
        #expect(twoLines.first?.message.contains("is not closed") == false && twoLines.first?.location?.line == 5, "\(twoLines)")
    }

    @Test func suggestsNothingForOtherYAMLErrors() {
        let (_, diagnostics) = parse("en/methods/x.md", "---\nkind: method\ntitle: x\n\tsymbol: x\n---\nBody\n")
        #expect(diagnostics.first?.code == .invalidFrontMatter && diagnostics.first?.suggestion == nil, "\(diagnostics)")
    }

    @Test func rejectsFrontMatterThatIsNotAMapping() {
        let (page, diagnostics) = parse("en/a.md", "---\n- one\n- two\n---\nBody\n")
        #expect(page == nil)
        #expect(diagnostics.map(\.code) == [.frontMatterNotMapping])
        #expect(diagnostics.first?.location?.line == 2)
    }

    @Test func reportsFrontMatterThatIsNeverClosed() {
        let (page, diagnostics) = parse("en/a.md", "---\nkind: state\nBody\n")
        #expect(page == nil && diagnostics.map(\.code) == [.invalidFrontMatter])
    }

    @Test func warnsOfUnknownFieldsWithTheNearestKnownName() throws {
        let (page, diagnostics) = parse("en/a.md", "---\nkind: method\nsymbl: viewDidLoad()\n---\nBody\n")
        #expect(page != nil)
        let warning = try #require(diagnostics.first)
        #expect(warning.code == .unknownField && warning.severity == .warning)
        #expect(warning.suggestion == "symbol" && warning.location?.line == 3)
    }

    /// A kind or life cycle that is none gets the one it most likely means: a typo, a folder's
    /// name, a guide (an article here), a UIKit class name; nothing when none is close.
    @Test(arguments: [
        ("methd", "method"), ("Tasks", "task"), ("states", "state"), ("guides", "article"), ("Guide", "article"),
        ("artcle", "article"), ("블로그", nil), ("recipe", nil),
    ] as [(String, String?)])
    func suggestsTheKindAWrongOneMeant(value: String, expected: String?) throws {
        let (_, diagnostics) = parse("ko/a.md", "---\nkind: \(value)\ntitle: 제목\n---\n본문\n")
        let problem = try #require(diagnostics.first { $0.code == .invalidField })
        #expect(problem.location?.line == 2 && problem.suggestion == expected)
    }

    @Test func suggestsTheLifeCycleAWrongOneMeant() {
        for (value, expected) in [("UIScene", "scene"), ("scene-based", "scene"), ("application", "app"), ("씬", nil)] as [(String, String?)] {
            let (_, diagnostics) = parse("ko/a.md", "---\nkind: state\ntitle: T\nlifecycle: \(value)\n---\n본문\n")
            #expect(diagnostics.first { $0.code == .invalidField }?.suggestion == expected, "\(value)")
        }
    }

    /// A key given twice is reported where it comes again, with the first one beside it, also
    /// inside a nested mapping.
    @Test func pointsAtTheRepeatedKeyAndItsFirstLine() throws {
        let (page, diagnostics) = parse("ko/a.md", "---\ntitle: 첫 제목\nkind: article\ntitle: 둘째 제목\n---\n본문\n")
        #expect(page == nil)
        let repeated = try #require(diagnostics.first)
        #expect(repeated.code == .invalidFrontMatter && repeated.location?.line == 4)
        #expect(repeated.related.map(\.line) == [2] && repeated.message.contains("'title', first given on line 2"))
        let nested = parse(
            "ko/b.md", "---\ntitle: T\ntranslation:\n  source: en\n  sections:\n    lead: \"a\"\n    when: \"b\"\n    lead: \"c\"\n---\n본문\n").1
        #expect(nested.first?.location?.line == 8 && nested.first?.related.map(\.line) == [6])
    }

    /// `keywords:` is a list on a page of any kind; each keyword keeps its own line, and a
    /// mapping or a nested list is an error there.
    @Test func readsKeywordsAndRejectsThemInTheWrongShape() throws {
        let text = "---\nkind: task\ntitle: 음악 재생\nkeywords:\n  - \"화면 꺼도 음악 계속\"\n  - music stops when locked\n---\nBody\n"
        let (page, diagnostics) = parse("ko/tasks/audio.md", text)
        #expect(diagnostics.isEmpty)
        #expect(try #require(page).header.keywords.map { "\($0.value)@\($0.location.line)" } == ["화면 꺼도 음악 계속@5", "music stops when locked@6"])
        let (_, wrong) = parse("en/a.md", "---\ntitle: T\nkeywords:\n  audio: music\n---\nBody\n")
        #expect(wrong.map(\.code) == [.invalidField] && wrong.first?.location?.line == 4)
        let (_, nested) = parse("en/a.md", "---\ntitle: T\nkeywords:\n  - [a, b]\n---\nBody\n")
        #expect(nested.map(\.code) == [.invalidField])
    }

    @Test func rejectsFieldsOfTheWrongShape() {
        let (_, diagnostics) = parse("en/a.md", "---\nkind: state\ntitle: T\nlifecycle: [app]\norder: soon\n---\nBody\n")
        #expect(diagnostics.map(\.code) == [.invalidField, .invalidField])
        #expect(diagnostics.compactMap(\.location?.line).sorted() == [4, 5])
    }

    /// A file named on macOS may be named in NFD: its id, and so its address, is NFC byte for byte.
    @Test func composesAnIDFromADecomposedFileName() throws {
        let name = "백그라운드-가이드".decomposedStringWithCanonicalMapping
        #expect(Array(name.utf8) != Array("백그라운드-가이드".utf8))
        let page = try #require(parse("ko/guides/\(name).md", "---\ntitle: 백그라운드 가이드\n---\n\n본문입니다.\n").0)
        #expect(Array(page.id.rawValue.utf8) == Array("guides/백그라운드-가이드".utf8))
        #expect(page.file == "ko/guides/\(name).md")
    }

    @Test func rejectsAnIDThatWouldLeaveTheOutputFolder() {
        let (_, diagnostics) = parse("en/a.md", "---\nid: ../../etc/passwd\ntitle: T\n---\nBody\n")
        #expect(diagnostics.map(\.code) == [.invalidPath])
    }

    /// An imported post with no front matter and no heading is titled by its file name.
    @Test(arguments: [("ko/imported/scene-session-cleanup.md", "Scene session cleanup"), ("ko/글/백그라운드_정리.md", "백그라운드 정리")])
    func titlesAPostWithoutAHeadingByItsFileName(path: String, title: String) throws {
        let (page, diagnostics) = PageParser.parse(SourceFile(path: path, text: "씬 세션을 정리하는 방법을 적어 둡니다.\n"))
        #expect(try #require(page).title == title)
        #expect(diagnostics.map(\.code) == [.missingTitle])
        #expect(diagnostics.first?.suggestion == "title: \"\(title)\"")
    }

    /// A page keeps no Markdown text, only whether it may link to a heading of its own: the anchor
    /// check walks just those pages' trees.
    @Test(arguments: [
        ("See [when](#when).", true), ("See [when](<#when>).", true), ("[w]: #when", true),
        ("A [link](other.md#when) and a # heading\n\n# Title", false), ("`#define` and C# code", false), ("", false),
    ])
    func tellsWhetherABodyMayLinkWithinItsPage(body: String, may: Bool) throws {
        let (page, _) = PageParser.parse(SourceFile(path: "en/guides/a.md", text: "---\ntitle: A\n---\n\(body)\n"))
        #expect(try #require(page).mayLinkWithinPage == may)
    }
}
