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
        #expect(found.first?.message == "raw HTML '<kbd>' is left out of the site")
        #expect(found.last?.message == "raw HTML '<details>' is left out of the site")
        #expect(found.allSatisfy { $0.severity == .warning && $0.suggestion?.contains("unsafe-html: true") == true })
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
        #expect(found.allSatisfy { $0.severity == .warning && $0.suggestion?.contains("one cell per column") == true })
    }
}
