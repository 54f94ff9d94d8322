import Foundation
import LifedocMarkdown
import Testing

/// A linker for tests: links code spans and words found in `names` to `#name`, and rewrites
/// `.md` destinations to `.html`.
private struct NameLinker: HTMLLinker {
    var names: [String]
    /// Put before every href, as a page's way back to the site root.
    var root = ""

    func href(forDestination destination: String) -> String? {
        destination.contains(".md") ? root + destination.replacingOccurrences(of: ".md", with: ".html") : nil
    }

    func href(forCode code: String) -> String? { names.contains(code) ? root + "#" + code : nil }

    func links(inText text: String) -> [TextLink] {
        var links: [TextLink] = []
        let characters = Array(text.utf8)
        for name in names {
            let target = Array(name.utf8)
            var index = 0
            while index + target.count <= characters.count {
                if Array(characters[index..<(index + target.count)]) == target {
                    links.append(TextLink(offset: index, length: target.count, href: root + "#" + name))
                    index += target.count
                } else {
                    index += 1
                }
            }
        }
        return links.sorted { $0.offset < $1.offset }
    }
}

struct HTMLRenderTests {
    /// One parse rendered for a page and for a side-by-side view gives what two renderings give.
    @Test func rendersVariantsFromOneParseAsSeparateRenderingsDo() {
        let source = """
            Lead with `sceneDidEnterBackground(_:)` and [the state](../states/background.md#what).

            ## 호출 시점 {#when}

            씬이 sceneDidEnterBackground(_:) 뒤에 [외부](https://example.org) 링크.

            ### Details

            <b>raw</b> and [bad](javascript:alert(1)).
            """
        let names = ["sceneDidEnterBackground(_:)"]
        let variants = [HTMLVariant(root: "../../"), HTMLVariant(root: "../../../", idPrefix: "ko-")]
        for unsafe in [false, true] {
            let options = HTMLRenderOptions(allowsUnsafeHTML: unsafe, anchorLabel: "이 절로 가는 링크")
            let together = CmarkConverter.renderHTML(source, options: options, linker: NameLinker(names: names), variants: variants)
            let apart = variants.map { variant in
                var single = options
                single.idPrefix = variant.idPrefix
                return CmarkConverter.renderHTML(source, options: single, linker: NameLinker(names: names, root: variant.root))
            }
            #expect(together == apart)
            #expect(together[1].html.contains("id=\"ko-when\"") && together[1].html.contains("href=\"../../../../states/background.html#what\""))
        }
    }

    @Test func givesHeadingsTheirWrittenIDsAndSlugsOtherwise() {
        let document = CmarkConverter.renderHTML("""
            Lead text.

            ## 호출 시점 {#when}

            Body.

            ## Common mistakes

            More.

            ## Common mistakes
            """, linker: PlainLinker())
        #expect(document.lead == "<p>Lead text.</p>\n")
        #expect(document.sections.map(\.id) == ["when", "common-mistakes", "common-mistakes-2"])
        #expect(document.sections[0].heading.contains("<h2 id=\"when\">"))
        #expect(document.sections[0].heading.contains("호출 시점"))
        #expect(!document.sections[0].heading.contains("{#"))
        #expect(document.sections[0].body == "<p>Body.</p>\n")
    }

    @Test func slugsKeepKoreanLetters() {
        let document = CmarkConverter.renderHTML("## 흔한 실수와 `해결`!", linker: PlainLinker())
        #expect(document.sections.map(\.id) == ["흔한-실수와-해결"])
    }

    @Test func prefixesIDsForSideBySidePages() {
        let document = CmarkConverter.renderHTML("## When {#when}", options: HTMLRenderOptions(idPrefix: "ko-"), linker: PlainLinker())
        #expect(document.sections[0].id == "when")
        #expect(document.sections[0].heading.contains("id=\"ko-when\""))
    }

    @Test func leavesOutRawHTMLUnlessThePageOptsInAndScriptEvenThen() {
        let source = """
            <script>alert(1)</script>

            Click [here](javascript:alert(1)) or <b onclick="x()">this</b>.
            """
        let safe = CmarkConverter.renderHTML(source, linker: PlainLinker()).html
        #expect(!safe.contains("<script"))
        #expect(!safe.contains("javascript:"))
        #expect(!safe.contains("onclick"))
        let unsafe = CmarkConverter.renderHTML(source, options: HTMLRenderOptions(allowsUnsafeHTML: true), linker: PlainLinker()).html
        #expect(unsafe.contains("<b>this</b>"))
        #expect(!unsafe.contains("<script"))
        #expect(!unsafe.contains("javascript:"))
        #expect(!unsafe.contains("onclick"))
    }

    @Test func escapesTextAndCode() {
        let html = CmarkConverter.renderHTML("a < b & `x<y>`", linker: PlainLinker()).html
        #expect(html == "<p>a &lt; b &amp; <code>x&lt;y&gt;</code></p>\n")
    }

    @Test func linksMethodNamesInCodeAndInKoreanProse() {
        let linker = NameLinker(names: ["sceneDidEnterBackground"])
        let html = CmarkConverter.renderHTML(
            "씬이 sceneDidEnterBackground 다음에 `sceneDidEnterBackground` 호출, and `other`.", linker: linker).html
        #expect(html == """
            <p>씬이 <a href="#sceneDidEnterBackground">sceneDidEnterBackground</a> 다음에 \
            <a href="#sceneDidEnterBackground"><code>sceneDidEnterBackground</code></a> 호출, and <code>other</code>.</p>

            """)
    }

    @Test func doesNotNestLinksAndRewritesDestinations() {
        let linker = NameLinker(names: ["sceneDidEnterBackground"])
        let html = CmarkConverter.renderHTML("[`sceneDidEnterBackground`](other.md#when)", linker: linker).html
        #expect(html == "<p><a href=\"other.html#when\"><code>sceneDidEnterBackground</code></a></p>\n")
    }

    @Test func dropsTheTitleHeadingWhenAsked() {
        let document = CmarkConverter.renderHTML(
            "# Title\n\nLead.\n\n## Part {#part}\n", options: HTMLRenderOptions(dropsTitleHeading: true), linker: PlainLinker())
        #expect(document.lead == "<p>Lead.</p>\n")
        #expect(document.sections.map(\.id) == ["part"])
    }

    @Test func keepsTextBeforeACodeSpanInAHeadingWithAnID() {
        let document = CmarkConverter.renderHTML("## Call `x` and more {#call}", linker: PlainLinker())
        #expect(document.sections[0].heading.contains("Call <code>x</code> and more</h2>"))
    }
}
