import LifedocCheck
import LifedocContent
import Testing

@Suite struct TranslationStampTests {
    static let source = PageParser.parse(SourceFile(path: "en/a.md", text: "---\ntitle: A\n---\nLead.\n\n## One {#one}\n\nText.\n")).0!

    @Test func addsARecordAndKeepsEveryOtherLine() throws {
        let stamped = TranslationStamp.stamp("---\nkind: method\ntitle: 가\n---\n본문\n", source: Self.source)
        let lines = stamped.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0...6] == ["---", "kind: method", "title: 가", "translation:", "  source: en", "  sections:",
                                 "    lead: \"\(SectionFingerprint.hash("Lead."))\""])
        #expect(lines.suffix(3) == ["---", "본문", ""])
        let page = try #require(PageParser.parse(SourceFile(path: "ko/a.md", text: stamped)).0)
        #expect(page.header.translation?.source == .en)
        #expect(page.header.translation?.sections.keys.sorted() == ["lead", "one"])
    }

    @Test func replacesAnEarlierRecordInsteadOfAddingASecond() {
        let once = TranslationStamp.stamp("---\ntitle: 가\n---\n본문\n", source: Self.source)
        let twice = TranslationStamp.stamp(once, source: Self.source)
        #expect(once == twice)
        #expect(twice.components(separatedBy: "translation:").count == 2)
    }

    @Test func createsFrontMatterForAPageWithout() {
        let stamped = TranslationStamp.stamp("# 가\n\n본문\n", source: Self.source)
        #expect(stamped.hasPrefix("---\ntranslation:\n  source: en\n"))
        #expect(stamped.hasSuffix("---\n# 가\n\n본문\n"))
    }
}
