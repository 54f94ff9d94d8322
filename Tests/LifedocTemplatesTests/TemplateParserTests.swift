import LifedocBase
import LifedocTemplates
import Testing

/// What the parser refuses, and where it says the fault is.
struct TemplateParserTests {
    /// The error `text` gives, as "line:column: message".
    private func error(_ text: String) -> String {
        do {
            _ = try TemplateParser.parse(text)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func namesTheLineAndColumnOfTheFaultyTag() {
        #expect(error("<p>one</p>\n<p>{{/rows}}</p>") == "2:4: '{{/rows}}' closes nothing: no section is open")
        #expect(error("{{#a}}\n  {{#b}}\n  {{/a}}\n") == "3:3: '{{/a}}' cannot close 'a': the open section is 'b'")
        #expect(error("첫 줄\n{{#섹션}}본문") == "2:1: section '섹션' is never closed")
        #expect(error("씬 {{title") == "1:3: tag is never closed: no '}}' follows")
        #expect(error("{{{raw}}") == "1:1: tag is never closed: no '}}}' follows")
        #expect(error("{{#}}x{{/}}") == "1:1: tag has no name")
        #expect(error("{{a b}}") == "1:1: tag name 'a b' holds a blank")
        #expect(error("{{=<% %> x=}}") == "1:1: set-delimiter tag wants two delimiters separated by a blank, as in {{=<% %>=}}")
    }

    @Test func refusesWhatLifedocsTemplatesDoNotSupport() {
        #expect(error("{{uppercased(title)}}").hasSuffix("applies a transform, which lifedoc's templates do not support"))
        #expect(error("{{>*dynamic}}").hasSuffix("names its template dynamically, which lifedoc's templates do not support"))
    }

    @Test func keepsWhatTheSetDelimitersSay() throws {
        var set = TemplateSet(escape: HTMLEscaping.escape)
        try set.add("{{=<% %>=}}<%a%> {{a}} <%={{ }}=%>{{a}}", named: "t")
        #expect(set.render("t", .record(["a": .string("x")])) == "x {{a}} x")
    }

    @Test func rendersNothingPastTheDepthLimitOfATemplateThatIncludesItself() throws {
        var set = TemplateSet(escape: HTMLEscaping.escape)
        try set.add("x{{>loop}}", named: "loop")
        #expect(set.render("loop", .record([:])) == String(repeating: "x", count: 65))
    }
}
