import LifedocCheck
import LifedocContent
import Testing

@Suite struct SectionFingerprintTests {
    private func fingerprints(_ body: String) throws -> [String] {
        let page = try #require(PageParser.parse(SourceFile(path: "en/a.md", text: "---\ntitle: A\n---\n" + body)).0)
        return SectionFingerprint.fingerprints(of: page).map { "\($0.key)=\($0.hash)" }
    }

    @Test func ignoresWhitespaceReflowAndEmphasis() throws {
        let base = try fingerprints("Lead text here.\n\n## One {#one}\n\nA sentence that is long.\n\n- item one\n- item two\n")
        #expect(try fingerprints("Lead   text\nhere.\n\n## One {#one}\n\nA *sentence* that\nis long.\n\n* item one\n* item two\n") == base)
    }

    @Test(arguments: [
        "Lead text here.\n\n## One {#one}\n\nA sentence that is short.\n\n- item one\n- item two\n",
        "Lead text here.\n\n## One {#one}\n\nA sentence that is long.\n\n- item one\n- item 2\n",
        "Lead text here.\n\n## Uno {#one}\n\nA sentence that is long.\n\n- item one\n- item two\n",
        "Lead text here.\n\n## One {#one}\n\nA [sentence](b.md) that is long.\n\n- item one\n- item two\n",
        "Lead text here.\n\n## One {#one}\n\nA sentence that is long.\n\n- item one\n- item two\n\n```swift\nlet a = 1\n```\n",
    ])
    func changesWhenASentenceItemTitleLinkOrCodeChanges(changed: String) throws {
        let base = try fingerprints("Lead text here.\n\n## One {#one}\n\nA sentence that is long.\n\n- item one\n- item two\n")
        let after = try fingerprints(changed)
        #expect(after[0] == base[0])
        #expect(after[1] != base[1])
    }

    @Test func keysSectionsByExplicitIDOrPosition() throws {
        let keys = try fingerprints("Lead.\n\n## 첫째 {#first}\n\nx\n\n## 둘째\n\ny\n").map { String($0.prefix { $0 != "=" }) }
        #expect(keys == ["lead", "first", "section-2"])
    }

    @Test func hashesWithFNV1a() {
        #expect(SectionFingerprint.hash("") == "cbf29ce484222325")
        #expect(SectionFingerprint.hash("a") == "af63dc4c8601ec8c")
    }
}
