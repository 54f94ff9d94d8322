import Foundation
import LifedocMarkdown
import Testing

/// GitHub's strikethrough, autolinks and task lists, which libcmark does not read: `GitHubInlines`
/// reads them from libcmark's inlines. Proven against the examples of the GFM specification and of
/// cmark-gfm's own tests (`Fixtures/gfm-inlines`), and on Korean text as people write it.
struct GitHubInlinesTests {
    private struct Examples: Decodable {
        struct Example: Decodable {
            var file: String
            var section: String
            var markdown: String
            var html: String
            var lifedoc: String?
        }

        var examples: [Example]
    }

    private static func html(_ markdown: String) -> String {
        CmarkConverter.renderHTML(markdown, options: HTMLRenderOptions(), linker: PlainLinker()).html
    }

    /// The site's checkbox as cmark-gfm writes it.
    private static func asCmarkGFM(_ html: String) -> String {
        html.replacingOccurrences(of: #"<input type="checkbox" class="ld-task" checked="" disabled="">"#,
                                  with: #"<input type="checkbox" checked="" disabled="" />"#)
            .replacingOccurrences(of: #"<input type="checkbox" class="ld-task" disabled="">"#, with: #"<input type="checkbox" disabled="" />"#)
    }

    @Test func rendersEveryExampleOfGitHubsInlineExtensions() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/gfm-inlines/inline-examples.json")
        let examples = try JSONDecoder().decode(Examples.self, from: Data(contentsOf: file)).examples
        #expect(examples.count == 24)
        for example in examples {
            let rendered = Self.asCmarkGFM(Self.html(example.markdown))
            guard example.html != "<IGNORE>\n" else { continue }
            #expect(rendered == example.lifedoc ?? example.html, "\(example.file), \(example.section): \(example.markdown)")
        }
    }

    @Test func leavesKoreanRangesWithOneTildeAlone() {
        #expect(Self.html("앱은 1~2초 안에 끝내야 하고, iOS 13~17에서 다르게 동작합니다.\n")
            == "<p>앱은 1~2초 안에 끝내야 하고, iOS 13~17에서 다르게 동작합니다.</p>\n")
        #expect(Self.html("~~예전 설명~~ 지금은 씬이 받습니다.\n") == "<p><del>예전 설명</del> 지금은 씬이 받습니다.</p>\n")
        #expect(Self.html("**~~굵게 지운 글~~**, ~~*기울여 지운 글*~~\n")
            == "<p><strong><del>굵게 지운 글</del></strong>, <del><em>기울여 지운 글</em></del></p>\n")
    }

    @Test func keepsEscapedAndEncodedTildesAsText() {
        #expect(Self.html("\\~\\~그대로\\~\\~ and &#126;&#126;kept&#126;&#126;\n") == "<p>~~그대로~~ and ~~kept~~</p>\n")
        #expect(Self.html("`~~code~~` ~~a~~\n") == "<p><code>~~code~~</code> <del>a</del></p>\n")
        // An escaped tilde ends the run before it: `\~~~a~~` strikes `a` after a literal tilde.
        #expect(Self.html("\\~~~a~~ &amp; ~~b~~\n") == "<p>~<del>a</del> &amp; <del>b</del></p>\n")
    }

    @Test func linksURLsAndAddressesInKoreanSentences() {
        #expect(Self.html("자세한 내용은 https://developer.apple.com/documentation/uikit 문서를 보세요.\n")
            == #"<p>자세한 내용은 <a href="https://developer.apple.com/documentation/uikit">https://developer.apple.com/documentation/uikit</a> 문서를 보세요.</p>"# + "\n")
        #expect(Self.html("(참고: www.apple.com/kr)\n") == #"<p>(참고: <a href="http://www.apple.com/kr">www.apple.com/kr</a>)</p>"# + "\n")
        #expect(Self.html("문의는 dev@example.com으로 보내 주세요.\n")
            == #"<p>문의는 <a href="mailto:dev@example.com">dev@example.com</a>으로 보내 주세요.</p>"# + "\n")
        // A path in Korean is part of the URL, as on GitHub; it is written percent-encoded.
        #expect(Self.html("https://ko.wikipedia.org/wiki/운영체제 참고\n")
            == #"<p><a href="https://ko.wikipedia.org/wiki/%EC%9A%B4%EC%98%81%EC%B2%B4%EC%A0%9C">https://ko.wikipedia.org/wiki/운영체제</a> 참고</p>"# + "\n")
    }

    /// cmark-gfm links no address after a `/` since 0.29.0.gfm.7 (`postprocess_text` of
    /// extensions/autolink.c), so a path with an `@` in it stays text.
    @Test func linksNoAddressThatFollowsASlash() {
        #expect(Self.html("x/y@z.com 와 git@github.com:apple/swift.git\n")
            == #"<p>x/y@z.com 와 <a href="mailto:git@github.com">git@github.com</a>:apple/swift.git</p>"# + "\n")
    }

    /// What a URL ends with is cut off by counting, not by reading the link again for each mark:
    /// a run of closing parentheses leaves the link its own and the rest as text.
    @Test func trimsALongRunOfParenthesesAfterAURL() {
        let html = Self.html("(http://a.example/b(c)" + String(repeating: ")", count: 5_000) + "\n")
        #expect(html.hasPrefix(#"<p>(<a href="http://a.example/b(c)">http://a.example/b(c)</a>)))"#))
        #expect(html.filter { $0 == ")" }.count == 5_002, "every parenthesis is still there")
    }

    @Test func linksNothingInsideLinksCodeOrWords() {
        #expect(Self.html("[https://a.example](https://b.example) `https://c.example` awww.d.example xhttp://e.example\n")
            == #"<p><a href="https://b.example">https://a.example</a> <code>https://c.example</code> awww.d.example xhttp://e.example</p>"# + "\n")
    }

    /// An autolink is found across the texts libcmark splits a line into (at `_`, `&`, `!`, `[`).
    @Test func findsAURLThatLibcmarkSplitAcrossTexts() {
        #expect(Self.html("https://en.wikipedia.org/wiki/Main_Page!\n")
            == #"<p><a href="https://en.wikipedia.org/wiki/Main_Page">https://en.wikipedia.org/wiki/Main_Page</a>!</p>"# + "\n")
    }

    /// Positions stay in the file's lines and Character columns, Korean before the link included.
    @Test func placesAutolinksAndStruckTextWhereTheyAreWritten() {
        let document = CmarkConverter.parse("씬 문서: https://a.example 와 ~~옛 글~~\n", lineOffset: 3)
        guard case let .paragraph(inlines, _) = document.blocks.first else {
            Issue.record("\(document.blocks)")
            return
        }
        #expect(inlines.contains(.autolink(destination: "https://a.example", text: "https://a.example", SourcePosition(line: 4, column: 7))))
        #expect(inlines.contains(.strikethrough([.text("옛 글", SourcePosition(line: 4, column: 29))])))
        #expect(inlines.plainText == "씬 문서: https://a.example 와 옛 글")
    }

    @Test func readsTaskMarkersOnlyAtTheStartOfAnItem() {
        let document = CmarkConverter.parse("- [ ] 씬 연결 확인\n- [X] 상태 복원\n- 이건 [ ] 아님\n- [ ]\n")
        guard case let .list(_, items, _) = document.blocks.first else {
            Issue.record("\(document.blocks)")
            return
        }
        let firsts = items.map { item -> Inline? in
            if case let .paragraph(inlines, _)? = item.first { inlines.first } else { nil }
        }
        #expect(firsts[0] == .taskMarker(literal: "[ ]") && firsts[1] == .taskMarker(literal: "[X]"))
        #expect(firsts[2] != .taskMarker(literal: "[ ]") && firsts[3] != .taskMarker(literal: "[ ]"))
        #expect(Self.html("1. [x] 끝남\n").contains(#"<li><input type="checkbox" class="ld-task" checked="" disabled=""> 끝남</li>"#))
    }
}
