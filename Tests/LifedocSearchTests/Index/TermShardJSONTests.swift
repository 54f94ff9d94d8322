import Foundation
import LifedocBase
import LifedocGraph
@testable import LifedocSearch
import Testing

/// The term shards written directly are the bytes JSONEncoder writes for them.
@Suite struct TermShardJSONTests {
    private func encoder(_ shard: [String: SearchIndex.TermEntry]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(shard), as: UTF8.self)
    }

    @Test func writesTheProjectsWholeIndexAsTheEncoderDoes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let content = try ContentLoader.load(from: root.appendingPathComponent("Content").path)
        let index = SearchIndexBuilder.build(content, url: { id, language in "\(language.rawValue)/\(id.rawValue).html" })
        #expect(index.terms.count > 5000)
        #expect(TermShardJSON.encode(index.terms) == (try encoder(index.terms)))
    }

    @Test func ordersEscapesAndWritesNumbersAsTheEncoderDoes() throws {
        let keys = [
            "a10", "a9", "a", "A", "aa", "AA", "B", "b", "Z1", "z01", "1", "01", "001", "10", "2", "ä", "a\u{308}", "앱", "ㅇㅂ",
            "c:ㄱㄹ", "m:scenedidenterbackground", "", "x\"y", "back\\slash", "line\nbreak", "tab\t", "cr\r", "ctl\u{01}\u{1F}",
            "bell\u{07}", "bs\u{08}ff\u{0C}", "slash/", "del\u{7F}", "ls\u{2028}", "emoji😀", "_", "-", "~", "%", "ß", "SS",
        ]
        let numbers: [Double] = [2.0, 0.5, 1e-05, 123456789.0, 1e21, 4.7362, 0.0, 3.0e-7, 1.7976931348623157e308, 10.25, 100]
        var shard: [String: SearchIndex.TermEntry] = [:]
        for (position, key) in keys.enumerated() {
            let postings = (0...position % 4).map { SearchIndex.Posting(document: $0 * 7 + position, impact: 1000 + $0, symbol: $0 == 1) }
            shard[key] = SearchIndex.TermEntry(idf: numbers[position % numbers.count], postings: postings)
        }
        #expect(TermShardJSON.encode(shard) == (try encoder(shard)))
        #expect(TermShardJSON.encode([:]) == (try encoder([:])))
    }
}
