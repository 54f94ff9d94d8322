import LifedocBase
import Testing

@Suite struct DiagnosticTests {
    @Test func formatsAsFileLineColumnSeverityMessageCode() {
        let diagnostic = Diagnostic(
            .unknownSymbol, at: SourceLocation(file: "ko/methods/x.md", line: 12, column: 5),
            "'sceneDidBackground(_:)' names no known life-cycle method", suggestion: "sceneDidEnterBackground(_:)")
        #expect(diagnostic.formatted
            == "ko/methods/x.md:12:5: error: 'sceneDidBackground(_:)' names no known life-cycle method [unknown-symbol] (did you mean 'sceneDidEnterBackground(_:)'?)")
    }

    @Test func ordersDiagnosticsByFileThenLineThenColumnThenCode() {
        let a = Diagnostic(.brokenLink, at: SourceLocation(file: "en/b.md", line: 2, column: 1), "x")
        let b = Diagnostic(.unknownSymbol, at: SourceLocation(file: "en/a.md", line: 9, column: 1), "x")
        let c = Diagnostic(.brokenLink, at: SourceLocation(file: "en/a.md", line: 9, column: 1), "x")
        let d = Diagnostic(.brokenLink, at: SourceLocation(file: "en/a.md", line: 3, column: 7), "x")
        #expect([a, b, c, d].sorted() == [d, c, b, a])
    }

    /// What stops `build` is an error to `check` as well, so a check that passes never leads to a
    /// build that refuses (a broken anchor was once a warning to the one and a stop to the other).
    @Test func everyCodeThatBreaksTheSiteIsAnError() {
        for code in DiagnosticCode.allCases where code.breaksSite {
            #expect(code.defaultSeverity == .error, "\(code.rawValue)")
        }
    }

    @Test func everyCodeHasAKebabCaseNameAndAnExplanation() {
        for code in DiagnosticCode.allCases {
            #expect(code.rawValue.allSatisfy { $0.isLowercase || $0 == "-" }, "\(code.rawValue)")
            #expect(!code.explanation.isEmpty)
        }
    }
}
