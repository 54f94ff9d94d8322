import Foundation
import LifedocBase
import LifedocContent
@testable import LifedocSite
import LifedocTestSupport
import Testing

struct StringInlinerTests {
    /// A view that offers each string table twice: as `s` / `en` / `ko`, whose tags the library
    /// writes into the template, and as `t` / `te` / `tk`, which Mustache looks up as it renders.
    private struct TablesView: Encodable {
        struct Item: Encodable { var x: Int }
        var s, t, en, te, ko, tk: [String: String]
        var items = [Item(x: 1), Item(x: 2)]

        init(page: [String: String], english: [String: String], korean: [String: String]) {
            (s, t, en, te, ko, tk) = (page, page, english, english, korean, korean)
        }
    }

    /// Every way a template can name a word, with words that need escaping, hold braces or span
    /// lines, in both scripts.
    private static let forms = """
        <p title="{{s.quote}}">{{s.quote}}|{{{s.quote}}}|{{& s.quote }}|{{ s.plain }}|{{s.brace}}|{{{s.lines}}}</p>
        {{#s.plain}}[{{.}}]{{/s.plain}}{{^s.plain}}none{{/s.plain}}
        {{#items}}<li data-x="{{x}}">{{s.plain}} {{en.quote}} {{ko.plain}}</li>
        {{/items}}
        {{#items}}{{s.empty}}
        {{/items}}
          {{#items}} {{s.blank}}
        {{/items}}
        end
        """

    private func library() throws -> TemplateLibrary {
        var files = try SiteFixture.templateFiles()
        let template = Self.forms + "\n---\n" + Self.forms
            .replacingOccurrences(of: "s.", with: "t.").replacingOccurrences(of: "en.", with: "te.")
            .replacingOccurrences(of: "ko.", with: "tk.")
        files["Templates/forms.mustache"] = Array(template.utf8)
        let extra = [
            Language.en: "quote: \"Tom & Jerry's <b> \\\"x\\\"\"\nplain: Scenes\nbrace: \"a {{b}} c\"\nlines: |\n  one\n  two\nempty: \"\"\nblank: \"  \"\n",
            .ko: "quote: \"씬 & '앱' <b>\"\nplain: 씬이 활성화됩니다\nbrace: \"{중괄호}\"\nlines: |\n  첫째 줄\n  둘째 줄\nempty: \"\"\nblank: \" \"\n",
        ]
        for (language, lines) in extra {
            let path = "Templates/strings/\(language.rawValue).yml"
            files[path] = files[path]! + Array(("\n" + lines).utf8)
        }
        return try TemplateLibrary.load(from: "Templates", fileSystem: MemoryFileSystem(bytes: files))
    }

    @Test func rendersWrittenInWordsExactlyAsLookedUpWords() throws {
        let library = try library()
        let english = library.words(.en).words
        let korean = library.words(.ko).words
        for language in Language.allCases {
            let view = TablesView(page: language == .en ? english : korean, english: english, korean: korean)
            let output = library.render(view, template: "forms", language: language)
            let halves = output.components(separatedBy: "\n---\n")
            try #require(halves.count == 2)
            #expect(halves[0] == halves[1])
        }
        let englishPage = library.render(TablesView(page: english, english: english, korean: korean), template: "forms", language: .en)
        #expect(englishPage.contains("title=\"Tom &amp; Jerry&#39;s &lt;b&gt; &quot;x&quot;\""))
        #expect(englishPage.contains("|Tom & Jerry's <b> \"x\"|"))
        #expect(englishPage.contains("[Scenes]"))
        let koreanPage = library.render(TablesView(page: korean, english: english, korean: korean), template: "forms", language: .ko)
        #expect(koreanPage.contains("씬이 활성화됩니다 Tom &amp; Jerry"))
        #expect(koreanPage.contains("|{중괄호}|첫째 줄\n둘째 줄"))
    }

    @Test func replacesOnlyPlainTagsWithSafeWords() {
        let words = ["a": "A & B", "brace": "x}}y", "line": "1\n2", "empty": "", "blank": " \t "]
        func inline(_ template: String) -> String {
            StringInliner.inline(template) { scope, name in scope == "s" ? words[name] : nil }
        }
        #expect(inline("<{{s.a}}|{{{s.a}}}|{{&s.a}}|{{ s.a }}>") == "<A &amp; B|A & B|A & B|A &amp; B>")
        #expect(inline("{{#s.a}}x{{/s.a}}{{^s.a}}y{{/s.a}}") == "{{#s.a}}x{{/s.a}}{{^s.a}}y{{/s.a}}")
        #expect(inline("{{s.brace}}{{s.line}}{{s.unknown}}{{t.a}}{{s.a.b}}") == "{{s.brace}}{{s.line}}{{s.unknown}}{{t.a}}{{s.a.b}}")
        #expect(inline("{{#x}}{{s.empty}}\n{{/x}} {{s.blank}}") == "{{#x}}{{s.empty}}\n{{/x}} {{s.blank}}")
        #expect(inline("{{=<% %>=}}<% s.a %>{{s.a}}") == "{{=<% %>=}}<% s.a %>{{s.a}}")
        #expect(inline("unclosed {{s.a") == "unclosed {{s.a")
        #expect(inline("한국어 {{s.a}} 끝") == "한국어 A &amp; B 끝")
    }
}
