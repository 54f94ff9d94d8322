import LifedocBase
import LifedocContent
import LifedocGraph
@testable import LifedocSearch
import LifedocTestSupport
import Testing

/// Conjugated Korean words find each other through their stems, below whole words.
struct KoreanStemTests {
    @Test(arguments: [
        ("돌아오면", "돌아오"), ("돌아온", "돌아오"), ("돌아왔", "돌아오"), ("끊겼", "끊기"), ("끊기면", "끊기"),
        ("내려서", "내리"), ("저장하지", "저장"), ("돌아와서", "돌아오"),
    ])
    func stemsAConjugatedWord(word: String, stem: String) {
        #expect(KoreanStem.stem(Array(word.unicodeScalars)).map { String(String.UnicodeScalarView($0)) } == stem)
    }

    @Test func leavesAWordWithoutAnEndingAlone() {
        #expect(KoreanStem.stem(Array("백그라운드".unicodeScalars)) == nil)
        #expect(KoreanStem.stem(Array("일".unicodeScalars)) == nil)
        // Nouns that end like an ending or an adnominal: no stem of one syllable, no ㄹ or ㄴ dropped
        // from a word of two.
        for noun in ["화면", "연결", "시간", "민감", "가면"] { #expect(KoreanStem.stem(Array(noun.unicodeScalars)) == nil, "\(noun)") }
    }

    /// The page says 돌아온 and 끊긴 where the reader types 돌아오면 and 끊겼을; the other page
    /// shares only the bigram 돌아. A word the index has whole is searched whole.
    @Test func findsAPageThatConjugatesTheQuerysWords() throws {
        let files = [
            "Content/en/guides/return.md": "---\nkind: article\ntitle: Return\n---\nThe scene returns after the connection was cut.\n",
            "Content/ko/guides/return.md": "---\nkind: article\ntitle: 복귀\n---\n연결이 끊긴 씬이 다시 돌아온 뒤의 일입니다.\n",
            "Content/en/guides/other.md": "---\nkind: article\ntitle: Other\n---\nSomething else.\n",
            "Content/ko/guides/other.md": "---\nkind: article\ntitle: 그 밖의 일\n---\n돌아 나가는 길과 돌아오면 할 일입니다.\n",
        ]
        let index = try TestIndex.build(files)
        let hits = index.search("연결 끊겼을 때 돌아와서")
        #expect(hits.first?.id == "guides/return", "\(hits.map(\.id))")
        #expect(hits.first?.snippet.contains("«끊긴»") == true, "\(hits.first?.snippet ?? "")")
        // 돌아오면 is a word of the index: it is searched whole, not by its stem.
        #expect(index.search("돌아오면").map(\.id) == ["guides/other"])
        #expect(Set(index.search("돌아오려면").map(\.id)) == ["guides/other", "guides/return"])
    }
}
