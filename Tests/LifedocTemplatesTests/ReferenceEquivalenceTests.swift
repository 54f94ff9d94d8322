import LifedocBase
import LifedocTemplates
import MustacheReference
import Testing

/// Generated templates and values render to the same bytes through lifedoc's renderer and through
/// swift-mustache, its reference: text in both scripts with characters to escape, escaped and raw
/// variables, dotted names, `{{.}}`, sections and inverted sections nested three deep over every
/// kind of value, comments, standalone lines with indentation, partials and parents with blocks.
/// A thousand seeds take about half a second.
struct ReferenceEquivalenceTests {
    @Test(arguments: 0..<1000)
    func rendersGeneratedTemplatesAsTheReferenceDoes(_ seed: Int) throws {
        var generator = Generator(seed: UInt64(seed))
        let texts = [
            "main": generator.template(depth: 0),
            "partial": generator.template(depth: 2),
            "layout": generator.layout(),
        ]
        let value = generator.record(depth: 0)
        var set = TemplateSet(escape: HTMLEscaping.escape)
        for (name, text) in texts { try set.add(text, named: name) }
        let reference = try ReferenceRenderer(texts)
        let ours = set.render("main", value)
        let theirs = reference.render("main", value)
        #expect(ours == theirs, "template:\n\(texts["main"]!)\npartial:\n\(texts["partial"]!)\nlayout:\n\(texts["layout"]!)\nvalue: \(value)")
    }

    /// Makes templates and values from a seed (xorshift), the same ones on every machine.
    struct Generator {
        var state: UInt64
        /// Words of text; the last two are blank or empty.
        let words = ["Scene", "씬이 활성화됩니다", "A & B", "<b>", "\"quoted\"", "it's", "앱 & 씬", " ", ""]

        init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }

        // Every record has the one shape a view type gives it: `a` and `title` hold scalars, `b` a
        // record, `items` a list of records, `c` scalars or a list of them. Only scalars are
        // printed, as in the site's templates (the engines print a list or record differently).
        let printable = ["a", "title", "b.a", "b.title"]
        let sectionNames = ["a", "title", "b", "items", "c", "b.items", "b.c"]

        /// A name to print; `{{.}}` only where the context is a scalar: directly inside `{{#c}}`
        /// (swift-mustache pushes an empty list for `{{^c}}`, so `{{.}}` there prints `[]`).
        mutating func name(inScalar: Bool) -> String {
            inScalar && next(2) == 0 ? "." : printable[next(printable.count)]
        }

        /// A template of a few lines, sections nested up to three deep from `depth`.
        mutating func template(depth: Int, inScalar: Bool = false) -> String {
            var text = ""
            for _ in 0..<(1 + next(4)) { text += line(depth: depth, inScalar: inScalar) }
            // Only the last line may lack its break. (A section opened after text on a line and
            // closed on a standalone line keeps an extra line break in swift-mustache, which the
            // specification's standalone rule removes.)
            // Nor may it end in blanks: swift-mustache drops blanks that end a template after a
            // standalone line.
            if depth == 0, next(4) == 0, text.hasSuffix("\n"), !text.dropLast().hasSuffix(" ") { text.removeLast() }
            return text
        }

        mutating func line(depth: Int, inScalar: Bool) -> String {
            let indentation = ["", "  ", "\t"][next(3)]
            switch next(9) {
            case 0, 1: return indentation + inline(depth: depth, inScalar: inScalar) + "\n"
            case 2 where depth < 3:
                // A section on lines of its own: its tags stand alone.
                let name = sectionNames[next(sectionNames.count)], sigil = next(3) == 0 ? "^" : "#"
                let scalar = sigil == "#" && (name == "c" || name == "b.c")
                return indentation + "{{\(sigil)\(name)}}\n" + template(depth: depth + 1, inScalar: scalar) + indentation + "{{/\(name)}}\n"
            case 3: return indentation + "{{! a comment }}\n"
            // Unindented: where a partial's line renders empty, swift-mustache leaves out the
            // indentation the specification adds (the specification's cases hold lifedoc to it).
            case 4 where depth == 0: return "{{>partial}}\n"
            case 5 where depth == 0: return "{{<layout}}\n{{$body}}\n" + inline(depth: 1, inScalar: false) + "\n{{/body}}\n{{/layout}}\n"
            default: return inline(depth: depth, inScalar: inScalar) + "\n"
            }
        }

        /// Text and tags on one line, an inline section among them.
        mutating func inline(depth: Int, inScalar: Bool) -> String {
            var text = ""
            for _ in 0..<(1 + next(4)) {
                switch next(7) {
                case 0: text += words[next(words.count)]
                case 1: text += "{{\(name(inScalar: inScalar))}}"
                case 2: text += "{{{\(name(inScalar: inScalar))}}}"
                case 3: text += "{{& \(name(inScalar: inScalar)) }}"
                case 4 where depth < 3:
                    let name = sectionNames[next(sectionNames.count)], sigil = next(3) == 0 ? "^" : "#"
                    let scalar = sigil == "#" && (name == "c" || name == "b.c")
                    text += "{{\(sigil)\(name)}}" + inline(depth: depth + 1, inScalar: scalar) + "{{/\(name)}}"
                // Never empty: swift-mustache does not take a line holding only an empty block as
                // standalone, as the specification does ("Standalone block").
                case 5: text += "{{$slot}}" + words[next(words.count - 2)] + "{{/slot}}"
                default: text += "<p class=\"x\">"
                }
            }
            return text
        }

        /// A parent with a block of its own lines and an inline one.
        mutating func layout() -> String {
            // The default body starts unindented: swift-mustache does not reindent a replacing body
            // to it, as the specification does (its "Intrinsic indentation" case).
            "<main>\n{{$body}}\n<p>" + inline(depth: 2, inScalar: false) + "\n{{/body}}\n</main>{{$slot}}slot{{/slot}}\n"
        }

        mutating func scalar() -> TemplateValue {
            switch next(4) {
            case 0: .absent
            case 1: .bool(next(2) == 0)
            case 2: .string(words[next(words.count)])
            default: .int(next(200) - 100)
            }
        }

        mutating func record(depth: Int) -> TemplateValue {
            var fields: [String: TemplateValue] = [:]
            for name in ["a", "title"] where next(3) != 0 { fields[name] = scalar() }
            // `c` holds no Boolean: a true one pushes nothing, so `{{.}}` in it would print a record.
            func text(_ generator: inout Generator) -> TemplateValue {
                generator.next(2) == 0 ? .string(generator.words[generator.next(generator.words.count)]) : .int(generator.next(9))
            }
            if next(3) != 0 { fields["c"] = next(2) == 0 ? text(&self) : .list((0..<next(4)).map { _ in text(&self) }) }
            if depth < 3, next(2) == 0 { fields["b"] = next(4) == 0 ? .absent : record(depth: depth + 1) }
            if depth < 3, next(2) == 0 { fields["items"] = .list((0..<next(4)).map { _ in record(depth: depth + 1) }) }
            return .record(TemplateRecord(fields))
        }
    }
}
