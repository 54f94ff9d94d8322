import LifedocBase

/// One page's distinct terms as the index builder holds them from analysis until the postings are
/// made: each term's number in its group's `TermNumbers` and its count in each field. 14 bytes a
/// term where a `DocumentTerms` entry takes 32: a large corpus holds millions of them at once.
struct PageTerms: Sendable {
    /// Which group of pages numbered the terms (`TermNumbers`).
    var group: Int
    /// The terms' numbers, in the order the page's analysis first met them.
    var terms: [UInt32]
    /// Each term's count in each field, `SearchIndexBuilder.Field.allCases.count` per term, in term order.
    var counts: [UInt16]
    /// Each field's length in terms, in `Field` order.
    var lengths: [Int]

    /// No terms (what a page's entry keeps once its postings are made).
    static let none = PageTerms(group: 0, terms: [], counts: [], lengths: [])

    private init(group: Int, terms: [UInt32], counts: [UInt16], lengths: [Int]) {
        self.group = group
        self.terms = terms
        self.counts = counts
        self.lengths = lengths
    }

    /// The terms of `document`, numbered in `numbers`, the numbering of `group`.
    init(_ document: SearchIndexBuilder.DocumentTerms, group: Int, numbers: inout TermNumbers) {
        let fieldCount = SearchIndexBuilder.Field.allCases.count
        var terms = [UInt32](), counts = [UInt16]()
        terms.reserveCapacity(document.terms.count)
        counts.reserveCapacity(document.terms.count * fieldCount)
        for each in document.terms {
            terms.append(numbers.number(of: each.term))
            for field in 0..<fieldCount { counts.append(each.counts[field]) }
        }
        self.init(group: group, terms: terms, counts: counts, lengths: document.lengths)
    }
}

/// Distinct terms, numbered in the order first met: a group of pages holds each term's text once,
/// not once per page, and the index numbers all groups' terms again to find postings by number.
struct TermNumbers: Sendable {
    private var numbers: [UTF8Key: UInt32] = [:]
    /// The terms, by number.
    private(set) var terms: [String] = []

    /// The number of `term`, given it now if it has none.
    mutating func number(of term: String) -> UInt32 {
        let key = UTF8Key(term)
        if let number = numbers[key] { return number }
        let number = UInt32(terms.count)
        numbers[key] = number
        terms.append(term)
        return number
    }
}
