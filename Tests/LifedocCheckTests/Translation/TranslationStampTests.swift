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

    /// A page saved with Windows line endings keeps them, and its one front matter.
    @Test func keepsAPagesCRLFLineEndings() throws {
        let text = "---\r\nkind: method\r\ntitle: 가\r\n---\r\n본문\r\n\r\n둘째 문단\r\n"
        let stamped = TranslationStamp.stamp(text, source: Self.source)
        #expect(stamped.components(separatedBy: "---").count == 3, "one front matter: \(stamped.debugDescription)")
        #expect(stamped.hasPrefix("---\r\nkind: method\r\ntitle: 가\r\ntranslation:\r\n  source: en\r\n  sections:\r\n"))
        #expect(stamped.hasSuffix("\r\n---\r\n본문\r\n\r\n둘째 문단\r\n"))
        #expect(!stamped.unicodeScalars.indices.contains { index in
            stamped.unicodeScalars[index] == "\n" && (index == stamped.unicodeScalars.startIndex
                || stamped.unicodeScalars[stamped.unicodeScalars.index(before: index)] != "\r")
        }, "no bare LF in a CRLF file")
        let page = try #require(PageParser.parse(SourceFile(path: "ko/a.md", text: stamped)).0)
        #expect(page.kind == .method)
        #expect(page.header.translation?.sections.keys.sorted() == ["lead", "one"])
        #expect(TranslationStamp.stamp(stamped, source: Self.source) == stamped, "stamping again changes nothing")
    }

    @Test func createsFrontMatterForAPageWithout() {
        let stamped = TranslationStamp.stamp("# 가\n\n본문\n", source: Self.source)
        #expect(stamped.hasPrefix("---\ntranslation:\n  source: en\n"))
        #expect(stamped.hasSuffix("---\n# 가\n\n본문\n"))
    }
}
