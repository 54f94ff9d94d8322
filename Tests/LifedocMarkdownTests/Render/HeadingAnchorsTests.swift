import Foundation
import LifedocMarkdown
import Testing

/// The heading ids the link check accepts are the ones the renderer writes: the same rule, checked
/// against the rendered HTML on crafted headings and on every page of the project's Content.
struct HeadingAnchorsTests {
    /// Every `id="…"` of a rendered body.
    private func renderedIDs(_ source: String, dropsTitleHeading: Bool) -> Set<String> {
        let html = CmarkConverter.renderHTML(
            source, options: HTMLRenderOptions(dropsTitleHeading: dropsTitleHeading), linker: PlainLinker()).html
        var ids: Set<String> = []
        var rest = Substring(html)
        while let start = rest.range(of: " id=\"") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            ids.insert(String(rest[..<end]))
            rest = rest[end...]
        }
        return ids
    }

    static let samples = [
        "# Title\n\n## When it is called {#when}\n\n## When it is called\n\n## When it is called\n",
        "# 백그라운드\n\n## 흔한 실수와 `해결`!\n\n### *강조*와 [링크](x.md)\n\n> ## 인용 안의 제목\n\n- ## 목록 안의 제목\n",
        "## Background\n\n# Background\n\n## Background {#Not-Valid}\n\nSetext\n------\n",
        "Lead only, no heading.\n",
        "# Only a title\n",
    ]

    @Test(arguments: samples, [true, false])
    func agreesWithTheRenderer(source: String, dropsTitleHeading: Bool) {
        #expect(CmarkConverter.headingIDs(source, dropsTitleHeading: dropsTitleHeading)
            == renderedIDs(source, dropsTitleHeading: dropsTitleHeading))
        // The parse carries the same ids, for either choice, so checking needs no second parse.
        let document = CmarkConverter.parse(source)
        #expect((dropsTitleHeading ? document.headingIDsWithoutTitle : document.headingIDs)
            == renderedIDs(source, dropsTitleHeading: dropsTitleHeading))
    }

    @Test func agreesWithTheRendererOnEveryPageOfContent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content")
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".md") }
        #expect(files.count > 100)
        for file in files {
            var text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            // The body, after the front matter.
            if text.hasPrefix("---\n"), let end = text.range(of: "\n---\n") { text = String(text[end.upperBound...]) }
            let document = CmarkConverter.parse(text)
            for drops in [true, false] {
                #expect(CmarkConverter.headingIDs(text, dropsTitleHeading: drops) == renderedIDs(text, dropsTitleHeading: drops), "\(file)")
                #expect((drops ? document.headingIDsWithoutTitle : document.headingIDs) == renderedIDs(text, dropsTitleHeading: drops), "\(file)")
            }
        }
    }

    @Test func numbersAnIDThatIsTaken() {
        var anchors = HeadingAnchors()
        #expect(["when", "when", "when-2", "when", "실수"].map { anchors.claim($0) } == ["when", "when-2", "when-2-2", "when-3", "실수"])
    }
}
