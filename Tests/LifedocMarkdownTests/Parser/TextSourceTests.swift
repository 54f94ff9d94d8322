@testable import LifedocMarkdown
import Testing

/// A text's source beside its literal: where it was written with escapes or references, and where
/// libcmark's column for it is off, as on a lazy continuation line.
struct TextSourceTests {
    @Test func keepsTheSourceOfEscapesAndReferences() throws {
        let line = Array(#"보기: \~\~글\~\~ &amp; 끝"#.utf8)[...]
        let literal = Array("~~글~~ & 끝".utf8)
        let source = try #require(TextSource(literal: literal, line: line, start: 8))
        #expect(String(decoding: source.raw, as: UTF8.self) == #"\~\~글\~\~ &amp; 끝"#)
        #expect(source.escapedTildes(in: literal) == [0, 1, 5, 6])
        // Written as it reads, a text has no source of its own.
        #expect(TextSource(literal: Array("보기".utf8), line: line, start: 0) == nil)
    }

    /// On a line written without its quote's `>` (a lazy continuation), libcmark counts the column
    /// as if the `> ` were there: the source is found two bytes before.
    @Test func findsTheSourceOfALazyLine() throws {
        let line = Array(#"lazy \~\~x\~\~"#.utf8)[...]
        let literal = Array("lazy ~~x~~".utf8)
        let source = try #require(TextSource(literal: literal, line: line, start: 2))
        #expect(source.raw == Array(line))
        #expect(source.escapedTildes(in: literal) == [5, 6, 8, 9])
    }

    /// A lazy line that starts with an escaped character: the text starts at the backslash, not at
    /// the character after it, which reads as written.
    @Test func findsTheEscapeThatStartsALazyLine() throws {
        let line = Array(#"\~\~x\~\~ 끝"#.utf8)[...]
        let literal = Array("~~x~~ 끝".utf8)
        let source = try #require(TextSource(literal: literal, line: line, start: 3))
        #expect(source.escapedTildes(in: literal) == [0, 1, 3, 4])
    }

    /// A lazy line shorter than the five quote markers libcmark counts into its column: the column
    /// is past the line's end, and the source is still found.
    @Test func findsTheSourceOfALazyLineShorterThanItsPrefix() {
        let html = CmarkConverter.renderHTML("> > > > > a\n\\~\\~x\\~\\~\n", linker: PlainLinker()).html
        #expect(html.contains("<p>a\n~~x~~</p>"), "\(html)")
    }

    @Test func readsALazyLineInAQuoteAsCmarkGFMDoes() {
        let html = CmarkConverter.renderHTML("> quote\nlazy \\~\\~kept\\~\\~ https://a.example/&amp;\n", linker: PlainLinker()).html
        #expect(html == "<blockquote>\n<p>quote\nlazy ~~kept~~ <a href=\"https://a.example/\">https://a.example/</a>&amp;</p>\n</blockquote>\n", "\(html)")
    }
}
