import Foundation
import LifedocBase
import LifedocContent
import LifedocGraph
import LifedocSearch
import LifedocSite
import Testing

/// The pipeline over the project's own content and templates: every step runs in one call, each
/// page is parsed by libcmark once and never again after loading (the page, both side-by-side
/// views, heading ids, links and fingerprints all come from that parse), and a rebuild after one
/// edit parses that one file.
struct BuildPipelineTests {
    /// The repository, three folders above this file's folder.
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// An output that keeps the site in memory and the keys it was written with.
    private struct KeptOutput: SiteOutput {
        var graphviz = GraphvizRenderer(command: "dot")
        var compilerID = "test"
        var previousKeys: [String: String] = [:]
        var files: [String: [UInt8]] = [:]
        var keepSearchMemo: (@Sendable ([AnalysisMemo.BlockBytes]) -> Void)? { nil }
        var warnings: [String] { [] }
        func searchMemo() -> AnalysisMemo? { nil }

        mutating func write(_ plan: SitePlan) throws -> Int {
            let plan = try plan.materialized()
            var written: [String: [UInt8]] = [:]
            var keys: [String: String] = [:]
            for file in plan.files {
                written[file.path] = file.isCarriedOver ? files[file.path] : file.bytes
                if let key = file.key { keys[file.path] = key }
            }
            (files, previousKeys) = (written, keys)
            return files.count
        }
    }

    /// The project's `Content/` as files in memory, by path below the repository.
    private static func contentFiles() throws -> [String: [UInt8]] {
        let root = repository.appendingPathComponent("Content").path
        var files: [String: [UInt8]] = [:]
        for case let path as String in try #require(FileManager.default.enumerator(atPath: root)) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files["Content/" + path] = Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)))
            }
        }
        return files
    }

    private static func pipeline(_ files: [String: [UInt8]]) throws -> BuildPipeline {
        let templates = try TemplateLibrary.load(from: repository.appendingPathComponent("Templates").path)
        var pipeline = BuildPipeline(
            content: "Content", templates: templates, configuration: SiteConfiguration(), baseURL: "https://example.org/")
        pipeline.fileSystem = MemoryFileSystem(bytes: files)
        return pipeline
    }

    @Test func parsesEachPageOnceInAWholeBuild() throws {
        let files = try Self.contentFiles()
        let pages = files.keys.filter { $0.hasSuffix(".md") }.count
        #expect(pages > 100)
        let pipeline = try Self.pipeline(files)
        var parses = ParsedPages()
        let outcome = try pipeline.run(reusing: &parses, output: { KeptOutput() })
        #expect(outcome.stop == nil)
        let written = try #require(outcome.output)
        // Every page and both side-by-side views of every translated page were rendered…
        #expect(written.files.keys.contains { $0.hasPrefix("en/compare/") })
        #expect(outcome.rendered > 2 * pages)
        // …from one parse per page file.
        #expect(outcome.parseCount == pages)
        #expect(outcome.parsed == pages)
    }

    /// Every step maps through the pipeline's workers, and their results come back in order: a
    /// build on one thread and one on four give the same site, byte for byte.
    @Test func buildsTheSameSiteOnOneThreadAsOnMany() throws {
        var pipeline = try Self.pipeline(try Self.contentFiles())
        var outputs: [[String: [UInt8]]] = []
        for count in [1, 4] {
            pipeline.workers = Workers(count: count)
            let outcome = try pipeline.run(output: { KeptOutput() })
            outputs.append(try #require(outcome.output).files)
        }
        #expect(outputs[0].count > 400)
        let differing = outputs[0].keys.filter { outputs[0][$0] != outputs[1][$0] }.sorted()
        #expect(differing.isEmpty && outputs[0].count == outputs[1].count, "\(differing.prefix(5))")
    }

    @Test func parsesOnlyTheEditedPageWhenBuildingAgain() throws {
        var files = try Self.contentFiles()
        var parses = ParsedPages()
        let first = try Self.pipeline(files).run(reusing: &parses, output: { KeptOutput() })
        let kept = try #require(first.output)
        let edited = "Content/ko/methods/scene-did-enter-background.md"
        let text = String(decoding: try #require(files[edited]), as: UTF8.self)
        files[edited] = Array((text + "\n백그라운드에서 할 일을 한 문장 더 적었습니다.\n").utf8)
        let pipeline = try Self.pipeline(files)
        let second = try pipeline.run(reusing: &parses, output: { kept })
        #expect(second.stop == nil)
        #expect(second.parsed == 1)
        #expect(second.parseCount == 1)
        // The edited page, its side-by-side views and the pages listing it are rendered again; the
        // rest is carried over.
        #expect(second.carriedOver > second.rendered)
        let page = try #require(second.output?.files["ko/methods/scene-did-enter-background.html"])
        #expect(String(decoding: page, as: UTF8.self).contains("한 문장 더 적었습니다"))
    }

    @Test func stopsBeforeWritingWhenAPageCannotBeRead() throws {
        var files = try Self.contentFiles()
        files["Content/en/broken.md"] = Array("---\ntitle: [unclosed\n---\nBody\n".utf8)
        var parses = ParsedPages()
        let outcome = try Self.pipeline(files).run(reusing: &parses, output: { KeptOutput() })
        #expect(outcome.stop == .unreadablePages)
        #expect(outcome.output == nil && outcome.checked == nil)
        #expect(outcome.loaded.contains { $0.location?.file == "en/broken.md" && $0.severity == .error })
    }
}
