import LifedocMarkdown
import Testing

@Suite struct CmarkConverterTests {
    @Test func convertsBlocksAndInlinesWithPositions() throws {
        let document = CmarkConverter.parse("# Title\n\nCall `viewDidLoad()` [here](a.md).\n")
        #expect(document.blocks.count == 2)
        guard case let .heading(level, title, position) = document.blocks[0] else {
            Issue.record("expected a heading, got \(document.blocks[0])")
            return
        }
        #expect(level == 1 && title.plainText == "Title" && position == SourcePosition(line: 1, column: 1))
        guard case let .paragraph(inlines, _) = document.blocks[1] else {
            Issue.record("expected a paragraph")
            return
        }
        #expect(inlines[1] == .code("viewDidLoad()", SourcePosition(line: 3, column: 7)))
        guard case let .link(destination, _, children, linkPosition) = inlines[3] else {
            Issue.record("expected a link, got \(inlines)")
            return
        }
        #expect(destination == "a.md" && children.plainText == "here" && linkPosition.column == 22)
    }

    @Test func countsColumnsInCharactersOnALineThatStartsWithKorean() {
        let document = CmarkConverter.parse("씬이 `sceneDidEnterBackground(_:)`를 호출합니다.")
        guard case let .paragraph(inlines, _) = document.blocks[0] else {
            Issue.record("expected a paragraph")
            return
        }
        // "씬이 `" is 4 Characters but 8 UTF-8 bytes: the code starts at Character column 5.
        #expect(inlines[1] == .code("sceneDidEnterBackground(_:)", SourcePosition(line: 1, column: 5)))
    }

    /// A lazy continuation line (a quote's or list item's line written without its `>` or indent)
    /// starts at column 1, though libcmark counts the container's prefix into its text's column.
    @Test func placesTheTextOfALazyLineWhereItIsWritten() {
        let texts = [("> 인용\n게으른 줄", "게으른 줄"), ("- 항목\n게으른 줄", "게으른 줄"), ("1. 항목\n\\~게으른 줄", "~게으른 줄"), ("> > 두 겹\n게으른 줄", "게으른 줄")]
        for (source, lazy) in texts {
            var finder = TextFinder(wanted: lazy)
            finder.walk(CmarkConverter.parse(source).blocks)
            #expect(finder.found == [SourcePosition(line: 2, column: 1)], "\(source)")
        }
    }

    @Test func countsColumnsAsTheCharactersBeforeEachNodeOnGeneratedLines() {
        // Korean, a combining mark right after a delimiter, a ZWJ family, flags, a lone jamo, CRLF,
        // and the punctuation and Latin letters that keep a line on the one-scalar-per-Character
        // path (`→`, quotes, `é`, `。`, fullwidth): each code span's column is the number of
        // Characters of the line before its backtick.
        let pieces = [
            "씬이 ", "백그라운드로", "e\u{301}", "*a*\u{301} ", "👩\u{200D}👩\u{200D}👧", "🇰🇷🇺🇸", "\u{1100}\u{1161}", "ab ", " `x` ", " `y` ", " ",
            "→ ", "“씬”", "é", "。", "（ＵＩ）", "\t", " [링크 `z` 씬](a.md) ",
        ]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D  // a fixed seed: the same lines every run
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<200 {
            let lines = (0..<(1 + next(3))).map { _ in "p" + (0..<next(30)).map { _ in pieces[next(pieces.count)] }.joined() }
            let source = lines.joined(separator: next(2) == 0 ? "\n" : "\r\n")
            // A link's position is asked for after its children's: the columns must not depend on order.
            var found: [SourcePosition] = []
            var foundLinks: [SourcePosition] = []
            func collect(_ inlines: [Inline]) {
                for inline in inlines {
                    switch inline {
                    case let .code(_, position): found.append(position)
                    case let .emphasis(children), let .strong(children): collect(children)
                    case let .link(_, _, children, position):
                        collect(children)
                        foundLinks.append(position)
                    default: continue
                    }
                }
            }
            for case let .paragraph(inlines, _) in CmarkConverter.parse(source).blocks { collect(inlines) }
            var expected: [SourcePosition] = []
            var expectedLinks: [SourcePosition] = []
            // Split on the byte: "\r\n" is one Character, which a Character split would not cut.
            for (number, line) in Array(source.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
                let bytes = Array(line)
                var inCode = false
                for (offset, byte) in bytes.enumerated() {
                    if byte == UInt8(ascii: "[") {
                        expectedLinks.append(SourcePosition(line: number + 1, column: String(decoding: bytes[..<offset], as: UTF8.self).count + 1))
                    }
                    guard byte == UInt8(ascii: "`") else { continue }
                    if !inCode {
                        // cmark places a code span at its first character, after the backtick.
                        expected.append(SourcePosition(line: number + 1, column: String(decoding: bytes[...offset], as: UTF8.self).count + 1))
                    }
                    inCode.toggle()
                }
            }
            #expect(found == expected, "\(source.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(foundLinks.sorted { ($0.line, $0.column) < ($1.line, $1.column) } == expectedLinks,
                    "\(source.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func placesEachOfTwentyThousandCodeSpansOnOneLongKoreanLine() {
        // 20,000 code spans on one Korean line (counting each span's prefix anew took minutes; each
        // line is now read once).
        let line = (0..<20_000).map { "씬이 `x\($0)` 갑니다" }.joined(separator: " ")
        guard case let .paragraph(inlines, _) = CmarkConverter.parse(line).blocks.first else {
            Issue.record("expected a paragraph")
            return
        }
        let codes = inlines.compactMap { inline -> SourcePosition? in if case let .code(_, position) = inline { position } else { nil } }
        #expect(codes.count == 20_000)
        let before = line[..<line.firstRange(of: "`x19999`")!.lowerBound]
        #expect(codes.last == SourcePosition(line: 1, column: before.count + 2))  // after the backtick
    }

    @Test func shiftsLinesByTheFrontMatterOffset() {
        let document = CmarkConverter.parse("text", lineOffset: 5)
        #expect(document.blocks.first?.position == SourcePosition(line: 6, column: 1))
    }

    @Test func keepsCodeBlocksWithTheirInfoString() {
        let document = CmarkConverter.parse("```swift\nlet x = 1\n```\n")
        #expect(document.blocks == [.codeBlock(info: "swift", code: "let x = 1\n", SourcePosition(line: 1, column: 1))])
    }

    @Test func cutsOffNestingDeeperThanTheLimitWithoutCrashing() {
        let deep = String(repeating: "> ", count: 5_000) + "deep"
        let document = CmarkConverter.parse(deep)
        #expect(document.depthLimitReached)
        let shallow = CmarkConverter.parse(String(repeating: "> ", count: 10) + "x")
        #expect(!shallow.depthLimitReached)
        #expect(shallow.blocks.first?.plainText == "x")
    }
}

/// The positions of the texts that read `wanted`.
private struct TextFinder: MarkdownWalker {
    var wanted: String
    var found: [SourcePosition] = []

    mutating func visit(inline: Inline) {
        if case let .text(text, position) = inline, text == wanted { found.append(position) }
    }
}
