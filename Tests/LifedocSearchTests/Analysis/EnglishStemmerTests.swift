import Foundation
@testable import LifedocSearch
import Testing

/// The English stemmer gives the Snowball project's own stems (`Tests/Search/porter2/`).
struct EnglishStemmerTests {
    static let pairs: [(word: String, stem: String)] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Search/porter2/sample.txt")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }
    }()

    @Test func stemsEveryWordOfTheSnowballVocabularyAsSnowballDoes() {
        #expect(Self.pairs.count > 7000)
        let wrong = Self.pairs.filter { EnglishStemmer.stem($0.word) != $0.stem }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { "\($0.word): \(EnglishStemmer.stem($0.word)), not \($0.stem)" })")
    }

    @Test func leavesWordsWithOtherCharactersAlone() {
        #expect(EnglishStemmer.stem("ios26") == "ios26")
        #expect(EnglishStemmer.stem("connections") == "connect")
    }
}
