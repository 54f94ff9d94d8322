import LifedocBase
import LifedocCheck
import Testing

/// Markup the site would not show as written is named, with its line: raw HTML a page does not
/// keep, and GitHub-style tables.
struct LeftOutMarkupCheckerTests {
    @Test func namesRawHTMLTheSiteLeavesOutButNotCommentsOrCode() throws {
        var files = CheckFixture.files
        files["Content/en/guides/html.md"] = """
            ---
            kind: article
            title: HTML
            ---
            Press <kbd>⌘</kbd> and <kbd>H</kbd> to go home.

            <details>
            <summary>Why</summary>
            Because the scene goes to the background.
            </details>

            <!-- a note for the next writer -->

            Write `<div>` in code, or in a block:

            ```html
            <div class="note">kept as code</div>
            ```
            """
        files["Content/ko/guides/html.md"] = """
            ---
            kind: article
            title: HTML
            unsafe-html: true
            ---
            <div class="note">정리된 HTML로 남습니다.</div>
            """
        let report = try CheckFixture.report(files)
        let found = report.diagnostics.filter { $0.code == .rawHTML }
        #expect(found.map { "\($0.location?.file ?? ""):\($0.location?.line ?? 0)" } == ["en/guides/html.md:5", "en/guides/html.md:7"])
        #expect(found.first?.message.hasPrefix("raw HTML '<kbd>' is left out of the site: write it in Markdown") == true)
        #expect(found.last?.message.hasPrefix("raw HTML '<details>' is left out of the site") == true)
        // The way out is in the message: a suggestion is only ever a "did you mean" name.
        #expect(found.allSatisfy { $0.severity == .warning && $0.message.hasSuffix("'unsafe-html: true' in the front matter") && $0.suggestion == nil })
    }

    /// A GitHub-style table shows as one; only one whose header and delimiter rows disagree on the
    /// number of cells, which the site would show as '|' text, is named, with what to fix. Pipes in
    /// prose and code are no table.
    @Test func namesOnlyTablesTheSiteCannotShowAsTables() throws {
        var files = CheckFixture.files
        files["Content/en/guides/tables.md"] = """
            ---
            kind: article
            title: Tables
            ---
            | State | Called |
            |---|:---:|
            | background | `sceneDidEnterBackground(_:)` |

            State | Called
            --- | --- | ---
            active | `sceneDidBecomeActive(_:)`

            A pipe in a sentence | is only a pipe,
            and a line of dashes under it is not a row: --- | ---.

            `a | b`

            ```
            | in | code |
            |----|------|
            ```
            """
        let report = try CheckFixture.report(files)
        let found = report.diagnostics.filter { $0.code == .markdownTable }
        #expect(found.map { "\($0.location?.file ?? ""):\($0.location?.line ?? 0)" } == ["en/guides/tables.md:9"])
        #expect(found.allSatisfy { $0.severity == .warning && $0.message.contains("one cell per column") && $0.suggestion == nil })
    }

    /// Each undefined label is compared with the page's labels once, and only within a budget: a
    /// page of 20,000 notes in list items, each referring to an undefined one, took minutes.
    @Test func suggestsFootnoteLabelsWithinABudget() throws {
        var files = CheckFixture.files
        let labels = 200, references = 600
        let body = (0..<references).map { "본문[^x\($0)]과 [^x\($0)]" }.joined(separator: " ") + "\n\n"
            + (0..<labels).map { "- [^y\($0)]: 정의 [^x\($0)]" }.joined(separator: "\n") + "\n"
        files["Content/ko/guides/many-notes.md"] = "---\nkind: article\ntitle: 많은 각주\n---\n" + body
        let report = try CheckFixture.report(files)
        let undefined = report.diagnostics.filter { $0.code == .footnoteUndefined && $0.location?.file == "ko/guides/many-notes.md" }
        #expect(undefined.count == 2 * references + labels)
        let suggested = Set(undefined.compactMap { $0.suggestion == nil ? nil : $0.message })
        // 100,000 comparisons with 200 labels: the first 500 distinct labels get a suggestion.
        #expect(Set(undefined.prefix(1_000).map(\.message)).count == 500 && undefined.prefix(1_000).allSatisfy { $0.suggestion != nil })
        #expect(suggested.count == 500)
        #expect(undefined.first?.suggestion == "[^y0]")
    }

    /// A footnote reference whose label the page does not define (a typo) and a note nothing
    /// refers to are named with their lines; the nearest defined label is suggested.
    @Test func namesFootnotesThatAreUndefinedOrUnused() throws {
        var files = CheckFixture.files
        files["Content/ko/guides/notes.md"] = """
            ---
            kind: article
            title: 각주
            ---
            나침반은 heading[^방항]을 알려 주고, 위치는 iBeacon[^1]으로 잽니다.

            [^1]: 저전력 전파 발신 장치입니다.
            [^방향]: 북쪽을 기준으로 잰 각도입니다.

            `[^코드]`는 코드라서 각주가 아닙니다. ```같은 줄의 코드```도 펜스가 아닙니다.

            [^나중]: 펜스로 잘못 읽으면 이 정의를 놓칩니다.[^나중]

            [링크 글의 [^1]은 *각주[^1]*가 아닙니다](https://example.com), 그 뒤의 [^없는것]은 보고됩니다.

            이스케이프한 \\[^보기]와 [^보기\\]는 글자 그대로라서 보고하지 않고, \\`코드\\` 뒤의 [^오타]는 제 열에서 보고합니다.
            """
        let report = try CheckFixture.report(files)
        let undefined = report.diagnostics.filter { $0.code == .footnoteUndefined }
        #expect(undefined.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["5:13", "14:57", "16:52"])
        #expect(undefined.first?.suggestion == "[^방향]")
        let unused = report.diagnostics.filter { $0.code == .footnoteUnused }
        #expect(unused.map { "\($0.location?.file ?? ""):\($0.location?.line ?? 0)" } == ["ko/guides/notes.md:8"])
        #expect(undefined.allSatisfy { $0.severity == .warning } && unused.allSatisfy { $0.severity == .warning })
    }
}
