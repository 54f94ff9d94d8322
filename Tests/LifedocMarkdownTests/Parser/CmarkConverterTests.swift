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
