import LifedocBase

/// The analysed pages of an earlier build, kept in the build cache so that a build after a small
/// edit analyses only the pages that changed (analysis is most of an index's work). Each page's
/// analysis (its distinct terms with their counts per field, its field lengths and its snippet
/// text) is found by a key that fingerprints everything it is made from.
///
/// The memo is the bytes of one file, read lazily: a page's analysis is decoded only when a build
/// asks for it. Pages are kept in blocks (the runs a build analyses together), each with its own
/// table of the terms its pages use, so a term is written once per block rather than once per page:
///
/// ```text
/// lifedoc-search-analysis 2 <identity>\n
/// block count, then per block: its byte length, the 32-character fingerprint of the rest of it
/// (checked before the block is used), its term table (count, then each term's UTF-8
/// length and bytes), its page count, then per page: its byte length, its 32-character key, its
/// snippet (length, bytes), its five field lengths, its term count, then per term: its index in
/// the table and its five counts (`SearchIndexBuilder.Field` order)
/// ```
///
/// Every number is an unsigned LEB128 varint. A memo that is damaged, truncated or written by
/// another lifedoc is read as far as it is whole, and a block whose fingerprint does not match is
/// not used: its pages are analysed again.
package struct AnalysisMemo: Sendable {
    /// Where a page's analysis is in `bytes`: its block and the start of its record after the key.
    struct Location: Sendable {
        var block: Int
        var offset: Int
    }

    /// One block: its bytes after the fingerprint (its term table first), the fingerprint, the
    /// keys of its pages in order, and whether every page record in it could be read.
    struct Block: Sendable {
        var range: Range<Int>
        var fingerprint: String
        var keys: [String]
        var intact: Bool
    }

    private let bytes: [UInt8]
    private(set) var blocks: [Block] = []
    private var locations: [String: Location] = [:]

    static let header = "lifedoc-search-analysis 3 "

    /// Reads the memo in `bytes`; nil unless it was written for `identity` (lifedoc's own: another
    /// version of the analyser makes other terms).
    package init?(bytes: [UInt8], identity: String) {
        let first = Array((Self.header + identity + "\n").utf8)
        guard bytes.count >= first.count, bytes[..<first.count].elementsEqual(first) else { return nil }
        self.bytes = bytes
        var reader = ByteReader(bytes, from: first.count)
        guard let count = reader.number() else { return nil }
        for _ in 0..<min(count, bytes.count) {
            guard let length = reader.number(), length >= 32, let end = reader.skip(length),
                let fingerprint = String(validating: bytes[(end - length)..<(end - length + 32)], as: UTF8.self)
            else { break }
            var inner = ByteReader(bytes, from: end - length + 32, to: end)
            let table = inner.position
            guard let terms = inner.number() else { break }
            var intact = true
            for _ in 0..<min(terms, bytes.count) where intact {
                guard let size = inner.number(), inner.skip(size) != nil else { intact = false; break }
            }
            guard intact, let pages = inner.number() else { break }
            var keys: [String] = []
            for _ in 0..<min(pages, bytes.count) {
                guard let size = inner.number(), let recordEnd = inner.skip(size) else { break }
                let start = recordEnd - size
                guard size >= 32, let key = String(validating: bytes[start..<start + 32], as: UTF8.self) else { break }
                keys.append(key)
                locations[key] = Location(block: blocks.count, offset: start + 32)
            }
            let whole = keys.count == pages && inner.position == end
            blocks.append(Block(range: table..<end, fingerprint: fingerprint, keys: keys, intact: whole))
        }
    }

    /// The key of a page's analysis: what it is analysed from (the page's source text and file,
    /// and the node's names in code, which can come from the page in the other language).
    package static func key(file: String, sourceHash: String, symbolForms: [String]) -> String {
        var digest = ContentHash()
        digest.add("search-analysis")
        digest.add(file)
        digest.add(sourceHash)
        for form in symbolForms { digest.add(form) }
        return digest.hex
    }

    /// The blocks one run of a build has read: their term tables, decoded and numbered once (in
    /// the `TermNumbers` the run's pages are numbered in), and the blocks found damaged.
    struct Tables {
        var decoded: [Int: [UInt32]] = [:]
        var damaged: Set<Int> = []

        /// An empty set of tables.
        init() {}
    }

    /// The term table of block `number`, decoded; nil when the block does not match its fingerprint
    /// or is damaged.
    func table(_ number: Int) -> [String]? {
        let block = blocks[number]
        guard Self.fingerprint(bytes[block.range]) == block.fingerprint else { return nil }
        var reader = ByteReader(bytes, from: block.range.lowerBound, to: block.range.upperBound)
        guard let count = reader.number(block.range.count) else { return nil }
        var terms: [String] = []
        terms.reserveCapacity(count)
        for _ in 0..<count {
            guard let size = reader.number(), let end = reader.skip(size),
                let term = String(validating: bytes[(end - size)..<end], as: UTF8.self)
            else { return nil }
            terms.append(term)
        }
        return terms
    }

    /// The analysis kept under `key`, if any, its terms numbered in `numbers`, decoded with the
    /// term tables in `tables` (filled in as needed).
    func analysis(for key: String, tables: inout Tables, numbers: inout TermNumbers) -> SearchIndexBuilder.Analysis? {
        guard let location = locations[key], !tables.damaged.contains(location.block) else { return nil }
        if tables.decoded[location.block] == nil {
            guard let table = table(location.block) else {
                tables.damaged.insert(location.block)
                return nil
            }
            tables.decoded[location.block] = table.map { numbers.number(of: $0) }
        }
        let table = tables.decoded[location.block]!
        var reader = ByteReader(bytes, from: location.offset, to: blocks[location.block].range.upperBound)
        guard let snippetSize = reader.number(), let snippetEnd = reader.skip(snippetSize),
            let snippet = String(validating: bytes[(snippetEnd - snippetSize)..<snippetEnd], as: UTF8.self)
        else { return nil }
        var lengths: [Int] = []
        for _ in SearchIndexBuilder.Field.allCases {
            guard let length = reader.number() else { return nil }
            lengths.append(length)
        }
        guard let count = reader.number(bytes.count) else { return nil }
        var terms: [UInt32] = [], counts: [UInt16] = []
        terms.reserveCapacity(count)
        counts.reserveCapacity(count * lengths.count)
        for _ in 0..<count {
            guard let index = reader.number(), index < table.count else { return nil }
            terms.append(table[index])
            for _ in SearchIndexBuilder.Field.allCases.indices {
                guard let value = reader.number(Int(UInt16.max)) else { return nil }
                counts.append(UInt16(value))
            }
        }
        let found = PageTerms(group: 0, terms: terms, counts: counts, lengths: lengths)
        return SearchIndexBuilder.Analysis(terms: found, snippet: snippet)
    }

    /// The bytes of block `number` (as `encodeBlock` made them) when it holds exactly the pages
    /// `keys`, in that order, and `tables` found it sound: a run of pages none of which changed is
    /// kept as it was written.
    func block(number: Int, holding keys: [String], tables: Tables) -> BlockBytes? {
        guard number < blocks.count, blocks[number].intact, tables.decoded[number] != nil, blocks[number].keys == keys else { return nil }
        return bytes[blocks[number].range.lowerBound - 32..<blocks[number].range.upperBound]
    }

    /// A block's bytes: a new one's own, or a kept one's in the file it was read from (not copied:
    /// a rebuild after one edit keeps all blocks but one, and the memo is tens of megabytes).
    package typealias BlockBytes = ArraySlice<UInt8>

    /// The fingerprint of a block's bytes.
    static func fingerprint(_ bytes: ArraySlice<UInt8>) -> String {
        var digest = ContentHash()
        digest.add(bytes)
        return digest.hex
    }

    /// The block that holds `key`, if any.
    func blockNumber(of key: String) -> Int? { locations[key]?.block }

    /// A memo file of `blocks` (each made by `encodeBlock`) for `identity`, handed to `write` in
    /// pieces, so that it is never in memory twice.
    package static func file(blocks: [BlockBytes], identity: String, write: ([UInt8]) throws -> Void) rethrows {
        var start = Array((header + identity + "\n").utf8)
        ByteWriter.append(blocks.count, to: &start)
        try write(start)
        for block in blocks {
            var length: [UInt8] = []
            ByteWriter.append(block.count, to: &length)
            try write(length)
            try write(Array(block))
        }
    }

    /// One block: the analyses of a run of pages, by key, with the table of the terms they use;
    /// `terms` gives each of their term numbers' text.
    static func encodeBlock(_ pages: [(key: String, analysis: SearchIndexBuilder.Analysis)], terms: [String]) -> [UInt8] {
        var numbers: [UInt32: Int] = [:]
        var table: [String] = []
        var records: [UInt8] = []
        ByteWriter.append(pages.count, to: &records)
        var record: [UInt8] = []
        for (key, analysis) in pages {
            record.removeAll(keepingCapacity: true)
            record += Array(key.utf8.prefix(32))
            record += Array(repeating: UInt8(ascii: "0"), count: max(0, 32 - key.utf8.count))
            ByteWriter.append(analysis.snippet.utf8.count, to: &record)
            record += analysis.snippet.utf8
            for length in analysis.terms.lengths { ByteWriter.append(length, to: &record) }
            let fieldCount = SearchIndexBuilder.Field.allCases.count
            ByteWriter.append(analysis.terms.count, to: &record)
            analysis.terms.forEachTerm { _, term, counts in
                let number: Int
                if let known = numbers[term] {
                    number = known
                } else {
                    number = table.count
                    numbers[term] = number
                    table.append(terms[Int(term)])
                }
                ByteWriter.append(number, to: &record)
                for field in 0..<fieldCount { ByteWriter.append(Int(counts[field]), to: &record) }
            }
            ByteWriter.append(record.count, to: &records)
            records += record
        }
        var block: [UInt8] = []
        ByteWriter.append(table.count, to: &block)
        for term in table {
            ByteWriter.append(term.utf8.count, to: &block)
            block += term.utf8
        }
        block += records
        return Array(fingerprint(block[...]).utf8) + block
    }
}

/// Appends unsigned LEB128 varints.
enum ByteWriter {
    static func append(_ value: Int, to bytes: inout [UInt8]) {
        var rest = UInt64(max(0, value))
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }
}

/// Reads unsigned LEB128 varints and byte runs from a range of bytes, never past its end.
struct ByteReader {
    private let bytes: [UInt8]
    private(set) var position: Int
    private let end: Int

    init(_ bytes: [UInt8], from start: Int, to end: Int? = nil) {
        self.bytes = bytes
        self.end = min(end ?? bytes.count, bytes.count)
        position = min(start, self.end)
    }

    /// The next number, nil when the bytes end first or it is not below `limit` (by default
    /// the number of bytes there are, which no count or length can exceed).
    mutating func number(_ limit: Int? = nil) -> Int? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < end, shift < 63 {
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 {
                let bound = UInt64(limit ?? bytes.count)
                return value <= bound ? Int(value) : nil
            }
            shift += 7
        }
        return nil
    }

    /// Skips `count` bytes; the position after them, nil when there are fewer.
    mutating func skip(_ count: Int) -> Int? {
        guard count >= 0, count <= end - position else { return nil }
        position += count
        return position
    }
}
