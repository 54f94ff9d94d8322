import Foundation
import LifedocBase
import Testing

@Suite struct NormalizationTests {
    /// Text the fast path keeps as it is, and text it must hand to Foundation: decomposed Hangul
    /// (conjoining jamo), a syllable followed by a trailing consonant jamo, combining accents,
    /// full-width letters and a no-break space.
    static let samples = [
        "sceneDidEnterBackground(_:) 호출 시점", "씬이 백그라운드로 갈 때", "café",
        "\u{1109}\u{1161}\u{11AB}", "\u{AC00}\u{11A8}", "e\u{301}", "ＵＩＳｃｅｎｅ", "a\u{A0}b", "", "ㅂㄱㄹㅇㄷ",
    ]

    @Test(arguments: samples)
    func agreesWithFoundation(text: String) {
        #expect(Array(Normalization.nfc(text).unicodeScalars) == Array(text.precomposedStringWithCanonicalMapping.unicodeScalars))
        #expect(Array(Normalization.nfkc(text).unicodeScalars) == Array(text.precomposedStringWithCompatibilityMapping.unicodeScalars))
    }

    /// The decoder composes a text only when this says NFC may change it: it misses no text that
    /// NFC changes, and passes by composed text at once (Korean, Latin, punctuation, emoji). A
    /// combining mark with nothing to join (ȷ + ring) is still sent to Foundation, which keeps it.
    @Test(arguments: samples.filter { $0 != "\u{AC00}\u{11A8}" }
        + ["Background → Foreground…「씬」·", "\u{1107}\u{1162}\u{11A8}\u{1100}\u{1173}\u{11AF}", "씬 😀 𝒳 ǅ",
           "씬 😀 then e\u{301}", "ȷ\u{30A}", "\u{A960}\u{1161}"])
    func missesNoTextNFCWouldChange(text: String) {
        let changes = Array(text.precomposedStringWithCanonicalMapping.utf8) != Array(text.utf8)
        #expect(!changes || Normalization.hasDecomposedCharacters(text))
    }

    @Test(arguments: ["sceneDidEnterBackground(_:) 호출 시점", "가힣 각 낢 퀴 힝", "café", "Background → Foreground…「씬」·", "씬 😀 𝒳 ǅ", "ＵＩＳｃｅｎｅ", ""])
    func passesByComposedText(text: String) {
        #expect(!Normalization.hasDecomposedCharacters(text))
    }

    /// A syllable followed by a trailing consonant jamo composes under Unicode's NFC (가 + ᆨ = 각),
    /// so it is found; Foundation on Linux leaves this rare pair as it is, which is harmless.
    @Test func findsATrailingConsonantAfterASyllable() {
        #expect(Normalization.hasDecomposedCharacters("\u{AC00}\u{11A8}"))
    }

    @Test func skipsFoundationOnlyForTextItCannotChange() {
        #expect(Normalization.isStable("씬이 background로", below: 0x300))
        #expect(!Normalization.isStable("\u{AC00}\u{11A8}", below: 0x300))
        #expect(!Normalization.isStable("a\u{A0}b", below: 0xA0))
    }

    @Test func countsScalarsBeforeAByteOffset() {
        let text = "씬이 sceneDidEnterBackground"
        let offset = Array(text.utf8).firstIndex(of: UInt8(ascii: "s"))!
        #expect(offset == 7)
        #expect(UTF8Offsets.scalars(in: text.utf8, before: offset) == 3)
        // Every kind of bytes counts the same, a slice from its own start, and an offset past the
        // end counts the whole.
        let bytes = Array(text.utf8)
        #expect(UTF8Offsets.scalars(in: bytes, before: offset) == 3)
        #expect(UTF8Offsets.scalars(in: bytes[3...], before: offset - 3) == 2)
        #expect(UTF8Offsets.scalars(in: bytes, before: bytes.count + 5) == text.unicodeScalars.count)
        #expect(UTF8Offsets.scalars(in: bytes, before: 0) == 0)
        // A string made from a substring is counted too.
        let rest = String(text.dropFirst())
        #expect(UTF8Offsets.scalars(in: rest.utf8, before: 4) == 2)
    }

    /// Collapsing white space must treat every Unicode space as `Character.isWhitespace` does
    /// (no-break, ideographic, line and paragraph separators, NEL) and count its limit in scalars.
    @Test func collapsesEveryKindOfWhiteSpace() {
        #expect(Normalization.collapsingWhitespace("  씬이\t\n 백그라운드로\u{A0}\u{3000}갑니다 \r\n") == "씬이 백그라운드로 갑니다")
        #expect(Normalization.collapsingWhitespace("a\u{2028}b\u{2029}c\u{85}d\u{1680}e\u{202F}f\u{205F}g\u{200A}h") == "a b c d e f g h")
        #expect(Normalization.collapsingWhitespace("a\u{200B}b\u{2030}c ") == "a\u{200B}b\u{2030}c")
        #expect(Normalization.collapsingWhitespace("씬이  앱을 떠남", limit: 4) == "씬이")
        #expect(Normalization.collapsingWhitespace("씬이  앱을 떠남", limit: 5) == "씬이 앱")
        #expect(Normalization.collapsingWhitespace("e\u{301}  x", limit: 2) == "e\u{301}")
        #expect(Normalization.collapsingWhitespace("") == "")
    }

    /// The same on generated text, against the plain definition scalar by scalar.
    @Test func agreesWithThePlainDefinition() {
        let alphabet: [Unicode.Scalar] = [" ", "\t", "\n", "a", "Z", "\u{A0}", "\u{85}", "\u{2028}", "\u{3000}", "\u{200B}",
                                          "씬", "\u{301}", "\u{1F600}", "\u{1680}", "\u{E000}", "é"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<300 {
            var text = String.UnicodeScalarView()
            state = state &* 6_364_136_223_846_793_005 &+ 1
            for _ in 0..<Int(state >> 59) {
                state = state &* 6_364_136_223_846_793_005 &+ 1
                text.append(alphabet[Int(state >> 60)])
            }
            let limit = Int(state >> 61) + 1
            for bound in [Int.max, limit] {
                var expected = String.UnicodeScalarView()
                var pending = false
                for scalar in String(text).unicodeScalars.prefix(bound) {
                    if Character(scalar).isWhitespace { pending = !expected.isEmpty; continue }
                    if pending { expected.append(" "); pending = false }
                    expected.append(scalar)
                }
                #expect(Normalization.collapsingWhitespace(String(text), limit: bound) == String(expected))
            }
        }
    }

    /// The listed white space is exactly what the standard library's property tables say, for
    /// every scalar there is.
    @Test func tellsWhiteSpaceAsUnicodeDoesForEveryScalar() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if Normalization.isWhitespace(scalar) != scalar.properties.isWhitespace { differing.append(value) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10).map { String($0, radix: 16) })")
    }
}
