import LifedocBase
import LifedocTemplates
import Testing

/// Views become template values field by field, a nil optional a declared field with no value.
struct TemplateEncoderTests {
    struct Link: Encodable {
        var href: String
        var title: String
        var badge: String?
    }

    struct Page: Encodable {
        var title: String
        var count: Int
        var isNew: Bool
        var links: [Link]
        var words: [String: String]
        var note: String?
        var tags: [String]
    }

    @Test func makesRecordsListsAndAbsentFields() {
        let page = Page(
            title: "씬 <기반>", count: 3, isNew: false, links: [Link(href: "a.html", title: "A", badge: nil)],
            words: ["menu": "메뉴"], note: nil, tags: ["x", "y"])
        #expect(TemplateEncoder.encode(page) == .record([
            "title": .string("씬 <기반>"), "count": .int(3), "isNew": .bool(false),
            "links": .list([.record(["href": .string("a.html"), "title": .string("A"), "badge": .absent])]),
            "words": .record(["menu": .string("메뉴")]), "note": .absent, "tags": .list([.string("x"), .string("y")]),
        ]))
    }

    /// An absent field stops the lookup: a row without a badge does not show its page's.
    @Test func anAbsentFieldHidesTheSameNameFurtherOut() throws {
        struct Outer: Encodable {
            var badge: String?
            var links: [Link]
        }
        var set = TemplateSet(escape: HTMLEscaping.escape)
        try set.add("{{#links}}[{{title}}{{#badge}} {{.}}{{/badge}}]{{/links}}", named: "t")
        let outer = Outer(badge: "Deprecated", links: [Link(href: "", title: "A", badge: nil), Link(href: "", title: "B", badge: "New")])
        #expect(set.render("t", TemplateEncoder.encode(outer)) == "[A][B New]")
    }

    /// A word table made a value once encodes as the dictionary it holds.
    @Test func encodesAWordTableAsItsWords() {
        struct View: Encodable { var s: TemplateWords }
        let words = ["menu": "메뉴", "nav_home": "홈 & 처음"]
        #expect(TemplateEncoder.encode(View(s: TemplateWords(words))) == .record(["s": .record(TemplateRecord(words.mapValues(TemplateValue.string)))]))
        #expect(TemplateWords(words)["menu"] == "메뉴")
    }
}
