import LifedocBase
import Testing

@Suite struct UTF8KeyTests {
    /// Normalised text: short (held inside the string) and long (on the heap), ASCII and Korean.
    static let texts = [
        "", "w:scene", "w:백그라운드", "g:그라", "c:ㅂㄱㄹㅇㄷ", "i:scenedidenterbackground",
        "t:앱 델리게이트 메서드 상태 전환 호출 시점", "w:café",
    ]

    /// Among normalised texts the key agrees with `String`: equal keys exactly when equal strings,
    /// and equal keys hash alike.
    @Test func agreesWithStringOnNormalisedText() {
        for left in Self.texts {
            for right in Self.texts {
                #expect((UTF8Key(left) == UTF8Key(right)) == (left == right), "\(left) / \(right)")
            }
            #expect(UTF8Key(left).hashValue == UTF8Key(String(left.unicodeScalars)).hashValue)
        }
    }

    /// A dictionary keyed by the key finds each text again, also when the text is built anew from
    /// its scalars (a different string object with the same bytes).
    @Test func findsTextsBuiltAnew() {
        var numbers: [UTF8Key: Int] = [:]
        for (number, text) in Self.texts.enumerated() { numbers[UTF8Key(text)] = number }
        for (number, text) in Self.texts.enumerated() {
            #expect(numbers[UTF8Key(String(String.UnicodeScalarView(Array(text.unicodeScalars))))] == number)
        }
        #expect(numbers[UTF8Key("w:백그라운")] == nil)
    }

    /// Text in other normal forms is told apart by its bytes, which is why only normalised text may
    /// be a key: decomposed 씬 is not the composed one, though `String` calls them equal.
    @Test func comparesBytesNotCanonicalEquivalence() {
        let composed = "씬", decomposed = "\u{110A}\u{1175}\u{11AB}"
        #expect(composed == decomposed)
        #expect(UTF8Key(composed) != UTF8Key(decomposed))
    }
}
