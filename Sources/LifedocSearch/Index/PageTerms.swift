import LifedocBase

/// One page's distinct terms as the index builder holds them from analysis until the postings are
/// made: each term's number in its group's `TermNumbers` and its count in each field, packed. A
/// large corpus holds millions of them at once, most counted in one field only (the body), so all
/// of a page's are one run of bytes: each field's length, then for each term its number, a byte
/// saying which fields count it, and those counts, every number a varint. A term takes about 4
/// bytes (its number and its counts as three arrays took about 10, with two more allocations a page).
struct PageTerms: Sendable, Equatable {
    /// What a term's counts are given as: one lane per field, in `Field` order (the lanes past the
    /// last field are 0).
    typealias FieldCounts = SIMD8<UInt16>

    /// Which group of pages numbered the terms (`TermNumbers`).
    var group: Int
    /// How many distinct terms the page has.
    private(set) var count: Int
    /// Each field's length in `Field` order, then each term in the order the page's analysis first
    /// met it: its number, a byte whose bit `f` says field `f` counts the term, and each of those
    /// counts; every number an unsigned LEB128 varint.
    private var packed: [UInt8]

    /// No terms (what a page's entry keeps once its postings are made).
    static let none = PageTerms(group: 0, terms: [], counts: [], lengths: SearchIndexBuilder.Field.allCases.map { _ in 0 })

    /// The terms with their counts, `Field.allCases.count` per term in term order, held at 65,535
    /// (BM25 has long saturated by then), and each field's length.
    init(group: Int, terms: [UInt32], counts: [UInt16], lengths: [Int]) {
        let fieldCount = SearchIndexBuilder.Field.allCases.count
        precondition(counts.count == terms.count * fieldCount && fieldCount <= 8 && lengths.count == fieldCount)
        var packed: [UInt8] = []
        packed.reserveCapacity(fieldCount + terms.count * 5)
        for length in lengths { ByteWriter.append(length, to: &packed) }
        for (position, term) in terms.enumerated() {
            let counted = counts[(position * fieldCount)..<((position + 1) * fieldCount)]
            ByteWriter.append(Int(term), to: &packed)
            var mask: UInt8 = 0
            for (field, count) in counted.enumerated() where count > 0 { mask |= 1 << field }
            packed.append(mask)
            for count in counted where count > 0 { ByteWriter.append(Int(count), to: &packed) }
        }
        self.group = group
        self.count = terms.count
        self.packed = Array(packed[...])
    }

    /// Each field's length in terms, in `Field` order.
    var lengths: [Int] {
        packed.withUnsafeBufferPointer { packed in
            var at = 0
            return SearchIndexBuilder.Field.allCases.map { _ in Self.number(in: packed, at: &at) }
        }
    }

    /// Calls `body` with each term's position, number and counts, in term order.
    func forEachTerm(_ body: (_ position: Int, _ term: UInt32, _ counts: FieldCounts) -> Void) {
        packed.withUnsafeBufferPointer { packed in
            var at = 0
            for _ in SearchIndexBuilder.Field.allCases { _ = Self.number(in: packed, at: &at) }
            for position in 0..<count {
                let term = UInt32(Self.number(in: packed, at: &at))
                let mask = packed[at]
                at += 1
                var counts = FieldCounts()
                var field = 0
                while field < 8 {
                    if mask & (1 << field) != 0 { counts[field] = UInt16(Self.number(in: packed, at: &at)) }
                    field += 1
                }
                body(position, term, counts)
            }
        }
    }

    /// The varint at `at` in `bytes`, moving `at` past it.
    private static func number(in bytes: UnsafeBufferPointer<UInt8>, at: inout Int) -> Int {
        var value = 0, shift = 0
        while true {
            let byte = bytes[at]
            at += 1
            value |= Int(byte & 0x7F) << shift
            shift += 7
            if byte < 0x80 { return value }
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
    /// counter keeps its buffers; the page's bytes are their own size, as they are held until the
    /// postings are made.
    mutating func finish() -> PageTerms {
        precondition(lengths.count == Self.fieldCount)
        for number in terms { places[Int(number)] = -1 }
        defer {
            terms.removeAll(keepingCapacity: true)
            counts.removeAll(keepingCapacity: true)
            lengths.removeAll(keepingCapacity: true)
        }
        return PageTerms(group: 0, terms: terms, counts: counts, lengths: lengths)
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
