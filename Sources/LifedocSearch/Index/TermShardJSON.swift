import Foundation

/// A term shard as the JSON `JSONEncoder` writes for it with `.sortedKeys` and
/// `.withoutEscapingSlashes`, byte for byte, written directly: through the encoder's generic
/// containers the shards were a quarter of the processor time of a preview's rebuild. A test holds
/// the two equal on the project's whole index and on keys and numbers chosen to differ.
enum TermShardJSON {
    /// The JSON object of `shard`: its terms in the encoder's key order, each with its idf and postings.
    static func encode(_ shard: [String: SearchIndex.TermEntry]) -> String {
        var out: [UInt8] = []
        append(shard, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the JSON object of `shard` to `out`, as `encode(_:)` gives it.
    static func append(_ shard: [String: SearchIndex.TermEntry], to out: inout [UInt8]) {
        out.reserveCapacity(out.count + shard.count * 48)
        out.append(UInt8(ascii: "{"))
        for (position, term) in sortedKeys(shard.keys).enumerated() {
            let entry = shard[term]!
            if position > 0 { out.append(UInt8(ascii: ",")) }
            appendString(term, to: &out)
            out += #":{"idf":"#.utf8
            out += number(entry.idf).utf8
            out += #","postings":"#.utf8
            appendString(PostingCodec.encode(entry.postings), to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "}"))
    }

    /// Keys in the order `JSONEncoder`'s `.sortedKeys` gives them on Linux: by Unicode
    /// scalar, as Swift orders strings (the terms are NFC, so this is also their UTF-8 order), and
    /// so on every machine.
    static func sortedKeys(_ keys: some Collection<String>) -> [String] {
        keys.sorted()
    }

    /// A finite double as the encoder writes it: its shortest description, without a trailing `.0`.
    static func number(_ value: Double) -> String {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// `text` as a JSON string, in UTF-8: quotes, backslashes and control characters escaped, `/`
    /// and everything else as it is.
    static func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += #"\""#.utf8
            case UInt8(ascii: "\\"): out += #"\\"#.utf8
            case UInt8(ascii: "\n"): out += #"\n"#.utf8
            case UInt8(ascii: "\r"): out += #"\r"#.utf8
            case UInt8(ascii: "\t"): out += #"\t"#.utf8
            case 0x08: out += #"\b"#.utf8
            case 0x0C: out += #"\f"#.utf8
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += #"\u00"#.utf8
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
