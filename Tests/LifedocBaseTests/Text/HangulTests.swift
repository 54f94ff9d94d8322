import LifedocBase
import Testing

/// Syllables taken apart into their jamo numbers and put back together.
@Suite struct HangulTests {
    @Test func takesSyllablesApartByUnicodesFormula() throws {
        // 각: ㄱ ㅏ ㄱ; 힣: ㅎ ㅣ ㅎ; 와: ㅇ ㅘ; 졌: ㅈ ㅕ ㅆ.
        #expect(Hangul.parts(of: "가") == Hangul.Parts(initial: 0, vowel: 0, final: 0))
        #expect(Hangul.parts(of: "각") == Hangul.Parts(initial: 0, vowel: 0, final: 1))
        #expect(Hangul.parts(of: "힣") == Hangul.Parts(initial: 18, vowel: 20, final: 27))
        #expect(Hangul.parts(of: "와") == Hangul.Parts(initial: 11, vowel: 9, final: 0))
        #expect(Hangul.parts(of: "졌") == Hangul.Parts(initial: 12, vowel: 6, final: 20))
    }

    @Test func composesEverySyllableBackFromItsParts() throws {
        for value in Hangul.syllables {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(Hangul.parts(of: scalar)?.syllable == scalar)
        }
    }

    @Test func refusesWhatIsNoSyllable() {
        for scalar: Unicode.Scalar in ["ㄱ", "ㅏ", "\u{1100}", "a", "漢", "\u{D7A4}", "\u{ABFF}"] {
            #expect(!Hangul.isSyllable(scalar))
            #expect(Hangul.parts(of: scalar) == nil)
        }
        #expect(Hangul.Parts(initial: 19, vowel: 0, final: 0).syllable == nil)
        #expect(Hangul.Parts(initial: 0, vowel: 21, final: 0).syllable == nil)
        #expect(Hangul.Parts(initial: 0, vowel: 0, final: 28).syllable == nil)
    }
}
