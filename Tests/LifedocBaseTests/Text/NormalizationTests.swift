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
    }
}
