import Foundation

/// Unicode normalisation (NFC, NFKC) that skips Foundation for text it cannot change: ASCII and
/// Latin-1 letters, and precomposed Hangul syllables, which is nearly all of a page in either language.
package enum Normalization {
    /// `text` in NFC.
    package static func nfc(_ text: String) -> String {
        isStable(text, below: 0x300) ? text : text.precomposedStringWithCanonicalMapping
    }

    /// `text` in NFKC.
    package static func nfkc(_ text: String) -> String {
        isStable(text, below: 0xA0) ? text : text.precomposedStringWithCompatibilityMapping
    }

    /// Whether every scalar is below `limit` (where the normal forms change nothing: combining marks
    /// start at U+0300, compatibility mappings at U+00A0) or a precomposed Hangul syllable. A
    /// trailing consonant jamo that would join a syllable is outside both, so it takes the slow path.
    package static func isStable(_ text: String, below limit: UInt32) -> Bool {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < limit || Hangul.syllables.contains(value) { continue }
            return false
        }
        return true
    }

    /// `text` composed (NFC) when it may hold decomposed characters (`hasDecomposedCharacters`),
    /// else as it is: the decoder's and page ids' normalisation, which costs composed text one scan.
    package static func composed(_ text: String) -> String {
        hasDecomposedCharacters(text) ? nfc(text) : text
    }

    /// Whether `text` may hold decomposed characters that NFC would join: a combining mark (a scalar
    /// of non-zero canonical combining class, as in `e` + U+0301) or a conjoining Hangul jamo, which
    /// is how Korean looks in NFD (macOS writes file names so, and text copied from them keeps it:
    /// 백 as ᄇ + ᅢ + ᆨ). Answered by scalar, with ASCII and precomposed Hangul first; the rare
    /// scalars NFC changes on their own (U+212B ANGSTROM SIGN, CJK compatibility ideographs) and
    /// a few Indic vowel pairs are not looked for, and are left as written.
    package static func hasDecomposedCharacters(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            // Read as bytes (a page is read whole before parsing): ASCII and two-byte scalars below
            // U+0300 are skipped by their lead byte, others decoded (the String is valid UTF-8).
            var index = 0
            let count = bytes.count
            while index < count {
                let lead = bytes[index]
                if lead < 0xCC {
                    index += lead < 0x80 ? 1 : 2
                    continue
                }
                // A precomposed syllable (U+AC00–U+D7A3) by its first two bytes: EA B0–BF, EB, EC,
                // ED 80–9D (U+D000–U+D77F); the few from U+D780 on are decoded below.
                if index + 2 < count,
                    lead == 0xEB || lead == 0xEC || (lead == 0xEA && bytes[index + 1] >= 0xB0) || (lead == 0xED && bytes[index + 1] < 0x9E)
                {
                    index += 3
                    continue
                }
                let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                var value = UInt32(lead & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07))
                for offset in 1..<length where index + offset < count {
                    value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
                }
                index += length
                if Hangul.syllables.contains(value) { continue }
                if (0x1100...0x11FF).contains(value) || (0xA960...0xA97F).contains(value) || (0xD7B0...0xD7FF).contains(value) {
                    return true
                }
                if let scalar = Unicode.Scalar(value), scalar.properties.canonicalCombiningClass != .notReordered { return true }
            }
            return false
        }
    }

    /// White space as `Character.isWhitespace` sees it, for one scalar: Unicode's White_Space
    /// property, whose 25 code points are listed here, so a Korean page's syllables are not each
    /// looked up in the property tables (`NormalizationTests` checks every scalar against them).
    package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// `text` with every run of white space turned into one space, and none at either end; only
    /// its first `limit` scalars when a limit is given.
    package static func collapsingWhitespace(_ text: String, limit: Int = .max) -> String {
        // Byte by byte: only a scalar led by C2, E1, E2 or E3 can be non-ASCII white space
        // (U+0085, U+00A0, U+1680, U+2000–U+205F, U+3000), so only those are decoded.
        var text = text
        return text.withUTF8 { bytes in
            // The output is never longer than the input: written in place into the new string.
            String(unsafeUninitializedCapacity: max(1, bytes.count)) { output in
                var written = 0
                var pendingSpace = false
                var count = 0
                var index = 0
                while index < bytes.count, count < limit {
                    count += 1
                    let lead = bytes[index]
                    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                    let end = min(index + length, bytes.count)
                    let space: Bool
                    switch lead {
                    case ..<0x80: space = lead == 0x20 || (lead >= 0x09 && lead <= 0x0D)
                    case 0xC2, 0xE1, 0xE2, 0xE3:
                        // Two or three bytes, valid since they come from a String.
                        var value = UInt32(lead & (lead < 0xE0 ? 0x1F : 0x0F))
                        for byte in bytes[(index + 1)..<end] { value = value << 6 | UInt32(byte & 0x3F) }
                        space = Unicode.Scalar(value).map(isWhitespace) ?? false
                    default: space = false
                    }
                    if space {
                        pendingSpace = written > 0
                    } else {
                        if pendingSpace {
                            output[written] = 0x20
                            written += 1
                            pendingSpace = false
                        }
                        for position in index..<end {
                            output[written] = bytes[position]
                            written += 1
                        }
                    }
                    index = end
                }
                return written
            }
        }
    }
}
