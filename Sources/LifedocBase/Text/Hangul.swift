/// Hangul syllables (U+AC00 to U+D7A3) and the jamo Unicode composes each of: an initial
/// consonant (19), a vowel (21) and an optional final consonant (27, or 0 for none), in the order
/// of Unicode's composition formula, `0xAC00 + (initial × 21 + vowel) × 28 + final`.
package enum Hangul {
    /// Every precomposed syllable.
    package static let syllables: ClosedRange<UInt32> = 0xAC00...0xD7A3

    /// A syllable's parts, by their numbers in Unicode's composition order.
    package struct Parts: Hashable, Sendable {
        /// ㄱ 0 … ㅎ 18.
        package var initial: Int
        /// ㅏ 0, ㅐ 1, ㅓ 4, ㅕ 6, ㅗ 8, ㅘ 9, ㅙ 10, ㅚ 11, ㅜ 13, ㅝ 14, ㅡ 18, ㅣ 20, ….
        package var vowel: Int
        /// None 0, ㄱ 1 … ㅎ 27 (ㄴ 4, ㄹ 8, ㅁ 16, ㅆ 20).
        package var final: Int

        package init(initial: Int, vowel: Int, final: Int) {
            self.initial = initial
            self.vowel = vowel
            self.final = final
        }

        /// The syllable these parts compose, nil when a part is out of range.
        package var syllable: Unicode.Scalar? {
            guard (0..<19).contains(initial), (0..<21).contains(vowel), (0..<28).contains(final) else { return nil }
            return Unicode.Scalar(UInt32(0xAC00 + (initial * 21 + vowel) * 28 + final))
        }
    }

    /// Whether `scalar` is a precomposed Hangul syllable.
    package static func isSyllable(_ scalar: Unicode.Scalar) -> Bool { syllables.contains(scalar.value) }

    /// The parts of `scalar`, nil when it is no precomposed syllable.
    package static func parts(of scalar: Unicode.Scalar) -> Parts? {
        guard isSyllable(scalar) else { return nil }
        let index = Int(scalar.value - syllables.lowerBound)
        return Parts(initial: index / 588, vowel: (index % 588) / 28, final: index % 28)
    }
}
