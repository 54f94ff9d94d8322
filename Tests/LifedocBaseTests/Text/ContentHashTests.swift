import LifedocBase
import Testing

@Suite struct ContentHashTests {
    @Test func tellsContentApartAndIsStable() {
        let texts = ["", "a", "b", "ab", "ba", "씬이 백그라운드로", "씬이 백그라운드로 ", String(repeating: "x", count: 4096),
                     String(repeating: "x", count: 4095) + "y"]
        let hashes = texts.map(ContentHash.of)
        #expect(Set(hashes).count == texts.count)
        #expect(hashes.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
        #expect(texts.map(ContentHash.of) == hashes)
    }

    @Test func separatesTheTextsItIsGiven() {
        var first = ContentHash(), second = ContentHash()
        first.add("ab"); first.add("c")
        second.add("a"); second.add("bc")
        #expect(first.hex != second.hex)
    }

    /// The hash as its documentation gives it, a byte at a time: the eight-bytes-at-once reading
    /// must give the same fingerprints, or every cache key and published fingerprint would change.
    static func reference(_ bytes: [UInt8]) -> String {
        var first: UInt64 = 0x9E37_79B9_7F4A_7C15, second: UInt64 = 0xC2B2_AE3D_27D4_EB4F, length: UInt64 = 0
        func mix(_ word: UInt64) {
            length &+= 1
            first = (first ^ word) &* 0x0000_0100_0000_01B3 &+ (first >> 29)
            second = (second &+ word &* 0xFF51_AFD7_ED55_8CCD) ^ (second >> 31)
            second = second &* 0xC4CE_B9FE_1A85_EC53
        }
        var word: UInt64 = 0, shift: UInt64 = 0
        for byte in bytes {
            word |= UInt64(byte) << shift
            shift += 8
            if shift == 64 { mix(word); word = 0; shift = 0 }
        }
        if shift > 0 { mix(word ^ (shift << 56)) }
        mix(0xFF ^ (8 << 56))  // The separator `add(String)` ends a text with: one byte, a word of its own.
        func finish(_ value: UInt64) -> String {
            var value = value
            value ^= value >> 33; value = value &* 0xFF51_AFD7_ED55_8CCD
            value ^= value >> 33; value = value &* 0xC4CE_B9FE_1A85_EC53
            value ^= value >> 33
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return finish(first ^ length) + finish(second ^ (length &* 0x9E37_79B9_7F4A_7C15))
    }

    @Test func readsWholeWordsAsItsBytesWouldMakeThem() {
        var generator = SystemRandomNumberGenerator()
        var texts = (0...40).map { String(repeating: "가a", count: $0 / 2) + ($0 % 2 == 1 ? "z" : "") }
        texts += (0..<50).map { _ in String((0..<Int.random(in: 0...300, using: &generator)).map { _ in "ab씬c\u{1F600}".randomElement(using: &generator)! }) }
        for text in texts {
            #expect(ContentHash.of(text) == Self.reference(Array(text.utf8)), "\(text.utf8.count) bytes")
        }
    }
}
