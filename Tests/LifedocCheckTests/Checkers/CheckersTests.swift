import LifedocBase
import LifedocCheck
import LifedocContent
import Testing

/// One test per kind of problem: each changes the clean fixture once and asserts the exact codes,
/// files and lines reported.
@Suite struct CheckersTests {
    private func summary(_ report: CheckReport) -> [String] {
        report.diagnostics.map { "\($0.code.rawValue) \($0.location.map { "\($0.file):\($0.line)" } ?? "-")" }
    }

    @Test func reportsNothingOnTheCleanFixture() throws {
        let report = try CheckFixture.report(CheckFixture.files)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.formatted))")
        #expect(!report.fails(strict: true))
        #expect(report.coverage.rows.filter { $0.total > 0 }.allSatisfy { $0.percent == 100 })
    }

    @Test func reportsAMethodMissingInOneLanguageAsAnError() throws {
        var files = CheckFixture.files
        files["Content/ko/methods/scene-will-resign-active.md"] = nil
        let report = try CheckFixture.report(files)
        #expect(summary(report) == ["missing-translation en/methods/scene-will-resign-active.md:1"])
        #expect(report.diagnostics[0].message.contains("Korean page for method 'sceneWillResignActive(_:)' is missing"))
        let methods = report.coverage.rows.first { $0.kind == .method && $0.language == .ko }
        #expect(methods?.described == 1 && methods?.total == 2 && methods?.percent == 50)
        #expect(report.fails(strict: false))
    }

    @Test func doesNotCountAPlaceholderAsADescription() throws {
        var files = CheckFixture.files
        files["Content/ko/methods/scene-will-resign-active.md"] = "---\nkind: method\ntitle: sceneWillResignActive(_:)\n---\n번역 예정\n"
        let report = try CheckFixture.report(files)
        #expect(summary(report).contains("placeholder-page ko/methods/scene-will-resign-active.md:1"))
        #expect(report.coverage.rows.first { $0.kind == .method && $0.language == .ko }?.described == 1)
    }

    /// The same two-sentence description is long enough in both languages, although the Korean
    /// has fewer words (its particles are part of them); one sentence is not, in either.
    @Test(arguments: [
        ("en", "The scene moves to the background and UIKit tells its delegate. Save what the user changed here.", true),
        ("ko", "씬이 백그라운드로 가면 UIKit이 델리게이트에 알립니다. 사용자가 바꾼 내용을 여기서 저장합니다.", true),
        ("en", "UIKit calls this when the scene moves to the background.", false),
        ("ko", "씬이 백그라운드로 가면 UIKit이 이 메서드를 호출합니다.", false),
    ])
    func countsADescriptionByTheWordsOfItsLanguage(language: String, text: String, real: Bool) throws {
        let page = try #require(PageParser.parse(SourceFile(
            path: "\(language)/methods/m.md", text: "---\nkind: method\ntitle: sceneDidEnterBackground(_:)\n---\n\n\(text)\n")).0)
        #expect(Description.isReal(page) == real)
    }

    /// A link to a heading names one the page has (another page's or its own, Korean ids written
    /// raw or percent-encoded); a misspelt or miscased one is an error with the nearest id.
    @Test func reportsLinksToHeadingsThePageDoesNotHave() throws {
        var files = CheckFixture.files
        files["Content/en/guides/anchors.md"] = """
            ---
            kind: article
            title: Anchors
            ---
            See [when](../methods/scene-did-enter-background.md#when), [a typo](../methods/scene-did-enter-background.md#whne),
            [the Korean one](#%EC%9E%90%EB%8F%99-%EC%95%B5%EC%BB%A4), [raw](#자동-앵커), [case](#Own-heading), [own](#own-heading).

            ## Own heading

            ## 자동 앵커
            """
        let report = try CheckFixture.report(files)
        let anchors = report.diagnostics.filter { $0.code == .brokenAnchor }
        #expect(anchors.map { "\($0.location?.line ?? 0):\($0.suggestion ?? "-")" } == ["5:when", "6:own-heading"])
        // An error, as it stops `build`: `check` must not pass what `build` then refuses.
        #expect(anchors.allSatisfy { $0.severity == .error && $0.location?.file == "en/guides/anchors.md" })
        #expect(anchors.first?.message == "link '../methods/scene-did-enter-background.md#whne' points at a heading 'whne' that en/methods/scene-did-enter-background.md does not have")
    }

    /// A footnote written the way GitHub READMEs write it points at an id raw HTML gives, which
    /// the site leaves out: still an error, saying so; an id only another attribute ends with
    /// (data-id) is no such id.
    @Test func saysWhenAnAnchorIsAnIDOnlyRawHTMLGives() throws {
        var files = CheckFixture.files
        files["Content/en/guides/notes.md"] = """
            ---
            kind: article
            title: Notes
            ---
            A claim.<sup id="ref1">[1](#note1)</sup> Another [2](#note2).

            <b id='note1'>1</b>: a source [↩](#ref1) <span data-id="note2">2</span>
            """
        let report = try CheckFixture.report(files)
        let anchors = report.diagnostics.filter { $0.code == .brokenAnchor && $0.location?.file == "en/guides/notes.md" }
        #expect(anchors.count == 3, "\(anchors)")
        let raw = anchors.filter { $0.message.contains("an id only raw HTML in en/guides/notes.md gives") }
        #expect(raw.map { $0.location?.line ?? 0 } == [5, 7], "\(raw)")
        #expect(anchors.contains { $0.message == "link '#note2' points at a heading 'note2' that en/guides/notes.md does not have" })
        #expect(anchors.allSatisfy { $0.severity == .error })
    }

    @Test func reportsAStaleTranslationWithTheChangedSectionNames() throws {
        var files = CheckFixture.files
        files["Content/en/methods/scene-did-enter-background.md"] = CheckFixture.englishMethod
            .replacingOccurrences(of: "Save data and free memory", with: "Save data, close files and free memory")
        let report = try CheckFixture.report(files)
        #expect(summary(report) == ["stale-translation ko/methods/scene-did-enter-background.md:4"])
        #expect(report.diagnostics[0].message.hasSuffix("section 'what-to-do' changed"))
        #expect(report.staleSections == ["methods/scene-did-enter-background": ["section 'what-to-do' changed"]])
    }

    @Test func ignoresAReflowedParagraphWhenCheckingStaleness() throws {
        var files = CheckFixture.files
        files["Content/en/methods/scene-did-enter-background.md"] = CheckFixture.englishMethod
            .replacingOccurrences(of: "Save data and free memory before", with: "Save   data and\nfree memory before")
        #expect(try CheckFixture.report(files).diagnostics.isEmpty)
    }

    @Test func warnsOfATranslationThatRecordsNoSource() throws {
        var files = CheckFixture.files
        files["Content/ko/methods/scene-will-resign-active.md"] = CheckFixture.koreanResign
        #expect(summary(try CheckFixture.report(files)) == ["unmarked-translation ko/methods/scene-will-resign-active.md:1"])
    }

    @Test func reportsSectionsThatDifferWithBothLocations() throws {
        var files = CheckFixture.files
        files["Content/ko/methods/scene-did-enter-background.md"] = files["Content/ko/methods/scene-did-enter-background.md"]!
            .replacingOccurrences(of: "{#what-to-do}", with: "{#todo}")
        let report = try CheckFixture.report(files)
        #expect(summary(report) == ["section-mismatch ko/methods/scene-did-enter-background.md:17"])
        #expect(report.diagnostics[0].related == [SourceLocation(file: "en/methods/scene-did-enter-background.md", line: 17)])
    }

    @Test func reportsACodeBlockThatWasTranslated() throws {
        var files = CheckFixture.files
        files["Content/ko/methods/scene-did-enter-background.md"] = files["Content/ko/methods/scene-did-enter-background.md"]!
            .replacingOccurrences(of: "{ save() }", with: "{ 저장() }")
        let report = try CheckFixture.report(files)
        #expect(summary(report) == ["code-mismatch ko/methods/scene-did-enter-background.md:21"])
        #expect(report.diagnostics[0].related == [SourceLocation(file: "en/methods/scene-did-enter-background.md", line: 21)])
    }

    @Test func reportsLinksAndMentionsThatDifferPerSection() throws {
        var files = CheckFixture.files
        files["Content/ko/methods/scene-did-enter-background.md"] = files["Content/ko/methods/scene-did-enter-background.md"]!
            .replacingOccurrences(of: "[백그라운드](../states/scene/background.md)", with: "[포그라운드](../states/scene/foreground.md)")
            .replacingOccurrences(of: "`sceneWillResignActive(_:)` 다음에", with: "다음에")
        let report = try CheckFixture.report(files)
        #expect(summary(report) == [
            "link-mismatch ko/methods/scene-did-enter-background.md:13",
            "mention-mismatch ko/methods/scene-did-enter-background.md:13",
        ])
        #expect(report.diagnostics[0].message.contains("only here: states/scene/foreground; only there: states/scene/background"))
        #expect(report.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(!report.fails(strict: false) && report.fails(strict: true))
    }

    @Test func reportsFactsTheLanguagesDisagreeOn() throws {
        var files = CheckFixture.files
        files["Content/ko/methods/scene-will-resign-active.md"] = files["Content/ko/methods/scene-will-resign-active.md"]!
            .replacingOccurrences(of: "kind: method\n", with: "kind: method\nprotocol: UIApplicationDelegate\n")
        let report = try CheckFixture.report(files)
        #expect(summary(report) == ["conflicting-fact ko/methods/scene-will-resign-active.md:3"])
        #expect(report.diagnostics[0].related == [SourceLocation(file: "en/methods/scene-will-resign-active.md", line: 6)])
    }

    @Test func reportsUnknownMethodsWithASuggestionAndBrokenLinks() throws {
        var files = CheckFixture.files
        for language in ["en", "ko"] {
            let path = "Content/\(language)/methods/scene-did-enter-background.md"
            files[path] = files[path]!.replacingOccurrences(of: "`sceneWillResignActive(_:)`", with: "`sceneWillResignActiv(_:)`")
                .replacingOccurrences(of: "scene/background.md", with: "scene/backgrond.md")
        }
        let report = try CheckFixture.report(files)
        #expect(summary(report) == [
            "unknown-symbol en/methods/scene-did-enter-background.md:15", "broken-link en/methods/scene-did-enter-background.md:15",
            // The English source changed too, so its translation is stale.
            "stale-translation ko/methods/scene-did-enter-background.md:4",
            "unknown-symbol ko/methods/scene-did-enter-background.md:15", "broken-link ko/methods/scene-did-enter-background.md:15",
        ])
        #expect(report.diagnostics.filter { $0.code == .unknownSymbol }.allSatisfy { $0.suggestion == "sceneWillResignActive(_:)" })
    }

    @Test func warnsOfAGlossaryVariantWithThePreferredTerm() throws {
        var files = CheckFixture.files
        files["Content/ko/states/scene/foreground.md"] = files["Content/ko/states/scene/foreground.md"]!
            .replacingOccurrences(of: "씬이 포그라운드 상태에", with: "씬이 포어그라운드 상태에")
        let report = try CheckFixture.report(files)
        #expect(summary(report) == ["terminology-variant ko/states/scene/foreground.md:9"])
        #expect(report.diagnostics[0].suggestion == "포그라운드" && report.diagnostics[0].location?.column == 4)
    }

    /// A keyword spelled with a variant is never matched by it (search reads the variant in a query
    /// as the preferred term): a warning at the keyword's line.
    @Test func warnsOfAGlossaryVariantInAKeyword() throws {
        var files = CheckFixture.files
        let page = "Content/ko/states/scene/foreground.md"
        files[page] = files[page]!.replacingOccurrences(of: "kind: state\n", with: "kind: state\nkeywords:\n  - \"앱 화면\"\n  - \"포어그라운드 전환\"\n")
        let report = try CheckFixture.report(files)
        #expect(summary(report) == ["terminology-variant ko/states/scene/foreground.md:5"])
        #expect(report.diagnostics.first?.suggestion == "포그라운드")
    }

    /// A term of two words written as one in a keyword is read as the term, like a variant; in
    /// prose it is left to the writer. A name in camel case is read as its words, and a one-word
    /// term whose spaced misspelling is a variant (백 그라운드) is not a joined form.
    @Test func warnsOfATwoWordTermWrittenAsOneInAKeyword() throws {
        var files = CheckFixture.files
        files["Content/glossary.yml"] = CheckFixture.glossary + "\n  - id: scene-delegate\n    en: scene delegate\n    ko: 씬 델리게이트\n"
            + "  - id: background\n    en: background\n    ko: 백그라운드\n    variants:\n      ko: [백 그라운드]\n"
        let page = "Content/ko/states/scene/foreground.md"
        files[page] = files[page]!.replacingOccurrences(of: "kind: state\n", with: "kind: state\nkeywords:\n  - \"씬델리게이트 알림\"\n  - \"백그라운드 전환\"\n")
        let english = "Content/en/states/scene/foreground.md"
        files[english] = files[english]!.replacingOccurrences(
            of: "kind: state\n", with: "kind: state\nkeywords:\n  - \"Scenedelegate callback\"\n  - \"scene delegate\"\n  - \"SceneDelegate window\"\n")
        let report = try CheckFixture.report(files)
        #expect(summary(report) == ["terminology-variant en/states/scene/foreground.md:4", "terminology-variant ko/states/scene/foreground.md:4"])
        #expect(report.diagnostics.map(\.suggestion) == ["scene delegate", "씬 델리게이트"])
    }

    /// Korean pasted from macOS is often decomposed (NFD): the variant is found in it all the same,
    /// at the column of the syllable where it starts.
    @Test func findsAGlossaryVariantInDecomposedKorean() throws {
        var files = CheckFixture.files
        let page = "Content/ko/states/scene/foreground.md"
        files[page] = files[page]!.replacingOccurrences(of: "씬이 포그라운드 상태에", with: "씬이 포어그라운드 상태에")
            .decomposedStringWithCanonicalMapping
        #expect(files[page]!.unicodeScalars.contains { (0x1100...0x11FF).contains($0.value) })
        let report = try CheckFixture.report(files)
        #expect(summary(report) == ["terminology-variant ko/states/scene/foreground.md:9"])
        #expect(report.diagnostics.first?.location?.column == 4)
    }
}

@Suite struct TerminologyMatchingTests {
    @Test(arguments: [
        ("포어그라운드로 전환", "포어그라운드", [0]),
        ("앱이 포어그라운드에", "포어그라운드", [3]),
        ("자신 기반으로", "신 기반", [Int]()),
        ("신 기반 앱", "신 기반", [0]),
        ("the fore-ground and fore-grounds", "fore-ground", [4]),
        ("", "x", [Int]()),
    ])
    func findsVariantsOnlyAtTheStartOfAWord(text: String, variant: String, expected: [Int]) {
        #expect(TerminologyChecker.occurrences(of: variant, in: text) == expected)
    }

    /// A variant is not read where a longer spelling of a term starts at the same place: 백그, a
    /// reader's clipped 백그라운드, is found in 백그로 and 백그에서 but not in 백그라운드 itself,
    /// whatever follows it (백그작업 is still found).
    @Test(arguments: [
        ("백그로 갈 때, 백그라운드에서, 백그에서 백그작업.", "백그", ["백그라운드", "빽그라운드"], [0, 18, 23]),
        ("포그라운드 포그 포그는", "포그", ["포그라운드"], [6, 9]),
        ("포어그라운드로의 전환", "포어그라운드", ["포그라운드"], [0]),
    ])
    func findsNoVariantInsideALongerSpelling(text: String, variant: String, forms: [String], expected: [Int]) {
        #expect(TerminologyChecker.occurrences(of: variant, in: text, forms: forms) == expected)
    }

    /// Lowercasing by bytes gives what `lowercased()` gives, in every script and for the scalars
    /// whose lowercase is longer or shorter than they are.
    @Test(arguments: [
        "Scene 씬이 FOREGROUND로 전환됩니다", "각 한글 자모 ㄱㄴ", "ΟΔΟΣ Σίσυφος", "İstanbul KELVIN \u{212A}", "Straße ǅ ǈ",
        "ПРИЛОЖЕНИЕ", "ＡＢＣ fullwidth", "e\u{301} \u{1F600} \u{0}", "",
    ])
    func lowercasesAsTheStandardLibraryDoes(text: String) {
        #expect(TerminologyChecker.lowercasedUTF8(text) == Array(text.lowercased().utf8))
    }
}
