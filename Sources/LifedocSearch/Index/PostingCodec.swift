/// The compact text form of a term's postings in the site's search files, about four characters
/// per posting instead of the fifteen a JSON array takes; at 10,000 pages per language this keeps
/// the shards a query fetches well under a megabyte.
///
/// Each posting is two numbers: the gap from the previous document number (the first counts from
/// -1), doubled, plus 1 when the term is in the document's symbol field; then the impact in
/// thousandths. Each number is written in base 32, least significant digit first, one character
/// per digit from the URL-safe Base64 alphabet; a character's value 32 or more (`g`…`_`) means
/// more digits follow. The alphabet needs no escaping in JSON or JavaScript strings.
package enum PostingCodec {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
    private static let values: [Int8] = {
        var table = [Int8](repeating: -1, count: 256)
        for (value, byte) in alphabet.enumerated() { table[Int(byte)] = Int8(value) }
        return table
    }()

    /// The text of `postings`, which must be sorted by document number without repeats.
    package static func encode(_ postings: [SearchIndex.Posting]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(postings.count * 4)
        var previous = -1
        for posting in postings {
            append((posting.document - previous) * 2 + (posting.symbol ? 1 : 0), to: &bytes)
            append(posting.impact, to: &bytes)
            previous = posting.document
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The postings of `text`, or nil when it is not a valid encoding.
    package static func decode(_ text: String) -> [SearchIndex.Posting]? {
        var result: [SearchIndex.Posting] = []
        var numbers: [Int] = [], value = 0, shift = 0, previous = -1
        for byte in text.utf8 {
            let digit = Int(values[Int(byte)])
            guard digit >= 0, shift <= 40 else { return nil }
            value |= (digit & 31) << shift
            shift += 5
            guard digit < 32 else { continue }
            numbers.append(value)
            value = 0
            shift = 0
            if numbers.count == 2 {
                let gap = numbers[0] >> 1
                guard gap >= 1 else { return nil }
                previous += gap
                result.append(SearchIndex.Posting(document: previous, impact: numbers[1], symbol: numbers[0] & 1 == 1))
                numbers.removeAll(keepingCapacity: true)
            }
        }
        return shift == 0 && numbers.isEmpty ? result : nil
    }

    private static func append(_ number: Int, to bytes: inout [UInt8]) {
        var rest = number
        repeat {
            let digit = rest & 31
            rest >>= 5
            bytes.append(alphabet[rest > 0 ? digit | 32 : digit])
        } while rest > 0
    }
}
