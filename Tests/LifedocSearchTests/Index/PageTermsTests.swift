@testable import LifedocSearch
import Testing

/// A page's terms as the index builder counts and packs them: every count comes back as it was
/// counted, in every field, however large.
struct PageTermsTests {
    /// Counts `fields` (one list of term numbers per field) with a counter, and unpacks the result
    /// into each term's counts by field.
    static func counted(_ fields: [[UInt32]], with counter: inout TermCounter) -> (terms: [UInt32], counts: [[UInt16]], lengths: [Int]) {
        for numbers in fields { counter.count(numbers) }
        let page = counter.finish()
        var terms: [UInt32] = [], counts: [[UInt16]] = []
        page.forEachTerm { position, term, fieldCounts in
            #expect(position == terms.count)
            terms.append(term)
            counts.append((0..<fields.count).map { fieldCounts[$0] })
        }
        return (terms, counts, page.lengths)
    }

    @Test func countsEachTermInEachFieldInTheOrderFirstMet() {
        var counter = TermCounter()
        let page = Self.counted([[7, 3], [3], [], [900, 7, 7], [3, 3, 3]], with: &counter)
        #expect(page.terms == [7, 3, 900])
        #expect(page.counts == [[1, 0, 0, 2, 0], [1, 1, 0, 0, 3], [0, 0, 0, 1, 0]])
        #expect(page.lengths == [2, 1, 0, 3, 3])
    }

    @Test func startsEachPageAfresh() {
        var counter = TermCounter()
        _ = Self.counted([[1, 2], [2], [], [], [5]], with: &counter)
        let second = Self.counted([[], [2], [], [], [1, 1]], with: &counter)
        #expect(second.terms == [2, 1])
        #expect(second.counts == [[0, 1, 0, 0, 0], [0, 0, 0, 0, 2]])
    }

    /// Counts of one byte, of several bytes, and held at the largest a count keeps.
    @Test func keepsLargeCountsWhole() {
        var counter = TermCounter()
        let body = [UInt32](repeating: 4, count: 70_000) + [UInt32](repeating: 5, count: 128) + [6]
        let page = Self.counted([[6], [], [5], [], body], with: &counter)
        #expect(page.terms == [6, 5, 4])
        #expect(page.counts == [[1, 0, 0, 0, 1], [0, 0, 1, 0, 128], [0, 0, 0, 0, 65_535]])
        #expect(page.lengths == [1, 0, 1, 0, 70_129])
    }

    @Test func packsCountsGivenAsTheyAre() {
        let counts: [UInt16] = [0, 0, 0, 0, 300, 2, 0, 16_384, 0, 1]
        let page = PageTerms(group: 3, terms: [11, 12], counts: counts, lengths: [1, 0, 1, 0, 301])
        var unpacked: [UInt16] = []
        page.forEachTerm { _, _, fieldCounts in unpacked += (0..<5).map { fieldCounts[$0] } }
        #expect(unpacked == counts)
        #expect(page == PageTerms(group: 3, terms: [11, 12], counts: counts, lengths: [1, 0, 1, 0, 301]))
        #expect(page != PageTerms(group: 3, terms: [11, 12], counts: counts.reversed(), lengths: [1, 0, 1, 0, 301]))
    }

    /// Term numbers of one varint byte and of several come back as given, with the fields'
    /// lengths; a page with no terms keeps its fields' lengths.
    @Test func readsTermNumbersOfEveryVarintLength() {
        let terms: [UInt32] = [0, 127, 128, 16_383, 16_384, 4_000_000_000]
        var counts = [UInt16](repeating: 0, count: terms.count * 5)
        for index in terms.indices { counts[index * 5 + index % 5] = UInt16(index * 300 + 1) }
        let page = PageTerms(group: 1, terms: terms, counts: counts, lengths: [6, 0, 0, 300, 65_536])
        var counted: [UInt32] = [], unpacked: [UInt16] = []
        page.forEachTerm { _, term, fieldCounts in
            counted.append(term)
            unpacked += (0..<5).map { fieldCounts[$0] }
        }
        #expect(counted == terms && unpacked == counts)
        #expect(page.count == terms.count && page.lengths == [6, 0, 0, 300, 65_536])
        #expect(PageTerms.none.count == 0 && PageTerms.none.lengths == [0, 0, 0, 0, 0])
    }
}
