import Foundation
import LifedocTestSupport
import Testing

/// Runs every case of the bad-input catalogue through `lifedoc build` and `lifedoc check`: each
/// gets a correct site or a diagnostic naming file and line with exit 2, never a crash, a hang,
/// a lost previous site or a write outside the output folder.
@Suite struct BadInputTests {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates").path

    /// Writes the case into a new folder (files, then links) and returns it.
    private func materialize(_ item: BadInputCase) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-bad-\(UUID().uuidString)")
        for (path, bytes) in item.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        for (path, destination) in item.links {
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent(path).path, withDestinationPath: destination)
        }
        return folder
    }

    private func mentions(_ output: String, _ expected: BadInputCase.Expected) -> Bool {
        output.contains("Content/\(expected.file):\(expected.line):") && output.contains("[\(expected.code)]")
    }

    @Test(arguments: BadInputCatalogue.cases)
    func getsACorrectSiteOrADiagnostic(_ item: BadInputCase) throws {
        let folder = try materialize(item)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A previous site (with the files every site lifedoc builds has at its top), which a
        // rejected build must leave as it was.
        let site = folder.appendingPathComponent("Site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try Data("previous".utf8).write(to: site.appendingPathComponent("index.html"))
        try Data("<urlset/>".utf8).write(to: site.appendingPathComponent("sitemap.xml"))
        try Data("{}".utf8).write(to: site.appendingPathComponent("graph.json"))
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()

        let build = try CommandRunner.run(
            ["build", "--templates", Self.templates, "--no-cache", "--quiet"], in: folder.path, timeLimit: 120)
        let check = try CommandRunner.run(["check"], in: folder.path, timeLimit: 120)
        #expect(!build.timedOut && !check.timedOut, "a command hung")
        // Neither command crashed (a signal) nor wrote beside the site.
        #expect([0, 1, 2].contains(build.status) && [0, 1, 2].contains(check.status), "\(build.stderr)\(check.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)

        switch item.outcome {
        case let .rejected(expected):
            #expect(build.status == 2, "\(build.stderr)")
            #expect(check.status == 2, "\(check.stdout)")
            for each in expected {
                #expect(mentions(build.stderr, each), "build does not report \(each): \(build.stderr)")
                #expect(mentions(check.stdout + check.stderr, each), "check does not report \(each): \(check.stdout)")
            }
            #expect(try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8) == "previous")
        case let .built(warnings, checks):
            #expect(build.status == 0, "\(build.stderr)")
            for each in warnings {
                #expect(mentions(build.stderr, each), "build does not warn of \(each): \(build.stderr)")
            }
            try checks(BuiltSite(folder: site))
        }
    }

    /// A query for the search test, named in the test log by what it is rather than its 10,000 characters.
    struct OddQuery: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var text: String
    }

    @Test(arguments: [
        OddQuery(testDescription: "1,000 Korean phrases then 1,000 x",
                 text: String(repeating: "씬이 백그라운드로 ", count: 1_000) + String(repeating: "x", count: 1_000)),
        OddQuery(testDescription: "2,000 words no page has", text: String(repeating: "qzxv ", count: 2_000)),
        OddQuery(testDescription: "punctuation only", text: "?!.,;:()[]{}<>…「」・"),
        OddQuery(testDescription: "a script tag", text: "<script>alert(1)</script>"),
        OddQuery(testDescription: "a selector with 3,000 labels", text: "sceneDidEnterBackground(" + String(repeating: "_:", count: 3_000)),
    ])
    func searchesAnyQueryWithoutFailing(_ odd: OddQuery) throws {
        let query = odd.text
        let site = URL(fileURLWithPath: Self.templates).deletingLastPathComponent().appendingPathComponent("Site").path
        let result = try CommandRunner.run(["search", "--site", site, query], timeLimit: 60)
        #expect(!result.timedOut)
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        // Never echoed back whole: no line runs long, and no long stretch of the query comes back.
        // (The output's size is no measure: it names each page's path, as long as the checkout's.)
        let longest = result.stdout.split(separator: "\n").map(\.utf8.count).max() ?? 0
        #expect(longest < 1_000, "a line of \(longest) bytes: the query is echoed back whole")
        #expect(query.count < 200 || !result.stdout.contains(query.prefix(200)), "the query is echoed back whole")
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test func asksForAQueryWhenGivenOnlyWhiteSpace() throws {
        let result = try CommandRunner.run(["search", "   "], timeLimit: 60)
        #expect(result.status == 2)
        #expect(result.stderr.contains("give a query"))
    }
}
