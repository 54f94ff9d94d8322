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

    @Test func refusesSectionsNestedTooDeepInsteadOfExhaustingTheStack() {
        let deep = String(repeating: "{{#a}}", count: 100_000) + String(repeating: "{{/a}}", count: 100_000)
        #expect(error(deep) == "1:\(6 * TemplateParser.maximumDepth + 1): sections nest more than \(TemplateParser.maximumDepth) deep")
        let allowed = String(repeating: "{{#a}}", count: 50) + "x" + String(repeating: "{{/a}}", count: 50)
        #expect(error(allowed) == "no error")
    }

    /// Any text made of template syntax either parses or is refused with a place and a reason;
    /// what parses renders without failing. Deterministic: the same 3,000 texts everywhere.
    @Test func parsesOrRefusesAnyTextAndRendersWhatParses() throws {
        let pieces = ["{{", "}}", "{{{", "}}}", "{{#a}}", "{{/a}}", "{{^b}}", "{{/b}}", "{{>p}}", "{{<p}}", "{{/p}}",
                      "{{$k}}", "{{/k}}", "{{=<% %>=}}", "<%a%>", "{{!c}}", "{{.}}", "{{a.b}}", "\n", "  ", "씬", "&", "{", "}"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var refused = 0
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<12 {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                text += pieces[Int(state % UInt64(pieces.count))]
            }
            var set = TemplateSet(escape: HTMLEscaping.escape)
            do {
                try set.add(text, named: "t")
                try set.add(text, named: "p")
                _ = set.render("t", .record(["a": .list([.record(["b": .string("x")]), .bool(true)]), "k": .int(1)]))
            } catch {
                refused += 1
                #expect(error.line >= 1 && error.column >= 1 && !error.message.isEmpty)
            }
        }
        #expect(refused > 0 && refused < 3_000)
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

    @Test func stopsATemplateThatIncludesItselfTwice() throws {
        var set = TemplateSet(escape: HTMLEscaping.escape)
        try set.add("x{{>loop}}{{>loop}}", named: "loop")
        // Without a budget this is 2^64 expansions; with one it ends.
        #expect(set.render("loop", .record([:]))?.count == 100_001)
    }

    @Test func rendersNothingPastTheDepthLimitOfATemplateThatIncludesItself() throws {
        var set = TemplateSet(escape: HTMLEscaping.escape)
        try set.add("x{{>loop}}", named: "loop")
        #expect(set.render("loop", .record([:])) == String(repeating: "x", count: 65))
    }
}
