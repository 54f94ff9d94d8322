import Foundation
import LifedocMarkdown
import Testing

/// lifedoc reads GitHub's tables, strikethrough, autolinks, task lists and footnotes itself
/// (libcmark has none of them). These tests prove that reading against GitHub's own parser, cmark-gfm (Debian's
/// `cmark-gfm`, which `make setup` installs), with the same extensions and double tildes only: on
/// the CommonMark specification's examples, the GFM examples, every content page and generated
/// documents of Korean and English text full of URLs, addresses, tildes and task items. Wherever
/// the extensions change what cmark-gfm writes, lifedoc writes the same HTML (its own classes and
/// heading ids aside); wherever they change nothing, lifedoc finds none of them.
///
/// Where lifedoc knowingly reads otherwise, the generated text stays clear of it: a URL ends where
/// an inline other than text starts (cmark-gfm reads `https://a.example/*x*` raw, into the URL);
/// emphasis that closes right after struck text and before a letter (`*a ~~b~~*c`) stays text, as
/// libcmark decided before the tildes were read (cmark-gfm skips the tildes when it looks for
/// flanking); an address after a `/` (`x/y@z.com`) is not linked, as in cmark-gfm since
/// 0.29.0.gfm.7, which Debian's 0.29.0.gfm.6 predates (`GitHubInlinesTests`); and a footnote
/// definition's text and the blocks indented under it start with a word (one that starts with a
/// fence or a list reads as text, and a fence left open there keeps no blank line after it), and
/// no line that starts an empty list item follows one at once. A definition may stand in a quote
/// or start a list item.
struct GitHubReferenceTests {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// cmark-gfm's HTML of `file`, with GitHub's extensions or without.
    private static func reference(_ file: URL, extensions: Bool) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["cmark-gfm"]
            + (extensions
                ? ["-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tasklist", "-e", "footnotes", "--strikethrough-double-tilde"]
                : [])
            + [file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ReferenceMissing() }
        return String(decoding: data, as: UTF8.self)
    }

    private struct ReferenceMissing: Error, CustomStringConvertible {
        var description: String { "cmark-gfm did not run: `make setup` installs Debian's cmark-gfm" }
    }

    /// lifedoc's HTML as cmark-gfm writes it: no heading ids, no table wrapper or classes, cmark-gfm's
    /// checkbox, a loose task item's checkbox before its paragraph (lifedoc puts it inside, so that
    /// it stays on the line of the text it checks), and no hidden heading over the footnotes.
    private static func asCmarkGFM(_ html: String) -> String {
        var html = html.replacingOccurrences(of: #"<(h[1-6]) id="[^"]*">"#, with: "<$1>", options: .regularExpression)
            .replacingOccurrences(of: #"<li>\n<p>(<input type="checkbox" class="ld-task"[^>]*>) "#, with: "<li>$1 \n<p>", options: .regularExpression)
            .replacingOccurrences(of: "<h2 class=\"ld-visually-hidden\">Footnotes</h2>\n", with: "")
            .replacingOccurrences(of: #"<div class="ld-md-table">"#, with: "").replacingOccurrences(of: "</table></div>", with: "</table>")
            .replacingOccurrences(of: " ld-long", with: "").replacingOccurrences(of: #" class="ld-long""#, with: "")
            .replacingOccurrences(of: #"<input type="checkbox" class="ld-task" checked="" disabled="">"#,
                                  with: #"<input type="checkbox" checked="" disabled="" />"#)
            .replacingOccurrences(of: #"<input type="checkbox" class="ld-task" disabled="">"#, with: #"<input type="checkbox" disabled="" />"#)
        for alignment in ["left", "center", "right"] {
            html = html.replacingOccurrences(of: #" class="ld-\#(alignment)""#, with: #" align="\#(alignment)""#)
        }
        return html
    }


    /// How many of `sources` the extensions changed, after checking each against cmark-gfm.
    private static func compare(_ sources: [(name: String, text: String)]) throws -> Int {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gfm-reference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var changed = 0
        for (index, source) in sources.enumerated() {
            let file = folder.appendingPathComponent("\(index).md")
            try Data(source.text.utf8).write(to: file)
            let withExtensions = try reference(file, extensions: true), without = try reference(file, extensions: false)
            let document = CmarkConverter.parse(source.text)
            if withExtensions == without {
                var finder = GitHubExtensionFinder()
                finder.walk(document)
                #expect(!finder.found, "\(source.name): cmark-gfm reads no extension in\n\(source.text)")
            } else {
                changed += 1
                let html = Self.asCmarkGFM(CmarkConverter.renderHTML(document, options: HTMLRenderOptions(), linker: PlainLinker()).html)
                #expect(html == withExtensions, "\(source.name):\n\(source.text)")
            }
        }
        return changed
    }

    private struct SpecExample: Decodable {
        var example: Int
        var markdown: String
    }

    @Test func readsTheSpecificationsExamplesAsCmarkGFMDoes() throws {
        let folder = Self.repository.appendingPathComponent("Tests/LifedocMarkdownTests/Fixtures")
        let commonMark = try JSONDecoder().decode(
            [SpecExample].self, from: Data(contentsOf: folder.appendingPathComponent("commonmark-spec/spec-examples.json")))
        struct Examples: Decodable {
            struct Example: Decodable { var markdown: String }
            var examples: [Example]
        }
        var sources = commonMark.map { (name: "CommonMark example \($0.example)", text: $0.markdown) }
        for fixture in ["gfm-tables/table-examples.json", "gfm-inlines/inline-examples.json"] {
            let examples = try JSONDecoder().decode(Examples.self, from: Data(contentsOf: folder.appendingPathComponent(fixture)))
            sources += examples.examples.enumerated().map { (name: "\(fixture) #\($0.offset + 1)", text: $0.element.markdown) }
        }
        #expect(try Self.compare(sources) >= 30)
    }

    @Test func readsEveryContentPageAsCmarkGFMDoes() throws {
        let content = Self.repository.appendingPathComponent("Content")
        let files = try #require(FileManager.default.enumerator(atPath: content.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".md") }.sorted()
        #expect(files.count > 100)
        _ = try Self.compare(try files.map { (name: $0, text: try String(contentsOf: content.appendingPathComponent($0), encoding: .utf8)) })
    }

    /// Documents of the text people write around links and tildes, from a fixed seed.
    @Test func readsGeneratedDocumentsAsCmarkGFMDoes() throws {
        var generator = Generator(state: 0x6A17_0C2E)
        let sources = (0..<600).map { (name: "document \($0)", text: generator.document()) }
        #expect(try Self.compare(sources) > 300)
    }
}

/// Makes Markdown documents full of GitHub's extensions and their near misses, from a seed (a
/// linear congruential generator: the same documents on every machine).
private struct Generator: SeededGenerator {
    var state: UInt64

    private mutating func piece() -> String {
        pick([
            "https://developer.apple.com/documentation/uikit", "http://example.com/a_b_c", "HTTPS://Example.org/Path?q=1&x=2",
            "www.apple.com/kr", "www.x_y.com", "www.example", "ftp://files.example.org/pub", "https://ko.wikipedia.org/wiki/운영체제",
            "(https://a.example/b(c))", "https://a.example/b)", "https://a.example/&amp;", "https://a.example/x&hl;",
            "dev@example.com", "first.last+tag@mail.example.co.kr", "a@b", "user@host.", "@mention",
            "~~지운 글~~", "~~struck~~", "~one~", "~~~three~~~", "1~2초", "iOS 13~17", "~~ spaced ~~", "\\~~~a~~",
            "\\~\\~escaped\\~\\~", "&#126;&#126;encoded&#126;&#126;", "~~**굵게**~~", "*기울임 ~~안쪽~~ 끝*", "`~~code~~`", "`https://code.example`",
            "[링크 https://in.link](https://out.link)", "<https://angle.example>", "씬이 백그라운드로", "sceneDidEnterBackground(_:)",
            "바로https://glued.example", "끝.", "(괄호)", "\"quoted https://q.example\"", "*", "_", "~", "!", ":", "?",
            "각주[^1]", "note[^note]", "[^Note]", "없는 각주[^없음]", "[^1]", "[^ x]",
            "\\[^1]", "\\\\[^1]", "안쪽[^inner]",
        ])
    }

    private mutating func line() -> String {
        // Pieces are apart, as words are: a URL glued to emphasis or code is read otherwise (above).
        (0..<(1 + next(6))).map { _ in piece() }.joined(separator: pick([" ", " ", "에서 ", ", ", "  "]))
    }

    private mutating func block() -> String {
        switch next(8) {
        case 0: return line() + "\n" + line() + "\n"
        case 1: return "## " + line().replacingOccurrences(of: "\n", with: " ") + "\n"
        case 2: return (0..<(1 + next(4))).map { _ in pick(["- ", "* ", "1. "]) + pick(["[ ] ", "[x] ", "[X] ", "[ ]", "[-] ", ""]) + line() }
            .joined(separator: "\n") + "\n"
        case 3: return "> " + line() + "\n"
        case 4: return "| 이름 | 설명 |\n| --- | :-: |\n| " + piece() + " | " + line() + " |\n"
        case 5:
            let container = pick(["", "", "", "> ", "- ", "1. "])
            let definition = container + pick(["[^1]: ", "[^note]: ", "[^NOTE]:", "[^unused]: "]) + "각주 내용 " + line()
                + pick(["", "\n이어지는 줄 " + line()]) + "\n"
            // A definition indented under one at the top level, with a label of its own.
            let under = ["", "\n    계속 " + line() + "\n", "\n    > " + line() + "\n\n        let code = 1\n"]
                + (container.isEmpty ? ["\n    [^inner]: 안쪽 각주 " + line() + "\n"] : [])
            return definition + pick(under)
        case 6: return "```\n[^1]: " + line() + "\n```\n"
        default: return line() + "\n"
        }
    }

    mutating func document() -> String {
        (0..<(1 + next(6))).map { _ in block() }.joined(separator: "\n")
    }
}
