import LifedocBase
import LifedocCheck
import Testing

/// One unreadable page is one problem to fix: what follows from it is folded under it.
struct FollowOnsTests {
    private func diagnostic(_ code: DiagnosticCode, _ file: String, related: [String] = []) -> Diagnostic {
        Diagnostic(code, at: SourceLocation(file: file, line: 5), "\(code.rawValue) in \(file)",
                   related: related.map { SourceLocation(file: $0, line: 1) })
    }

    @Test func foldsMentionsTheTwinAndTheTranslationUnderTheUnreadablePage() {
        let cause = diagnostic(.invalidFrontMatter, "en/methods/a.md")
        let mention = diagnostic(.unknownSymbol, "en/guides/g.md", related: ["en/methods/a.md"])
        let twin = diagnostic(.missingField, "ko/methods/a.md")
        let translation = diagnostic(.missingTranslation, "ko/methods/a.md", related: ["en/methods/a.md"])
        let unrelated = diagnostic(.brokenLink, "en/guides/h.md")
        let folded = FollowOns.fold([cause, mention, twin, translation, unrelated].sorted())
        #expect(folded.map(\.diagnostic) == [unrelated, cause], "in the order given")
        #expect(Set(folded[1].followOns) == [mention, twin, translation])
        #expect(folded[0].followOns.isEmpty)
        #expect(FollowOns.causesFirst(folded).map(\.diagnostic) == [cause, unrelated])
    }

    /// A method page without its symbol and its protocol is told both at once, not one per run.
    @Test func keepsEveryFieldMissingFromAPage() {
        let symbol = diagnostic(.missingField, "en/methods/a.md")
        let type = Diagnostic(.missingField, at: SourceLocation(file: "en/methods/a.md", line: 5), "no protocol")
        let folded = FollowOns.fold([symbol, type].sorted())
        #expect(folded.count == 2 && folded.allSatisfy(\.followOns.isEmpty))
    }

    @Test func keepsTwoUnreadablePagesThatNameEachOtherAsCauses() {
        let first = diagnostic(.invalidFrontMatter, "en/a.md", related: ["en/b.md"])
        let second = diagnostic(.invalidFrontMatter, "en/b.md", related: ["en/a.md"])
        let folded = FollowOns.fold([first, second])
        #expect(folded.map(\.diagnostic) == [first, second])
    }

    /// In the github format the cause is the first annotation and says how many follow.
    @Test func putsTheCauseFirstForGitHub() throws {
        var files = CheckFixture.files
        let path = "Content/en/methods/scene-will-resign-active.md"
        files[path] = files[path]!.replacingOccurrences(of: "objc: \"sceneWillResignActive:\"", with: "objc: sceneWillResignActive:")
        // The other method's page mentions it: a follow-on, as is the Korean twin's missing fact.
        files["Content/en/methods/scene-did-enter-background.md"] = files["Content/en/methods/scene-did-enter-background.md"]!
            .replacingOccurrences(of: "Save data and free memory", with: "As after `sceneWillResignActive(_:)`, save data and free memory")
        let report = try CheckFixture.report(files)
        #expect(report.diagnostics.count > 1)
        let lines = GitHubFormatter.format(report).split(separator: "\n")
        // The cause, then the one problem of its own: the Korean text is behind the changed English.
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.last?.contains("stale-translation") == true)
        #expect(lines.first?.contains("invalid-front-matter") == true)
        #expect(lines.first?.contains("follow-on problem") == true)
        #expect(GitHubFormatter.format(report, verbose: true).split(separator: "\n").count == report.diagnostics.count)
        let summary = StepSummaryFormatter.format(report)
        #expect(summary.hasPrefix("### lifedoc check\n") && summary.contains("| method |") && summary.contains("1 root cause"))
    }
}
