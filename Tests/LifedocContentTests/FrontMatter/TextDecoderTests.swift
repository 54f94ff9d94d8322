import LifedocBase
import LifedocContent
import Testing

@Suite struct TextDecoderTests {
    @Test func dropsTheByteOrderMarkAndFoldsCRLF() throws {
        let file = SourceFile(path: "en/a.md", bytes: [0xEF, 0xBB, 0xBF] + Array("a\r\nb\rc\n".utf8))
        #expect(try TextDecoder.decode(file).get() == "a\nb\nc\n")
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
}
