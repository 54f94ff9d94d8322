import Foundation
import LifedocBase
import LifedocTemplates
import Testing

/// The cases of the Mustache specification (`Tests/Templates/mustache-spec/`), rendered by
/// lifedoc's renderer: every feature its templates may use.
@Suite struct MustacheSpecificationTests {
    @Test(arguments: SpecificationCase.all)
    func rendersAsTheSpecificationSays(_ specCase: SpecificationCase) throws {
        var set = TemplateSet(escape: HTMLEscaping.escape)
        for (name, text) in specCase.partials.sorted(by: { $0.key < $1.key }) {
            try set.add(text, named: name)
        }
        try set.add(specCase.template, named: "(the case)")
        #expect(set.render("(the case)", specCase.data.templateValue) == specCase.expected, "\(specCase.desc)")
    }

    @Test func readsEveryFile() {
        // A file that failed to read would pass every case by having none.
        #expect(SpecificationCase.all.count == 163)
    }
}

/// One case of a specification file.
struct SpecificationCase: Decodable, CustomTestStringConvertible, Sendable {
    var name: String
    var desc: String
    var data: JSONValue
    var template: String
    var partials: [String: String] = [:]
    var expected: String
    var file = ""

    var testDescription: String { "\(file): \(name)" }

    enum CodingKeys: String, CodingKey { case name, desc, data, template, partials, expected }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        desc = try container.decode(String.self, forKey: .desc)
        data = try container.decode(JSONValue.self, forKey: .data)
        template = try container.decode(String.self, forKey: .template)
        partials = try container.decodeIfPresent([String: String].self, forKey: .partials) ?? [:]
        expected = try container.decode(String.self, forKey: .expected)
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates/mustache-spec")

    static let all: [SpecificationCase] = {
        struct File: Decodable { var tests: [SpecificationCase] }
        let names = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance"]
        return names.flatMap { name -> [SpecificationCase] in
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name + ".json")),
                  let file = try? JSONDecoder().decode(File.self, from: data) else { return [] }
            return file.tests.map { var specCase = $0; specCase.file = name; return specCase }
        }
    }()
}

/// A JSON value of a case's data.
indirect enum JSONValue: Decodable, Sendable {
    case null, bool(Bool), integer(Int), decimal(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let flag = try? container.decode(Bool.self) { self = .bool(flag) }
        else if let number = try? container.decode(Int.self) { self = .integer(number) }
        else if let number = try? container.decode(Double.self) { self = .decimal(number) }
        else if let text = try? container.decode(String.self) { self = .string(text) }
        else if let items = try? container.decode([JSONValue].self) { self = .array(items) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    /// The value as the renderer takes it; a decimal as its shortest text, as JSON writes it.
    var templateValue: TemplateValue {
        switch self {
        case .null: .absent
        case let .bool(flag): .bool(flag)
        case let .integer(number): .int(number)
        case let .decimal(number): .string(String(number))
        case let .string(text): .string(text)
        case let .array(items): .list(items.map(\.templateValue))
        case let .object(fields): .record(TemplateRecord(fields.mapValues(\.templateValue)))
        }
    }
}
