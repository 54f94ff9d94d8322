import Foundation
import LifedocMarkdown
import Testing

/// A body is parsed once: its HTML is rendered from a cmark tree rebuilt from the parsed document
/// (`TreeBuilder`), not from a second parse. These tests prove the rebuilt tree renders to the
/// same bytes as libcmark's own tree of the text (`renderHTMLFromSourceTree`), on the CommonMark
/// specification's 652 examples, on every page of the project's content, on the fuzzer's
/// regressions and on generated documents, with raw HTML kept or left out, the title heading
/// dropped or kept, and a linker that rewrites destinations, code spans and words.
struct TreeBuilderTests {
    /// The repository, four folders above this file.
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Links `.md` destinations, the code span `foo` and the word "bar" (as the site's linker
    /// links names), so the rewrite of the tree is exercised too.
    private struct WordLinker: HTMLLinker {
        func href(forDestination destination: String) -> String? {
            destination.hasSuffix(".md") ? "pages/" + destination.dropLast(3) + ".html" : nil
        }

        func href(forCode code: String) -> String? { code == "foo" ? "#code-foo" : nil }

        func links(inText text: String) -> [TextLink] {
            let bytes = Array(text.utf8), word = Array("bar".utf8)
            guard bytes.count >= word.count else { return [] }
            return (0...(bytes.count - word.count)).filter { Array(bytes[$0..<($0 + word.count)]) == word }
                .reduce(into: []) { links, offset in
                    if (links.last.map { $0.offset + $0.length } ?? 0) <= offset {
                        links.append(TextLink(offset: offset, length: word.count, href: "#word-bar"))
                    }
                }
        }
    }

    /// The differences between rendering `source` from its parsed document and from its own tree;
    /// none for a document with one of GitHub's extensions, which libcmark's own tree has not: those
    /// are proven against cmark-gfm instead (`TableTextTests`, `GitHubInlinesTests`, `GitHubReferenceTests`).
    private static func differences(_ source: String) -> [String] {
        var extensions = GitHubExtensionFinder()
        extensions.walk(CmarkConverter.parse(source))
        if extensions.found { return [] }
        var found: [String] = []
        let variants = [HTMLVariant(root: ""), HTMLVariant(root: "../", idPrefix: "ko-")]
        for unsafe in [false, true] {
            for drops in [false, true] {
                let options = HTMLRenderOptions(allowsUnsafeHTML: unsafe, dropsTitleHeading: drops, anchorLabel: "이 절로")
                let built = CmarkConverter.renderHTML(
                    CmarkConverter.parse(source), options: options, linker: WordLinker(), variants: variants)
                let reference = CmarkConverter.renderHTMLFromSourceTree(source, options: options, linker: WordLinker(), variants: variants)
                if built != reference {
                    found.append("unsafe \(unsafe), drops title \(drops):\n\(reference.map(\.html))\nbecame\n\(built.map(\.html))")
                }
            }
        }
        return found
    }

    private struct SpecExample: Decodable {
        var example: Int
        var section: String
        var markdown: String
    }

    @Test func rendersEverySpecificationExampleAsItsOwnTreeDoes() throws {
        let file = Self.repository.appendingPathComponent("Tests/LifedocMarkdownTests/Fixtures/commonmark-spec/spec-examples.json")
        let examples = try JSONDecoder().decode([SpecExample].self, from: Data(contentsOf: file))
        #expect(examples.count == 652)
        for example in examples {
            let found = Self.differences(example.markdown)
            #expect(found.isEmpty, "example \(example.example) (\(example.section)): \(found.first ?? "")")
        }
    }

    @Test func rendersEveryContentPageAsItsOwnTreeDoes() throws {
        let content = Self.repository.appendingPathComponent("Content")
        let files = try #require(FileManager.default.enumerator(atPath: content.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".md") }.sorted()
        #expect(files.count > 100)
        for path in files {
            let text = try String(contentsOf: content.appendingPathComponent(path), encoding: .utf8)
            let found = Self.differences(text)
            #expect(found.isEmpty, "\(path): \(found.first ?? "")")
        }
    }

    @Test func rendersTheFuzzerRegressionsAsTheirOwnTreesDo() throws {
        let folder = Self.repository.appendingPathComponent("Tests/LifedocFuzzingTests/Fixtures/Regressions")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(!names.isEmpty)
        for name in names {
            let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
            #expect(Self.differences(text).isEmpty, "\(name)")
        }
    }

    /// Documents put together from the constructs a page uses, nested and mixed (numbered lists that
    /// start anywhere, tight and loose lists, quotes, fences with info strings, raw HTML, links and
    /// images with titles, breaks, Korean text, `{#id}` headings), from a fixed seed.
    @Test func rendersGeneratedDocumentsAsTheirOwnTreesDo() {
        var generator = Generator(state: 0x1F2E_3D4C)
        for number in 0..<1_500 {
            let source = generator.document()
            let found = Self.differences(source)
            #expect(found.isEmpty, "document \(number):\n\(source)\n\(found.first ?? "")")
        }
    }

    /// The one place the two differ: blocks nested deeper than `CmarkConverter.maximumDepth` are
    /// left out of the document, as the page's warning says, so they are left out of its HTML too
    /// (libcmark's own tree kept them).
    @Test func leavesOutWhatNestsDeeperThanTheLimit() {
        let depth = CmarkConverter.maximumDepth + 50
        let source = String(repeating: "> ", count: depth) + "깊은 곳\n\nshallow\n"
        let document = CmarkConverter.parse(source)
        #expect(document.depthLimitReached)
        let html = CmarkConverter.renderHTML(document, linker: PlainLinker()).html
        #expect(!html.contains("깊은 곳") && html.contains("<p>shallow</p>"))
        #expect(html.components(separatedBy: "<blockquote>").count - 1 == CmarkConverter.maximumDepth)
        let reference = CmarkConverter.renderHTMLFromSourceTree(source, linker: PlainLinker(), variants: [HTMLVariant(root: "")])
        #expect(reference[0].html.contains("깊은 곳"))
    }

    @Test func keepsEachListsNumberingAndSpacing() {
        let document = CmarkConverter.parse("3. one\n4. two\n\n- a\n\n- b\n")
        guard case let .list(numbered, _, _) = document.blocks.first, case let .list(bullets, _, _) = document.blocks.last else {
            Issue.record("expected two lists, got \(document.blocks)")
            return
        }
        #expect(numbered == ListStyle(ordered: true, start: 3, tight: true))
        #expect(bullets == ListStyle(ordered: false, tight: false))
        let html = CmarkConverter.renderHTML(document, linker: PlainLinker()).html
        #expect(html.hasPrefix("<ol start=\"3\">\n<li>one</li>"))
        #expect(html.contains("<li>\n<p>a</p>\n</li>"))
    }
}

/// Makes Markdown documents from a seed (a linear congruential generator: the same documents on
/// every machine).
private struct Generator: SeededGenerator {
    var state: UInt64

    private mutating func inline() -> String {
        var text = ""
        for _ in 0..<(1 + next(5)) {
            text += pick([
                "씬이 백그라운드로", "bar", "foo bar baz", "`foo`", "`sceneDidEnterBackground(_:)`", "*강조*", "**strong bar**",
                "[link](other.md)", "[title link](https://example.org \"Title\")", "![그림](image.png \"사진\")",
                "<b>raw</b>", "<span class=\"x\">", "&amp; &copy; &#35;", "\\*not\\*", "a  \n", "줄\\\n", "[bad](javascript:alert(1))",
                "<https://example.org>", "_under_", "***both***", "`` a`b ``", "[ref][r]", "한국어 bar문장",
            ]) + pick([" ", "", "\n"])
        }
        return text
    }

    private mutating func block(depth: Int) -> String {
        let indent = String(repeating: " ", count: 0)
        switch next(depth > 2 ? 5 : 9) {
        case 0: return inline() + "\n"
        case 1: return String(repeating: "#", count: 1 + next(6)) + " " + inline().replacingOccurrences(of: "\n", with: " ")
            + pick(["", " {#custom-id}", " {#중복}", " #"]) + "\n"
        case 2: return "```" + pick(["", "swift", "objc linenums", "한국어"]) + "\n" + pick(["let a = 1", "<b>x</b>", "씬"]) + "\n```\n"
        case 3: return pick(["<div>\n*not emphasis*\n</div>", "<!-- comment -->", "<script>alert(1)</script>", "<table><tr><td>x</td></tr></table>"]) + "\n"
        case 4: return pick(["---", "***", "    indented code", "[r]: https://example.org/ref \"Ref\""]) + "\n"
        case 5, 6:
            let ordered = next(2) == 0
            let start = next(3) == 0 ? next(12) : 1
            let loose = next(3) == 0
            var text = ""
            for item in 0..<(1 + next(4)) {
                let marker = ordered ? "\(start + item)\(pick([".", ")"])) " : pick(["- ", "* ", "+ "])
                let inner = block(depth: depth + 1).split(separator: "\n", omittingEmptySubsequences: false)
                    .enumerated().map { $0.offset == 0 ? String($0.element) : String(repeating: " ", count: marker.count) + $0.element }
                    .joined(separator: "\n")
                text += indent + marker + inner + (loose ? "\n" : "")
            }
            return text
        default:
            return block(depth: depth + 1).split(separator: "\n", omittingEmptySubsequences: false)
                .map { "> " + $0 }.joined(separator: "\n") + "\n"
        }
    }

    mutating func document() -> String {
        (0..<(1 + next(6))).map { _ in block(depth: 0) }.joined(separator: next(3) == 0 ? "" : "\n")
    }
}
