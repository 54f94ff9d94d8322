import LifedocBase
import LifedocCheck
import LifedocContent
import LifedocGraph
import LifedocTestSupport
import Testing

/// One section id, one heading text, per kind and language.
@Suite struct HeadingConsistencyCheckerTests {
    private func task(_ slug: String, why: String, language: Language) -> (String, String) {
        let body = language == .en
            ? "Some work that an app does at one moment of its life cycle, described here at length.\n\n## \(why) {#why}\n\nBecause it matters to the people who use the app every day.\n"
            : "앱이 생명 주기의 한 시점에 해야 하는 일을 여기서 충분히 길게 설명합니다.\n\n## \(why) {#why}\n\n앱을 매일 쓰는 사람에게 중요하기 때문입니다.\n"
        return ("Content/\(language.rawValue)/tasks/\(slug).md", "---\nkind: task\ntitle: \(slug)\n---\n" + body)
    }

    private func report(_ koreanHeadings: [String]) throws -> [Diagnostic] {
        var files: [String: String] = [:]
        for (index, heading) in koreanHeadings.enumerated() {
            let (enPath, en) = task("t\(index)", why: "Why", language: .en)
            let (koPath, ko) = task("t\(index)", why: heading, language: .ko)
            files[enPath] = en
            files[koPath] = ko
        }
        let content = try ContentLoader.load(from: "Content", fileSystem: MemoryFileSystem(MarkedTranslations.marked(files)))
        return Checks.run(content).diagnostics.filter { $0.code == .headingVariant }
    }

    /// (Line 12: the translation stamp adds six lines of front matter to each Korean page.)
    @Test func warnsOnTheRareHeadingWithTheCommonOneAsItsSuggestion() throws {
        let found = try report(["필요한 이유", "왜 필요한가", "필요한 이유"])
        #expect(found.count == 1)
        #expect(found.first?.location == SourceLocation(file: "ko/tasks/t1.md", line: 12))
        #expect(found.first?.severity == .warning)
        #expect(found.first?.suggestion == "필요한 이유")
        #expect(found.first?.message.contains("'왜 필요한가'") == true)
        #expect(found.first?.related == [SourceLocation(file: "ko/tasks/t0.md", line: 12)])
    }

    @Test func acceptsOneHeadingPerIdAndComparesOnlyWithinALanguage() throws {
        #expect(try report(["필요한 이유", "필요한 이유"]).isEmpty)
    }

    /// A tie goes to the form that sorts first, whatever order the pages are read in.
    @Test func breaksATieTheSameWayEveryTime() throws {
        let first = try report(["왜 필요한가", "필요한 이유"])
        let second = try report(["필요한 이유", "왜 필요한가"])
        #expect(first.map(\.suggestion) == ["왜 필요한가"])
        #expect(second.map(\.suggestion) == ["왜 필요한가"])
    }
}
