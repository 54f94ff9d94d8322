import Foundation
import LifedocSearch
import LifedocTestSupport
import Testing

/// The analyser's shared test vectors: `Tests/Search/analyzer-vectors.json` lists inputs and the
/// terms they must give; the JavaScript analyser's tests read the same file.
struct AnalyzerTests {
    struct Vector: Codable, Equatable {
        var input: String
        var terms: [String]
    }

    struct Vectors: Codable, Equatable {
        var about: String
        var vectors: [Vector]
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Search")

    @Test func matchesTheSharedVectors() throws {
        let inputs = try String(contentsOf: Self.folder.appendingPathComponent("analyzer-inputs.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let actual = Vectors(
            about: "Inputs and the search terms lifedoc's analyser gives them; Swift (LifedocSearchTests) and JavaScript (Tests/Browser/search-analyzer.test.mjs) must both match.",
            vectors: inputs.map { Vector(input: $0, terms: Analyzer.terms($0)) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(actual), as: UTF8.self) + "\n"
        let expected = try Fixtures.golden(Self.folder.appendingPathComponent("analyzer-vectors.json").path, actual: text)
        let decoded = try JSONDecoder().decode(Vectors.self, from: Data(expected.utf8))
        for (vector, computed) in zip(decoded.vectors, actual.vectors) {
            #expect(computed.terms == vector.terms, "\(vector.input)")
        }
        #expect(decoded.vectors.map(\.input) == inputs)
    }

    @Test func givesTheSameTermsWithAMemoSharedAcrossTexts() {
        let texts = [
            "씬이 백그라운드로 갈 때 sceneDidEnterBackground(_:)를 부른다",
            "The scene enters the background; sceneDidEnterBackground(_:) is called.",
            "백그라운드로 가기 전에 초안을 저장한다. ㅂㄱㄹㅇㄷ UIApplicationDidEnterBackgroundNotification",
        ]
        var memo = Analyzer.Memo()
        for _ in 0..<2 {
            for text in texts { #expect(Analyzer.terms(text, memo: &memo) == Analyzer.terms(text)) }
        }
    }

    @Test func stripsKoreanParticlesAndEndings() {
        #expect(Analyzer.terms("백그라운드로").first == "w:백그라운드")
        #expect(Analyzer.terms("백그라운드에서").first == "w:백그라운드")
        #expect(Analyzer.terms("데이터를").first == "w:데이터")
        #expect(Analyzer.terms("앱이").first == "w:앱")
        #expect(Analyzer.terms("저장하기").first == "w:저장")
    }

    @Test func splitsIdentifiersAndKeepsTheWhole() {
        #expect(Analyzer.terms("UIApplicationDidEnterBackgroundNotification") == [
            "w:ui", "w:applic", "w:did", "w:enter", "w:background", "w:notif",
            "i:uiapplicationdidenterbackgroundnotification",
        ])
    }

    @Test func stemsEnglishWithSnowball() {
        let stems = Analyzer.terms("finished finishes finishing finish terminated termination restoration restoring")
        #expect(stems == ["w:finish", "w:finish", "w:finish", "w:finish", "w:termin", "w:termin", "w:restor", "w:restor"])
    }

    @Test func indexesAndQueriesInitialConsonants() {
        #expect(Analyzer.terms("백그라운드").contains("c:ㅂㄱㄹㅇㄷ"))
        #expect(Analyzer.terms("ㅂㄱㄹㅇㄷ") == ["c:ㅂㄱㄹㅇㄷ"])
    }
}
