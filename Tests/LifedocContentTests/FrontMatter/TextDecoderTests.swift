import LifedocBase
import LifedocContent
import Testing

@Suite struct TextDecoderTests {
    @Test func dropsTheByteOrderMarkAndFoldsCRLF() throws {
        let file = SourceFile(path: "en/a.md", bytes: [0xEF, 0xBB, 0xBF] + Array("a\r\nb\rc\n".utf8))
        #expect(try TextDecoder.decode(file).get() == "a\nb\nc\n")
    }

    /// Korean from macOS often comes decomposed (NFD); it is read composed, byte for byte NFC.
    /// (Swift compares strings by canonical equivalence, so the test compares their bytes.)
    @Test func composesDecomposedKoreanAndAccents() throws {
        // 백그라운드 and café, decomposed, with a Windows line ending between them.
        let decomposed = "\u{1107}\u{1162}\u{11A8}\u{1100}\u{1173}\u{1105}\u{1161}\u{110B}\u{116E}\u{11AB}\u{1103}\u{1173}\r\ncafe\u{301}"
        let file = SourceFile(path: "ko/a.md", bytes: Array(decomposed.utf8))
        #expect(Array(try TextDecoder.decode(file).get().utf8) == Array("백그라운드\ncaf\u{E9}".utf8))
        // Composed text, with punctuation NFC leaves alone, is kept as it is.
        let composed = "씬이 Background → Foreground로…「델리게이트」\n"
        #expect(Array(try TextDecoder.decode(SourceFile(path: "ko/b.md", bytes: Array(composed.utf8))).get().utf8) == Array(composed.utf8))
    }

    @Test func reportsTheLineOfANulByte() {
        let file = SourceFile(path: "en/a.md", bytes: Array("one\ntwo\n".utf8) + [0] + Array("\n".utf8))
        guard case let .failure(diagnostic) = TextDecoder.decode(file) else {
            Issue.record("expected a failure")
            return
        }
        #expect(diagnostic.code == .invalidEncoding && diagnostic.location?.line == 3)
    }

    @Test func reportsTheLineOfTheFirstByteThatIsNotUTF8() {
        let file = SourceFile(path: "ko/a.md", bytes: Array("제목\n둘째 줄\n".utf8) + [0xC0, 0xAF])
        guard case let .failure(diagnostic) = TextDecoder.decode(file) else {
            Issue.record("expected a failure")
            return
        }
        #expect(diagnostic.code == .invalidEncoding && diagnostic.location == SourceLocation(file: "ko/a.md", line: 3))
    }

    /// Old Mac (CR) and Windows (CRLF) line endings count as the lines the folded text will have.
    static let lineEndingCases: [([UInt8], Int)] = [
        (Array("a\rb\rc\u{0}".utf8), 3),
        (Array("a\r\nb\r\nc\u{0}".utf8), 3),
        (Array("씬\r델리게이트\r\n\r".utf8) + [0xE3, 0x81], 4),
        // The first bad byte is named, whichever kind it is (found by make fuzz).
        (Array("---\nkind: ".utf8) + [0xF7, 0xF7] + Array("\n\n\nok\u{0}\n".utf8), 2),
        (Array("a\u{0}\n".utf8) + [0xF7], 1),
    ]

    @Test(arguments: lineEndingCases)
    func countsLoneCRAndCRLFAsOneLineEndingEach(bytes: [UInt8], line: Int) {
        guard case let .failure(diagnostic) = TextDecoder.decode(SourceFile(path: "ko/a.md", bytes: bytes)) else {
            Issue.record("expected a failure")
            return
        }
        #expect(diagnostic.location?.line == line)
    }
}
