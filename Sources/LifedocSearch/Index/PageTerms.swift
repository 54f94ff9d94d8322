import LifedocBase

/// One page's distinct terms as the index builder holds them from analysis until the postings are
/// made: each term's number in its group's `TermNumbers` and its count in each field, packed. A
/// large corpus holds millions of them at once, most counted in one field only (the body), so a
/// term takes about 6 bytes (its number, a byte saying which fields count it, and those counts) where
/// five fixed counts took 14.
struct PageTerms: Sendable, Equatable {
    /// What a term's counts are given as: one lane per field, in `Field` order (the lanes past the
    /// last field are 0).
    typealias FieldCounts = SIMD8<UInt16>

    /// Which group of pages numbered the terms (`TermNumbers`).
    var group: Int
    /// The terms' numbers, in the order the page's analysis first met them.
    private(set) var terms: [UInt32]
    /// Each term's counts in term order: a byte whose bit `f` says field `f` counts the term, then
    /// each of those counts as an unsigned LEB128 varint.
    private var packed: [UInt8]
    /// Each field's length in terms, in `Field` order.
    private(set) var lengths: [Int]

    /// No terms (what a page's entry keeps once its postings are made).
    static let none = PageTerms(group: 0, terms: [], counts: [], lengths: [])

    /// The terms with their counts, `Field.allCases.count` per term in term order, held at 65,535
    /// (BM25 has long saturated by then).
    init(group: Int, terms: [UInt32], counts: [UInt16], lengths: [Int]) {
        let fieldCount = SearchIndexBuilder.Field.allCases.count
        precondition(counts.count == terms.count * fieldCount && fieldCount <= 8)
        var packed: [UInt8] = []
        packed.reserveCapacity(terms.count * 2)
        for start in stride(from: 0, to: counts.count, by: fieldCount) {
            let term = counts[start..<(start + fieldCount)]
            var mask: UInt8 = 0
            for (field, count) in term.enumerated() where count > 0 { mask |= 1 << field }
            packed.append(mask)
            for count in term where count > 0 { ByteWriter.append(Int(count), to: &packed) }
        }
        self.group = group
        self.terms = terms
        self.packed = Array(packed[...])
        self.lengths = lengths
    }

    /// Calls `body` with each term's position, number and counts, in term order.
    func forEachTerm(_ body: (_ position: Int, _ term: UInt32, _ counts: FieldCounts) -> Void) {
        var at = 0
        for (position, term) in terms.enumerated() {
            let mask = packed[at]
            at += 1
            var counts = FieldCounts()
            var field = 0
            while field < 8 {
                if mask & (1 << field) != 0 {
                    var value = 0, shift = 0
                    while true {
                        let byte = packed[at]
                        at += 1
                        value |= Int(byte & 0x7F) << shift
                        shift += 7
                        if byte < 0x80 { break }
                    }
                    counts[field] = UInt16(value)
                }
                field += 1
            }
            body(position, term, counts)
        }
    }
}

/// Counts one page's terms field by field, by their numbers: a place per number says where a term
/// already is among the page's terms, so counting hashes nothing. One counter serves a group's pages
/// one after another.
struct TermCounter {
    static let fieldCount = SearchIndexBuilder.Field.allCases.count
    /// By term number: the term's place among the page's terms, or -1.
    private var places: [Int32] = []
    private var terms: [UInt32] = []
    private var counts: [UInt16] = []
    private var lengths: [Int] = []

    /// Counts the terms `numbers` of the next field (`Field` order).
    mutating func count(_ numbers: [UInt32]) {
        let field = lengths.count
        precondition(field < Self.fieldCount)
        lengths.append(numbers.count)
        for number in numbers {
            let at = Int(number)
            if at >= places.count { places += repeatElement(-1, count: max(at + 1 - places.count, places.count)) }
            let place = Int(places[at])
            if place >= 0 {
                let slot = place * Self.fieldCount + field
                if counts[slot] < .max { counts[slot] += 1 }
            } else {
                places[at] = Int32(terms.count)
                terms.append(number)
                counts += repeatElement(0, count: Self.fieldCount)
                counts[counts.count - Self.fieldCount + field] = 1
            }
        }
    }

    /// The page's terms (every field counted), leaving the counter empty for the next page. The
    /// counter keeps its buffers; the page's are their own size, as they are held until the
    /// postings are made.
    mutating func finish() -> PageTerms {
        precondition(lengths.count == Self.fieldCount)
        for number in terms { places[Int(number)] = -1 }
        defer {
            terms.removeAll(keepingCapacity: true)
            counts.removeAll(keepingCapacity: true)
            lengths.removeAll(keepingCapacity: true)
        }
        return PageTerms(group: 0, terms: Array(terms[...]), counts: counts, lengths: Array(lengths[...]))
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
