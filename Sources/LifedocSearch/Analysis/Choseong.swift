import LifedocBase

/// The initial consonants (초성) of Hangul syllables: 백그라운드 → ㅂㄱㄹㅇㄷ.
enum Choseong {
    /// The 19 initial consonants as compatibility jamo, in Unicode syllable order.
    static let consonants: [Unicode.Scalar] = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ".unicodeScalars)

    /// The initials of `syllables` (each U+AC00–U+D7A3).
    static func initials(of syllables: [Unicode.Scalar]) -> String {
        var result = String.UnicodeScalarView()
        for syllable in syllables {
            if let parts = Hangul.parts(of: syllable) { result.append(consonants[parts.initial]) }
        }
        return String(result)
    }

    /// Typed consonants as compatibility jamo: conjoining initials (U+1100–U+1112, what NFKC makes
    /// of ㄱ…ㅎ) are mapped back; other jamo are kept.
    static func compatibility(_ jamo: [Unicode.Scalar]) -> String {
        var result = String.UnicodeScalarView()
        for scalar in jamo {
            if (0x1100...0x1112).contains(scalar.value) {
                result.append(consonants[Int(scalar.value - 0x1100)])
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
