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
                if let reference = reference(for: byte) { extra += reference.utf8CodeUnitCount - 1 }
            }
            // Most text has nothing to escape: hand the same string back without copying it.
            guard extra > 0 else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count + extra) { output in
                var end = 0
                for byte in bytes {
                    guard let reference = reference(for: byte) else {
                        output[end] = byte
                        end += 1
                        continue
                    }
                    for referenceByte in UnsafeBufferPointer(start: reference.utf8Start, count: reference.utf8CodeUnitCount) {
                        output[end] = referenceByte
                        end += 1
                    }
                }
                return end
            }
        }
        return escaped ?? text
    }

    /// The character reference `byte` is written as, or nil when it stands for itself.
    private static func reference(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
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
