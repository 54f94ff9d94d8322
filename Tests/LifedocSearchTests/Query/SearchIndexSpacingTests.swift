@testable import LifedocSearch
import Testing

/// Spacing undone (`SearchIndex.respaced`): a Korean or English word typed whole that pages write
/// as two, two Korean words typed apart that pages write as one; and a reader's first pass loads
/// every term the second asks about.
struct SearchIndexSpacingTests {
    /// A query's terms as `queryTerms` hands them to `respaced`, with `held` as the index's terms.
    static func respaced(_ query: String, held: Set<String>) -> [String] {
        let has = { held.contains($0) }
        return SearchIndex.respaced(
            SearchIndex.wholeWordsFirst(Analyzer.terms(query), has: has), english: SearchIndex.englishWords(query), has: has
        ).terms
    }

    @Test func searchesAWordTheIndexLacksAsTheTwoWordsPagesWrite() {
        let terms = Self.respaced("새로고침", held: ["w:새로", "w:고침"])
        #expect(terms.contains("w:새로") && terms.contains("w:고침"))
        // In place of its syllable bigrams, which would find 새로 in 새로운 and 고침 anywhere.
        #expect(!terms.contains { $0.hasPrefix("g:") })
        // Without both parts in the index, the bigrams stay.
        let alone = Self.respaced("새로고침", held: ["w:새로"])
        #expect(!alone.contains("w:새로") && alone.contains("g:새로"))
    }

    @Test func cutsWhereTheShorterPartIsLongest() {
        let held: Set<String> = ["w:가나", "w:다사마바", "w:가나다", "w:사마바"]
        let terms = Self.respaced("가나다사마바", held: held)
        #expect(terms.contains("w:가나다") && terms.contains("w:사마바"))
        #expect(!terms.contains("w:가나") && !terms.contains("w:다사마바"))
        // Of two cuts as even, the first.
        #expect(SearchIndex.parts(of: Array("가나다사마".unicodeScalars), has: { ["w:가나", "w:다사마", "w:가나다", "w:사마"].contains($0) })
            == ["w:가나", "w:다사마"])
    }

    @Test func leavesWordsThatAreNoCompoundWhole() {
        // A word the index holds.
        #expect(!Self.respaced("새로고침", held: ["w:새로고침", "w:새로", "w:고침"]).contains("w:고침"))
        // A part of one syllable is more often an ending than a word (쓸어서, 타이머나).
        #expect(!Self.respaced("타이머나", held: ["w:타이머", "w:나"]).contains("w:나"))
        // An auxiliary verb or the copula after a verb or noun: 꺼져 있던, 질문인데.
        #expect(!Self.respaced("꺼져있던", held: ["w:꺼져", "w:있던"]).contains("w:있던"))
        #expect(!Self.respaced("질문인데요", held: ["w:질문", "w:인데"]).contains("w:질문"))
        // A conjugated word whose stem the index holds is searched as that stem (`queryTerms`).
        let conjugated = "정리해두면"
        #expect(Analyzer.terms(conjugated).contains("s:정리해두"))
        #expect(!Self.respaced(conjugated, held: ["w:정리", "w:해두면", "s:정리해두"]).contains("w:정리"))
        #expect(Self.respaced(conjugated, held: ["w:정리", "w:해두면"]).contains("w:정리"))
    }

    @Test func searchesTwoWordsTypedApartAsTheOneWordPagesWrite() {
        let terms = Self.respaced("홈 화면으로", held: ["w:홈", "w:화면", "w:홈화면"])
        #expect(terms.contains("w:홈") && terms.contains("w:화면") && terms.last == "w:홈화면")
        #expect(!Self.respaced("홈 화면으로", held: ["w:홈", "w:화면"]).contains("w:홈화면"))
        // Only Hangul words are joined.
        #expect(!Self.respaced("scene 화면", held: ["w:scene", "w:화면", "w:scene화면"]).contains("w:scene화면"))
    }

    @Test func searchesAnEnglishWordTypedRunTogetherAsItsTwoWords() {
        let terms = Self.respaced("homescreen", held: ["w:home", "w:screen"])
        #expect(terms.contains("w:home") && terms.contains("w:screen"))
        // Stemmed as the index stems them: backgroundmodes → background, mode.
        #expect(Self.respaced("backgroundmodes", held: ["w:background", "w:mode"]).contains("w:mode"))
        // Parts of three letters or more that are words, not stop words; none when the word is held.
        #expect(!Self.respaced("homescreen", held: ["w:homescreen", "w:home", "w:screen"]).contains("w:home"))
        #expect(!SearchIndex.englishCuts(of: "thescreen").contains { $0.contains("w:the") })
        #expect(SearchIndex.englishCuts(of: "homescreen").contains(["w:home", "w:screen"]))
        #expect(!SearchIndex.englishCuts(of: "homescreen").contains { $0.contains("w:ho") })
        // Only words typed in lowercase letters: a capital or a digit makes a name the analyser splits.
        #expect(SearchIndex.englishWords("homescreen UIScene ios26").values.sorted() == ["homescreen"])
    }

    /// A reader that loads the index in parts first loads the query's own terms, as if all were
    /// there, and `spacingCandidates`: after that, every term `respaced` asks about is loaded.
    @Test func aFirstPassLoadsEveryTermTheSecondAsksAbout() {
        let held: Set<String> = [
            "w:새로", "w:고침", "w:백그라운드", "w:모드", "w:홈화면", "w:정리", "s:정리해두", "w:계좌", "w:번호", "w:home", "w:screen",
        ]
        for query in ["새로고침 어디서", "백그라운드모드 켜기", "홈 화면 정리해두면", "계좌번호 가리기", "꺼져있던 앱", "앱 스위처 계좌번호", "homescreen swipe"] {
            let english = SearchIndex.englishWords(query)
            let first = Set(
                SearchIndex.respaced(Analyzer.terms(query), english: english) { _ in true }.terms + SearchIndex.spacingCandidates(query))
            var asked: Set<String> = []
            _ = SearchIndex.respaced(Analyzer.terms(query), english: english) { term in
                asked.insert(term)
                return held.contains(term)
            }
            #expect(asked.subtracting(first).isEmpty, "\(query): \(asked.subtracting(first).sorted())")
        }
    }

    /// On the project's own content, which writes 백그라운드 모드, 상태 복원, background mode and deep
    /// link with a space, a query typing them whole finds the page about them first (the English
    /// ones found nothing at all before).
    @Test(arguments: [
        ("백그라운드모드 켜기", "tasks/use-background-modes"), ("상태복원 구현", "tasks/restore-scene-state"),
        ("backgroundmode", "tasks/use-background-modes"), ("deeplink", "tasks/open-urls-and-activities"),
    ])
    func findsThePageAQueryTypesACompoundOfWhole(query: String, page: String) throws {
        let index = try #require(SearchIndexReaderTests.builtIndex)
        #expect(index.search(query).first?.id == page, "\(index.search(query).prefix(3).map(\.id))")
    }

    /// Korean typed without spaces, as in a phone's search box, is read as if spaced where a word
    /// the glossary knows runs on into a moment of the event lexicon, and nowhere else.
    @Test func givesAQueryTypedWithoutSpacesTheSpaceTheLexiconNeeds() throws {
        let index = try #require(SearchIndexReaderTests.builtIndex)
        #expect(index.spacedQuery("앱꺼질때") == "앱 꺼질때")
        #expect(index.spacedQuery("백그라운드로갈때 뭐 불려") == "백그라운드로 갈때 뭐 불려")
        // After the longest word it starts with (씬델리게이트, not 씬).
        #expect(index.spacedQuery("씬델리게이트연결될때") == "씬델리게이트 연결될때")
        // Where punctuation ends the word; more than once in a word; a particle that turns out to
        // be the moment's first syllable (앱가려질때: 가 is no particle here).
        #expect(index.spacedQuery("(앱꺼질때?)") == "(앱 꺼질때?)")
        #expect(index.spacedQuery("앱가려질때") == "앱 가려질때")
        for unchanged in ["앱델리게이트", "백그라운드모드", "활성화될때", "화면 밖으로", "sceneDidEnterBackground", "앱  꺼질때"] {
            #expect(index.spacedQuery(unchanged) == unchanged)
        }
        for query in ["앱꺼질때", "백그라운드로갈때 뭐 불려", "씬연결될때", "앱홈화면으로갈때", "씬잠금화면으로갈때"] {
            #expect(index.spacedQuery(index.spacedQuery(query)) == index.spacedQuery(query))
        }
        // Ranked as the same query typed with its space.
        for (run, spaced) in [("앱꺼질때", "앱 꺼질때"), ("씬연결될때", "씬 연결될때"), ("백그라운드진입할때", "백그라운드 진입할때")] {
            #expect(index.search(run).map(\.id) == index.search(spaced).map(\.id), "\(run)")
        }
    }
}
