import LifedocBase
import LifedocGraph
@testable import LifedocSearch
import LifedocTestSupport
import Testing

/// The analyses a build keeps for the next: an index built from them is the index built from
/// scratch, for unchanged pages, edited pages and a damaged memo alike.
struct AnalysisMemoTests {
    static func content(_ edits: [String: String] = [:]) throws -> LinkedContent {
        try ContentLoader.load(from: "Content", fileSystem: MemoryFileSystem(SearchIndexTests.files.merging(edits) { $1 }))
    }

    static func url(_ id: PageID, _ language: Language) -> String { "\(language.rawValue)/\(id.rawValue).html" }

    /// Builds the index of `content` from `memo`, and returns it with the memo file it keeps.
    static func build(_ content: LinkedContent, memo: AnalysisMemo?) -> (SearchIndex, [UInt8]) {
        var kept: [AnalysisMemo.BlockBytes] = []
        let index = SearchIndexBuilder.build(content, url: url, memo: memo) { kept = $0 }
        var file: [UInt8] = []
        AnalysisMemo.file(blocks: kept, identity: "test") { file += $0 }
        return (index, file)
    }

    @Test func anIndexBuiltFromTheMemoIsTheIndexBuiltFromScratch() throws {
        let content = try Self.content()
        let scratch = SearchIndexBuilder.build(content, url: Self.url)
        let (first, file) = Self.build(content, memo: nil)
        #expect(first == scratch)
        let memo = try #require(AnalysisMemo(bytes: file, identity: "test"))
        let (second, again) = Self.build(content, memo: memo)
        #expect(second == scratch)
        // Unchanged pages keep their blocks as they were: the memo is written byte for byte again.
        #expect(again == file)
    }

    @Test func keepsEachPageAsItWasAnalysed() throws {
        let content = try Self.content()
        let (_, file) = Self.build(content, memo: nil)
        let memo = try #require(AnalysisMemo(bytes: file, identity: "test"))
        var tables = AnalysisMemo.Tables()
        var words = Analyzer.Memo()
        var counter = TermCounter()
        for linked in content.pages {
            let page = linked.page
            let node = try #require(content.graph.node(page.id))
            let forms = SearchIndexBuilder.symbolForms(node)
            let key = AnalysisMemo.key(file: page.file, sourceHash: page.sourceHash, symbolForms: forms)
            let kept = try #require(memo.analysis(for: key, tables: &tables, numbers: &words.numbers), "\(page.file)")
            let fresh = SearchIndexBuilder.analyse(
                page, symbolForms: forms, runTogether: SearchIndexBuilder.runTogetherNames(node), words: &words, counter: &counter)
            #expect(kept.snippet == fresh.snippet)
            // Numbered in the same memo, the kept terms and counts are the fresh ones, number for number.
            #expect(kept.terms == fresh.terms, "\(page.file)")
            #expect(fresh.terms.count > 0)
        }
        #expect(content.pages.contains { $0.page.language == .ko && $0.page.file.hasSuffix("save-user-data.md") })
        #expect(tables.damaged.isEmpty)
    }

    @Test func anEditedPageIsAnalysedAgain() throws {
        let (_, file) = Self.build(try Self.content(), memo: nil)
        let memo = try #require(AnalysisMemo(bytes: file, identity: "test"))
        let edited = try Self.content([
            "Content/ko/tasks/save-user-data.md": """
                ---
                kind: task
                title: 사용자 데이터 저장하기
                ---
                앱이 백그라운드로 가기 전에 임시 파일을 정리하고 변경 사항을 저장합니다.
                """,
        ])
        let (index, _) = Self.build(edited, memo: memo)
        #expect(index == SearchIndexBuilder.build(edited, url: Self.url))
        #expect(index.search("임시 파일을 정리").first?.id == "tasks/save-user-data")
    }

    @Test func aMemoOfAnotherLifedocOrOfNothingIsNotRead() throws {
        let (_, file) = Self.build(try Self.content(), memo: nil)
        #expect(AnalysisMemo(bytes: file, identity: "another") == nil)
        #expect(AnalysisMemo(bytes: Array("lifedoc-build-manifest 1\n".utf8), identity: "test") == nil)
        #expect(AnalysisMemo(bytes: [], identity: "test") == nil)
    }

    /// Truncated at any byte, or with any byte changed, the memo never stops a build nor changes
    /// its index: what cannot be read, or does not match its fingerprint, is analysed again.
    @Test func aDamagedMemoNeverChangesTheIndex() throws {
        let content = try Self.content()
        let scratch = SearchIndexBuilder.build(content, url: Self.url)
        let (_, file) = Self.build(content, memo: nil)
        let header = Array("lifedoc-search-analysis 1 test\n".utf8).count
        var damaged: [[UInt8]] = stride(from: header, to: file.count, by: max(1, file.count / 150)).map { Array(file[..<$0]) }
        // The same changed bytes on every run (a fixed linear congruential sequence).
        var state: UInt64 = 0x5EED
        for _ in 0..<150 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var bytes = file
            bytes[header + Int((state >> 33) % UInt64(bytes.count - header))] ^= UInt8(truncatingIfNeeded: state >> 17) | 1
            damaged.append(bytes)
        }
        for bytes in damaged {
            let memo = AnalysisMemo(bytes: bytes, identity: "test")
            #expect(Self.build(content, memo: memo).0 == scratch)
        }
    }
}
