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
            if value < limit || (value >= 0xAC00 && value <= 0xD7A3) { continue }
            return false
        }
        return true
    }

    /// White space as `Character.isWhitespace` sees it, for one scalar, with ASCII answered first.
    package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value == 0x20 || (value >= 0x09 && value <= 0x0D) }
        return scalar.properties.isWhitespace
    }

    /// `text` with every run of white space turned into one space, and none at either end; only
    /// its first `limit` scalars when a limit is given.
    package static func collapsingWhitespace(_ text: String, limit: Int = .max) -> String {
        var collapsed = String.UnicodeScalarView()
        var pendingSpace = false
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= limit { break }
            count += 1
            if isWhitespace(scalar) {
                pendingSpace = !collapsed.isEmpty
                continue
            }
            if pendingSpace {
                collapsed.append(" ")
                pendingSpace = false
            }
            collapsed.append(scalar)
        }
        return String(collapsed)
    }
}
