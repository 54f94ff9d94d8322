import LifedocBase
@testable import LifedocSite
import Testing

/// Which strings a template names, and where: the places `lifedoc build` reports a string a
/// table lacks.
struct StringReferencesTests {
    private typealias Place = [String]

    private static func places(_ template: String) -> [Place] {
        StringReferences.find(in: template).map { [$0.language?.rawValue ?? "s", $0.name, String($0.line), String($0.column)] }
    }

    @Test func findsEveryFormOnceWithItsLineAndColumn() {
        let template = """
            <h1>{{s.title}}</h1>
            <p>{{{s.raw}}} {{& en.amp }} {{#ko.section}}x{{/ko.section}}{{^s.none}}y{{/s.none}}</p>
            """
        #expect(Self.places(template) == [
            ["s", "title", "1", "5"], ["s", "raw", "2", "4"], ["en", "amp", "2", "16"], ["ko", "section", "2", "30"],
            ["s", "none", "2", "61"],
        ])
    }

    /// A template saved with CRLF line ends has the lines its editor shows; columns count Korean
    /// syllables as one each.
    @Test func countsLinesOfCRLFTemplatesAndColumnsInScalars() {
        let template = "<p>첫 줄</p>\r\n<p>둘째 줄 {{s.second}}</p>\r\n\r\n<p>넷째 {{ko.fourth}}</p>\r\n"
        #expect(Self.places(template) == [["s", "second", "2", "9"], ["ko", "fourth", "4", "7"]])
        let unix = template.replacingOccurrences(of: "\r\n", with: "\n")
        #expect(Self.places(unix) == Self.places(template))
    }

    @Test func ignoresTagsThatNameNoString() {
        let template = "{{! s.comment}}{{> s.partial}}{{title}}{{layout.title}}{{s.}}{{fr.x}}{{s.a b}}{{=<% %>=}}"
        #expect(Self.places(template).isEmpty)
    }

    @Test func scansTagsOnBytesAndStopsAtOneNeverClosed() {
        let bytes = Array("a{{x}}b{{{y}}}c{{{z}}d{{w".utf8)
        let tags = TemplateTags.scan(bytes)
        #expect(tags.map { String(decoding: bytes[$0.content], as: UTF8.self) } == ["x", "y"])
        #expect(tags.map(\.isTriple) == [false, true])
        #expect(tags.map { String(decoding: bytes[$0.range], as: UTF8.self) } == ["{{x}}", "{{{y}}}"])
    }
}
