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
}
