import Foundation
import LifedocBase
import LifedocCheck
import LifedocTestSupport
import Testing

/// Each formatter is a pure function of the report, compared with a golden file
/// (`LIFEDOC_UPDATE_GOLDENS=1` rewrites them for review).
@Suite struct FormattersTests {
    /// The clean fixture with a missing Korean page, a glossary variant and an unknown method.
    static func report() throws -> CheckReport {
        var files = CheckFixture.files
        files["Content/ko/methods/scene-will-resign-active.md"] = nil
        files["Content/ko/states/scene/foreground.md"] = files["Content/ko/states/scene/foreground.md"]!
            .replacingOccurrences(of: "씬이 포그라운드 상태에", with: "씬이 포어그라운드 상태에")
        files["Content/en/states/scene/background.md"] = files["Content/en/states/scene/background.md"]!
            + "\nCall sceneDidBackground: here, 100% \"quoted\", with a comma.\n"
        return try CheckFixture.report(files)
    }

    @Test(arguments: ["txt", "json", "github", "sarif"])
    func matchesTheGoldenOutput(format: String) throws {
        let report = try Self.report()
        let output: String
        switch format {
        case "txt": output = TextFormatter.format(report, pathPrefix: "Content/")
        case "json": output = JSONFormatter.format(report, pathPrefix: "Content/")
        case "github": output = GitHubFormatter.format(report, pathPrefix: "Content/")
        default: output = SARIFFormatter.format(report, pathPrefix: "Content/")
        }
        let path = Fixtures.folder() + "/formats/expected.\(format)"
        #expect(output == (try Fixtures.golden(path, actual: output)))
    }

    /// SARIF names the project's repository when the site configuration gives one, and no address otherwise.
    @Test func namesTheRepositoryInSARIFOnlyWhenOneIsConfigured() throws {
        let report = try Self.report()
        #expect(!SARIFFormatter.format(report).contains("informationUri"))
        #expect(SARIFFormatter.format(report, informationURI: "https://github.com/owner/project")
            .contains("\"informationUri\" : \"https://github.com/owner/project\""))
    }

    /// A related location's note says what it is to the rule.
    @Test(arguments: [
        (DiagnosticCode.duplicateID, "first used here"), (.invalidFrontMatter, "first given here"),
        (.unknownSymbol, "its page, which does not parse"), (.staleTranslation, "counterpart here"),
    ])
    func namesWhatARelatedLocationIs(code: DiagnosticCode, note: String) {
        let diagnostic = Diagnostic(
            code, at: SourceLocation(file: "ko/guides/a.md", line: 3), "x", related: [SourceLocation(file: "en/guides/a.md", line: 1)])
        #expect(TextFormatter.format(diagnostic, pathPrefix: "Content/").split(separator: "\n").last
            == "  Content/en/guides/a.md:1:1: note: \(note)")
    }

    @Test func writesJSONWithDiagnosticsAndCoverage() throws {
        let data = Data(JSONFormatter.format(try Self.report(), pathPrefix: "Content/").utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 4)
        for key in ["severity", "code", "file", "line", "column", "message"] {
            #expect(diagnostics.allSatisfy { $0[key] != nil }, "\(key)")
        }
        let coverage = try #require(object["coverage"] as? [String: [String: [String: Any]]])
        #expect(coverage["method"]?["ko"]?["described"] as? Int == 1)
        #expect(coverage["method"]?["ko"]?["percent"] as? Double == 50)
    }

    @Test func writesSARIFTwoOneZeroWithRulesAndLocations() throws {
        let data = Data(SARIFFormatter.format(try Self.report(), pathPrefix: "Content/").utf8)
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["missing-translation", "unknown-symbol", "stale-translation", "terminology-variant"])
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ["missing-translation", "stale-translation", "terminology-variant", "unknown-symbol"])
    }

    @Test func escapesWorkflowCommandSyntax() {
        #expect(GitHubFormatter.escapeData("100% done\r\nnext") == "100%25 done%0D%0Anext")
        #expect(GitHubFormatter.escapeProperty("a:b,c") == "a%3Ab%2Cc")
    }
}
