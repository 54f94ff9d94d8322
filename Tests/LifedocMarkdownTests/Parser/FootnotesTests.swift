@testable import LifedocMarkdown
import Testing

/// GitHub's footnotes, which libcmark does not read (`Footnotes`): definitions, references, their
/// numbers and their place at the end. cmark-gfm's reading is the reference (`GitHubReferenceTests`);
/// these tests hold what a page of Korean text needs.
struct FootnotesTests {
    private static let korean = """
        iBeacon[^1] 장치로 위치를 잽니다. 나침반은 heading[^방향]을 알려 줍니다[^1].

        [^1]: 저전력 전파 발신 장치입니다 (출처: https://ko.wikipedia.org/wiki/아이비콘)
        [^방향]: 북쪽을 기준으로 잰 각도입니다.

        ```
        [^1]: 코드 안의 줄은 각주가 아닙니다
        ```

        [^안씀]: 아무도 언급하지 않은 각주
        """

    @Test func numbersKoreanFootnotesAndListsThemAtTheEnd() {
        let html = CmarkConverter.renderHTML(Self.korean, options: HTMLRenderOptions(footnoteBackLabel: "돌아가기", footnotesHeading: "각주"),
                                             linker: PlainLinker()).html
        #expect(html.contains(##"iBeacon<sup class="footnote-ref"><a href="#fn-1" id="fnref-1" data-footnote-ref>1</a></sup>"##), "\(html)")
        #expect(html.contains(##"heading<sup class="footnote-ref"><a href="#fn-방향" id="fnref-방향" data-footnote-ref>2</a></sup>"##))
        #expect(html.contains(##"<a href="#fn-1" id="fnref-1-2" data-footnote-ref>1</a>"##), "a second reference has an id of its own")
        #expect(html.contains("<pre><code>[^1]: 코드 안의 줄은 각주가 아닙니다\n</code></pre>"), "a code block keeps its text")
        #expect(!html.contains("아무도 언급하지"), "a footnote nothing refers to is not shown")
        #expect(html.hasSuffix("</ol>\n</section>\n"))
        #expect(html.contains(##"<h2 class="ld-visually-hidden">각주</h2>"##))
        #expect(html.contains(##"<a href="https://ko.wikipedia.org/wiki/%EC%95%84%EC%9D%B4%EB%B9%84%EC%BD%98">"##), "a URL in a note is a link")
        #expect(html.contains(##"<a href="#fnref-1-2" class="footnote-backref" data-footnote-backref aria-label="돌아가기">↩<sup class="footnote-ref">2</sup></a>"##))
    }

    /// A page and its side-by-side view share no id: each variant puts its prefix before the footnotes'.
    @Test func prefixesTheFootnotesIdsInEachVariant() {
        let rendered = CmarkConverter.renderHTML(
            Self.korean, options: HTMLRenderOptions(), linker: PlainLinker(),
            variants: [HTMLVariant(root: ""), HTMLVariant(root: "../", idPrefix: "ko-")])
        let page = rendered[0].sections.map(\.body).joined() + rendered[0].lead
        let compared = rendered[1].sections.map(\.body).joined() + rendered[1].lead
        #expect(page.contains(##"id="fn-1""##) && page.contains(##"href="#fnref-1""##))
        #expect(compared.contains(##"id="ko-fn-1""##) && compared.contains(##"href="#ko-fnref-1""##) && compared.contains(##"href="#ko-fn-방향""##))
        #expect(!compared.contains(##"id="fn-"##) && !compared.contains("\u{3}"))
    }

    /// References and definitions stay where they are written: a definition's text and each
    /// reference keep their line and Character column, so the checks point at them.
    @Test func keepsPositionsAndTheTextAsWritten() {
        let document = CmarkConverter.parse(Self.korean, lineOffset: 5)
        guard case let .paragraph(inlines, _) = document.blocks[0],
              case let .footnoteDefinition(label, children, position) = document.blocks[1]
        else {
            Issue.record("\(document.blocks)")
            return
        }
        #expect(inlines[1] == .footnoteReference(label: "1", SourcePosition(line: 6, column: 8)))
        #expect(label == "1" && position == SourcePosition(line: 8, column: 1))
        guard case let .paragraph(note, _)? = children.first, case let .text(text, textPosition)? = note.first else {
            Issue.record("\(children)")
            return
        }
        #expect(text.hasPrefix("저전력") && textPosition == SourcePosition(line: 8, column: 7))
        #expect(document.blocks.plainText.contains("북쪽을 기준으로") && !document.blocks.plainText.contains("\u{1A}"))
    }

    /// A file that holds the definitions' stand-in (a control character) itself is read without
    /// footnotes, and keeps the character: no text can pass for a marked definition.
    @Test func readsAFileHoldingTheStandInWithoutFootnotes() {
        let document = CmarkConverter.parse("[^a]: note\n\n\u{1A}]: x and [^a]\n")
        #expect(!document.blocks.contains { if case .footnoteDefinition = $0 { true } else { false } })
        #expect(document.blocks.map(\.plainText).joined().contains("\u{1A}]: x"))
        let references = Footnotes_references("[^" + String(repeating: "[^", count: 2_000) + "a] 끝", ["a"])
        #expect(references.count == 3 && references[1] == "ref:a", "the reference is the last [^ before the ]")
    }

    /// A bracket or caret written escaped or as a character reference opens or closes no reference:
    /// the text reads as written, its escapes taken off. (cmark-gfm shows a label it cannot find in
    /// its raw source, escapes and all, once a `[^` has opened it; lifedoc keeps to CommonMark's
    /// escapes there.)
    @Test func readsEscapedBracketsAsText() {
        let html = CmarkConverter.renderHTML(
            "\\[^1] 와 [^1\\] 와 [\\^1] 와 &#91;^1] 와 [^1&#93; 그리고 [^1]\n\n[^1]: 각주\n", linker: PlainLinker()).html
        #expect(html.hasPrefix("<p>[^1] 와 [^1] 와 [^1] 와 [^1] 와 [^1] 그리고 <sup class=\"footnote-ref\"><a href=\"#fn-1\""), "\(html)")
        #expect(html.components(separatedBy: "<sup class=\"footnote-ref\">").count == 2, "one reference, the last")
        #expect(Footnotes_references("\\\\[^1] 끝", ["1"]) == ["\\", "ref:1", " 끝"], "an escaped backslash escapes no bracket")
    }

    /// A definition in a quote or at the start of a list item is read, as cmark-gfm reads it, and
    /// is no text the check names; a line in a fence in a quote defines nothing.
    @Test func readsADefinitionInAQuoteOrAtAnItemsStart() {
        let source = "인용[^a], 항목[^b].\n\n> [^a]: 인용 안의 정의\n\n- [^b]: 항목을 여는 정의\n\n> ```\n> [^c]: 코드\n> ```\n\n[^c]\n"
        let document = CmarkConverter.parse(source)
        #expect(document.unresolvedFootnotes == [FootnoteText(label: "c", position: SourcePosition(line: 11, column: 1))])
        let html = CmarkConverter.renderHTML(source, linker: PlainLinker()).html
        #expect(html.contains(#"<li id="fn-a">"#) && html.contains(#"<li id="fn-b">"#) && !html.contains(#"<li id="fn-c">"#), "\(html)")
        #expect(html.contains("<code>[^c]: 코드\n</code>"), "\(html)")
    }

    /// A definition indented under another (a writer who indents the notes after the first) is a
    /// footnote of its own, as in cmark-gfm: its references are read and it is listed after the
    /// first. Definitions are read only `maximumNesting` deep: each level is parsed again from a
    /// copy of its text, and a page nested thousands deep once took gigabytes.
    @Test func readsADefinitionIndentedUnderAnother() {
        let html = CmarkConverter.renderHTML("가[^a], 나[^b].\n\n[^a]: 첫 각주\n\n    [^b]: 들여 쓴 둘째 각주\n", linker: PlainLinker()).html
        #expect(html.hasPrefix(##"<p>가<sup class="footnote-ref"><a href="#fn-a" id="fnref-a" data-footnote-ref>1</a></sup>, 나<sup class="footnote-ref"><a href="#fn-b""##), "\(html)")
        #expect(html.contains("<li id=\"fn-a\">\n<p>첫 각주 ") && html.contains("<li id=\"fn-b\">\n<p>들여 쓴 둘째 각주 "), "\(html)")
        let deep = "[^a0]\n\n" + (0..<100).map { String(repeating: " ", count: 4 * $0) + "[^a\($0)]: \($0)[^a\($0 + 1)]\n" }.joined(separator: "\n")
        let notes = CmarkConverter.renderHTML(deep, linker: PlainLinker()).html.components(separatedBy: "<li id=\"fn-").count - 1
        #expect(notes == Footnotes.maximumNesting)
    }

    /// A tab after a list item's marker starts its text, as a space does; a label is at most 999
    /// bytes, as in cmark-gfm.
    @Test func readsATabAfterAMarkerAndNoLabelPast999Bytes() {
        let tab = CmarkConverter.renderHTML("-\t[^a]: 각주\n\n본문[^a]\n", linker: PlainLinker()).html
        #expect(tab.contains(#"<li id="fn-a">"#) && tab.hasPrefix("<ul>\n<li></li>\n</ul>"), "\(tab)")
        let long = String(repeating: "가", count: 400)
        let html = CmarkConverter.renderHTML("본문[^\(long)]\n\n[^\(long)]: 각주\n", linker: PlainLinker()).html
        #expect(!html.contains("footnote-ref"), "a 1,200-byte label is text")
    }

    /// A line that only looks like a definition, or a label nothing defines, is text as written.
    @Test func leavesWhatIsNoFootnoteAsText() {
        let html = CmarkConverter.renderHTML("없는 각주[^없음] 와 [^ 띄움]\n\n    [^1]: 들여 쓴 코드\n", linker: PlainLinker()).html
        #expect(html == "<p>없는 각주[^없음] 와 [^ 띄움]</p>\n<pre><code>[^1]: 들여 쓴 코드\n</code></pre>\n", "\(html)")
        // Backticks that open and close code in one line are no fence: the definition after them is read.
        let inline = CmarkConverter.renderHTML("```Core Location```은 iBeacon[^1]을 씁니다.\n\n[^1]: 저전력 발신 장치\n", linker: PlainLinker()).html
        #expect(inline.contains(#"<li id="fn-1">"#), "\(inline)")
    }
}

/// The pieces `text` is cut into around references to `labels`, each text as itself and each
/// reference as `ref:label`, through a document that defines them.
private func Footnotes_references(_ text: String, _ labels: [String]) -> [String] {
    let source = text + "\n\n" + labels.map { "[^\($0)]: note\n" }.joined()
    guard case let .paragraph(inlines, _)? = CmarkConverter.parse(source).blocks.first else { return [] }
    return inlines.map { inline in
        switch inline {
        case let .footnoteReference(label, _): "ref:" + label
        default: inline.plainText
        }
    }
}

extension [Block] {
    fileprivate var plainText: String { map(\.plainText).joined(separator: "\n") }
}
