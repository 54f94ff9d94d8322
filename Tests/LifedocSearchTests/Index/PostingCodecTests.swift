import LifedocSearch
import Testing

/// The compact postings text of the site's search files.
struct PostingCodecTests {
    typealias Posting = SearchIndex.Posting

    @Test func roundTripsPostings() {
        let postings = [
            Posting(document: 0, impact: 0, symbol: false), Posting(document: 1, impact: 2200, symbol: true),
            Posting(document: 40_000, impact: 17_600, symbol: false), Posting(document: 40_001, impact: 31, symbol: true),
            Posting(document: 1 << 40, impact: 32, symbol: false),
        ]
        let text = PostingCodec.encode(postings)
        #expect(PostingCodec.decode(text) == postings)
        #expect(text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        #expect(PostingCodec.encode([]) == "" && PostingCodec.decode("") == [])
    }

    @Test func keepsTheSymbolFlagApartFromTheDocumentNumber() {
        // The flag shares the document's 32 bits: neither may leak into the other.
        var posting = Posting(document: (1 << 31) - 1, impact: -5, symbol: true)
        #expect(posting.document == (1 << 31) - 1 && posting.symbol && posting.impact == -5)
        posting.symbol = false
        #expect(posting.document == (1 << 31) - 1 && !posting.symbol)
        posting.document = 7
        posting.symbol = true
        #expect(posting.document == 7 && posting.symbol)
        posting.document = 1 << 40
        #expect(posting.document == (1 << 31) - 1 && posting.symbol)
        #expect(Posting(document: -3, impact: 1, symbol: false).document == 0)
    }

    @Test func writesSmallNumbersInOneCharacterEach() {
        // Document 3 (gap 4, doubled 8 → "I"), impact 5 ("F"); then document 4 in the symbol field
        // (gap 1 → 2 + 1 = 3, "D"), impact 40 (8 + 32 → "o", then 1 → "B").
        let text = PostingCodec.encode([Posting(document: 3, impact: 5, symbol: false), Posting(document: 4, impact: 40, symbol: true)])
        #expect(text == "IFDoB")
    }

    @Test func rejectsMalformedText() {
        for text in ["*", "I", "Ig", "AA", "I F", "Iggggggggggggggggg"] {
            #expect(PostingCodec.decode(text) == nil, "\(text)")
        }
    }
}
