import Foundation
import LifedocBase
import LifedocContent
import LifedocSite
import LifedocTestSupport
import Testing

struct TemplateLibraryTests {
    /// The project's templates as an in-memory folder, with `change` applied to it.
    private func templates(_ change: (inout [String: [UInt8]]) -> Void = { _ in }) throws -> MemoryFileSystem {
        var files = try SiteFixture.templateFiles()
        change(&files)
        return MemoryFileSystem(bytes: files)
    }

    @Test func loadsTheProjectTemplatesWithBothStringTables() throws {
        let library = try TemplateLibrary.load(from: SiteFixture.templatesFolder)
        #expect(library.words(.en)["mentioned_in"] == "Mentioned in")
        #expect(library.words(.ko)["mentioned_in"] == "이 문서를 언급한 곳")
        #expect(library.assets.map(\.path) == ["favicon.svg", "highlight.LICENSE", "highlight.js", "search.js", "site.css", "site.js", "theme.js"])
        #expect(StringTable.missingNames(in: Array(library.strings.values)).isEmpty)
    }

    @Test func failsWhenATemplateNamesAStringATableLacks() throws {
        let fileSystem = try templates { files in
            files["Templates/home.mustache"]! += Array("\n<p>{{s.no_such_words}}</p>\n".utf8)
        }
        #expect {
            try TemplateLibrary.load(from: "Templates", fileSystem: fileSystem)
        } throws: { error in
            let diagnostics = try #require(error as? BuildFailure).diagnostics
            let lines = String(decoding: try fileSystem.contents(of: "Templates/home.mustache"), as: UTF8.self)
                .split(separator: "\n", omittingEmptySubsequences: false).count - 1
            return diagnostics.count == 2 && diagnostics.allSatisfy {
                $0.code == .undefinedString && $0.location?.file == "Templates/home.mustache" && $0.location?.line == lines
            }
        }
    }

    @Test func failsWhenAKoreanStringIsMissingOnlyThere() throws {
        let fileSystem = try templates { files in
            let korean = String(decoding: files["Templates/strings/ko.yml"]!, as: UTF8.self)
            files["Templates/strings/ko.yml"] = Array(korean.split(separator: "\n").filter { !$0.hasPrefix("mentioned_in:") }
                .joined(separator: "\n").utf8)
        }
        #expect {
            try TemplateLibrary.load(from: "Templates", fileSystem: fileSystem)
        } throws: { error in
            let diagnostics = try #require(error as? BuildFailure).diagnostics
            return diagnostics.count == 1 && diagnostics[0].message.contains("'mentioned_in'")
                && diagnostics[0].message.contains("strings/ko.yml") && diagnostics[0].location?.file == "Templates/page.mustache"
        }
    }

    @Test func reportsTheTemplatesOwnLineAndColumnOfAParseError() throws {
        let fileSystem = try templates { files in
            files["Templates/compare.mustache"] = Array("<p>line one</p>\n<p>{{/rows}}</p>\n".utf8)
        }
        #expect {
            try TemplateLibrary.load(from: "Templates", fileSystem: fileSystem)
        } throws: { error in
            let diagnostics = try #require(error as? BuildFailure).diagnostics
            let places = diagnostics.filter { $0.message.hasPrefix("template does not parse") }.compactMap(\.location)
            return places.map { [$0.file, String($0.line), String($0.column)] } == [["Templates/compare.mustache", "2", "4"]]
        }
    }

    @Test func reportsAMissingRequiredTemplate() throws {
        let fileSystem = try templates { files in files["Templates/sitemap.mustache"] = nil }
        #expect {
            try TemplateLibrary.load(from: "Templates", fileSystem: fileSystem)
        } throws: { error in
            try #require(error as? BuildFailure).diagnostics.map(\.message) == ["required template is missing"]
        }
    }

    @Test func findsStringNamesPerTableAndReportsOneSidedNames() {
        let english = StringTable(language: .en, file: "strings/en.yml", strings: ["a": "A", "b": "B"], lines: ["a": 1, "b": 2])
        let korean = StringTable(language: .ko, file: "strings/ko.yml", strings: ["a": "가"], lines: ["a": 1])
        let diagnostics = StringTable.missingNames(in: [korean, english])
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].code == .missingString)
        #expect(diagnostics[0].location?.file == "strings/ko.yml")
        #expect(diagnostics[0].related == [SourceLocation(file: "strings/en.yml", line: 2)])
    }

    @Test func rejectsATableThatIsNotAFlatMapping() {
        let result = StringTableReader.read(SourceFile(path: "ko.yml", text: "a: 가\nnested:\n  b: 나\n"), language: .ko)
        guard case let .failure(diagnostic) = result else {
            Issue.record("a nested table must not load")
            return
        }
        #expect(diagnostic.code == .invalidStrings)
        #expect(diagnostic.location?.line == 2)
    }
}
