import Foundation
import LifedocMarkdown
import Testing

/// GitHub-style tables, which libcmark does not read: `TableText` splits a paragraph's lines,
/// `CmarkConverter` parses each cell, and the renderer writes the table. Proven against the table
/// examples of the GitHub Flavored Markdown specification (`Fixtures/gfm-tables`), the site's
/// only changes being a scrolling wrapper and a class for `align`.
struct TableTextTests {
    private struct Examples: Decodable {
        struct Example: Decodable {
            var markdown: String
            var html: String
        }

        var examples: [Example]
    }

    /// The site's table HTML as the specification writes it: no wrapper, `align` for the class, no
    /// class for a long column.
    private static func asSpecified(_ html: String) -> String {
        var html = html.replacingOccurrences(of: #"<div class="ld-md-table">"#, with: "")
            .replacingOccurrences(of: "</table></div>", with: "</table>")
        html = html.replacingOccurrences(of: " ld-long", with: "").replacingOccurrences(of: #" class="ld-long""#, with: "")
        for alignment in ["left", "center", "right"] {
            html = html.replacingOccurrences(of: #" class="ld-\#(alignment)""#, with: #" align="\#(alignment)""#)
        }
        return html
    }

    @Test func rendersEveryTableExampleOfTheGFMSpecification() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/gfm-tables/table-examples.json")
        let examples = try JSONDecoder().decode(Examples.self, from: Data(contentsOf: file)).examples
        #expect(examples.count == 8)
        for example in examples {
            let html = CmarkConverter.renderHTML(example.markdown, options: HTMLRenderOptions(), linker: PlainLinker())
            #expect(Self.asSpecified(html.html) == example.html, "\(example.markdown)")
        }
    }

    /// A cell holds inlines only: text that would start a block on a line of its own (a list
    /// marker, a fence, a heading, a quote) is text in a cell, and the inlines after it are read.
    @Test func readsACellThatLooksLikeABlockAsInlines() {
        let html = CmarkConverter.renderHTML(
            "| a | b | c |\n|---|---|---|\n| * **굵게** | ~~~ `code` | # [링크](x.md) |\n| > 1. *기울임* | - [ ] 할 일 | 1) 끝 |\n",
            options: HTMLRenderOptions(), linker: PlainLinker()).html
        #expect(html.contains("<td>* <strong>굵게</strong></td>"), "\(html)")
        #expect(html.contains("<td>~~~ <code>code</code></td>") && html.contains(#"<td># <a href="x.md">링크</a></td>"#), "\(html)")
        #expect(html.contains("<td>&gt; 1. <em>기울임</em></td>") && html.contains("<td>- [ ] 할 일</td>") && html.contains("<td>1) 끝</td>"), "\(html)")
        let document = CmarkConverter.parse("| a |\n|---|\n| * `foo()` |\n", lineOffset: 2)
        guard case let .table(_, _, rows, _) = document.blocks.first else {
            Issue.record("\(document.blocks)")
            return
        }
        #expect(rows[0][0] == [.text("* ", SourcePosition(line: 5, column: 1)), .code("foo()", SourcePosition(line: 5, column: 4))])
    }

    @Test func splitsRowsIntoCellsAsGFMDoes() {
        let table = TableText.read(["| a | b \\| c | `d` |", "|:--|:-:|--:|", "x | y", "1|2|3|4"])
        #expect(table?.alignments == [.left, .center, .right])
        #expect(table?.header == ["a", "b | c", "`d`"])
        #expect(table?.rows == [["x", "y", ""], ["1", "2", "3"]])
        #expect(TableText.read(["a | b", "--- | --- | ---"]) == nil, "the delimiter row has another number of cells")
        #expect(TableText.read(["a", "---"]) == nil, "no pipe: a heading underline, not a table")
        #expect(TableText.read(["| a |", "| :-x- |"]) == nil)
    }

    /// Lines of text before a table stay a paragraph; a table in a quote is read; a cell's link
    /// is reported on its row's line.
    @Test func readsATableAfterTextAndInsideAQuote() {
        let document = CmarkConverter.parse("Before\n| a | b |\n|---|---|\n| [x](y.md) | 2 |\n\n> | q |\n> |---|\n> | 1 |\n", lineOffset: 4)
        #expect(document.blocks.count == 3)
        guard case let .paragraph(lead, _) = document.blocks[0], case let .table(_, header, rows, position) = document.blocks[1],
              case let .blockQuote(quoted, _) = document.blocks[2]
        else {
            Issue.record("\(document.blocks)")
            return
        }
        #expect(lead.plainText == "Before")
        #expect(header.map(\.plainText) == ["a", "b"] && position.line == 6)
        guard case let .link(destination, _, _, at)? = rows.first?.first?.first else {
            Issue.record("\(rows)")
            return
        }
        #expect(destination == "y.md" && at.line == 8)
        if case .table = quoted.first {} else { Issue.record("\(quoted)") }
    }
}
