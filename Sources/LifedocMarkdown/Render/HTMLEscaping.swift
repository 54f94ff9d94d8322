/// Escaping for text and attribute values inserted into HTML.
package enum HTMLEscaping {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references: safe in element
    /// content and in quoted attribute values. Works on the UTF-8 bytes, so a quote or `<` followed
    /// by a combining mark is escaped too (a browser's tokenizer sees the ASCII byte, not a grapheme).
    package static func escape(_ text: String) -> String {
        var text = text
        let escaped = text.withUTF8 { bytes -> String? in
            var extra = 0
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "&"), UInt8(ascii: "'"): extra += 4
                case UInt8(ascii: "<"), UInt8(ascii: ">"): extra += 3
                case UInt8(ascii: "\""): extra += 5
                default: continue
                }
            }
            // Most text has nothing to escape: hand the same string back without copying it.
            guard extra > 0 else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count + extra) { output in
                var end = 0
                func append(_ reference: StaticString) {
                    for byte in UnsafeBufferPointer(start: reference.utf8Start, count: reference.utf8CodeUnitCount) {
                        output[end] = byte
                        end += 1
                    }
                }
                for byte in bytes {
                    switch byte {
                    case UInt8(ascii: "&"): append("&amp;")
                    case UInt8(ascii: "<"): append("&lt;")
                    case UInt8(ascii: ">"): append("&gt;")
                    case UInt8(ascii: "\""): append("&quot;")
                    case UInt8(ascii: "'"): append("&#39;")
                    default:
                        output[end] = byte
                        end += 1
                    }
                }
                return end
            }
        }
        return escaped ?? text
    }

    /// A fragment id made from heading text: lowercase, spaces and punctuation folded into `-`,
    /// letters of every script kept (`Common mistakes` → `common-mistakes`, `흔한 실수` → `흔한-실수`).
    package static func slug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "_" {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "section" : result
    }
}
