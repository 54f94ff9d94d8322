import LifedocBase
import LifedocCheck
import Testing

/// A GitHub-style table, which the site would show as '|' text, is named with its line.
struct TableCheckerTests {
    @Test func namesGitHubTablesButNotOtherPipes() throws {
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
            --- | ---
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
        #expect(found.map { "\($0.location?.file ?? ""):\($0.location?.line ?? 0)" } == ["en/guides/tables.md:5", "en/guides/tables.md:9"])
        #expect(found.allSatisfy { $0.severity == .warning && $0.suggestion?.contains("list") == true })
    }
}
