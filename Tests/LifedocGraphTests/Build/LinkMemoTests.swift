import Foundation
import LifedocBase
import LifedocContent
import LifedocGraph
import LifedocTestSupport
import Testing

/// A load that reuses the last one's parses and links links exactly as a load from nothing.
@Suite struct LinkMemoTests {
    static let mini = Fixtures.folder() + "/mini/Content"

    /// The fixture's files, by path below `Content`.
    private func files() throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.mini))
        for case let path as String in enumerator where path.hasSuffix(".md") || path.hasSuffix(".yml") {
            files["Content/" + path] = try String(contentsOfFile: Self.mini + "/" + path, encoding: .utf8)
        }
        return files
    }

    /// What linking decided, as comparable text: the graph, every page's mentions and links, the diagnostics.
    private func summary(_ linked: LinkedContent) -> String {
        var lines = [GraphJSON.format(linked.graph)]
        for page in linked.pages {
            lines.append("\(page.page.file) \(page.mentions.map { "\($0.target)" }) \(page.links.map { "\($0.target)" })")
        }
        lines += linked.diagnostics.map(\.formatted)
        return lines.joined(separator: "\n")
    }

    @Test func relinksOnlyTheEditedPageUntilWhatLinksResolveAgainstChanges() throws {
        var files = try files()
        var memo = ParsedPages()
        let first = try ContentLoader.load(from: "Content", fileSystem: MemoryFileSystem(files), reusing: &memo)
        #expect(memo.links.lastLinked == first.pages.count)

        // A sentence naming another method: that page alone is parsed and linked again.
        files["Content/en/tasks/save-data.md"]! += "\nCall it before `applicationDidEnterBackground(_:)` returns.\n"
        let edited = try ContentLoader.load(from: "Content", fileSystem: MemoryFileSystem(files), reusing: &memo)
        #expect(memo.lastParsed == 1 && memo.links.lastLinked == 1)
        #expect(summary(edited) == summary(try ContentLoader.load(from: "Content", fileSystem: MemoryFileSystem(files))))
        #expect(edited.pages.first { $0.page.file == "en/tasks/save-data.md" }!.mentions.contains {
            $0.target == "methods/application-did-enter-background"
        })

        // A page removed: what links resolve against changed, so every page is linked again, and a
        // link to the removed page is now reported, as a fresh load reports it.
        files["Content/en/methods/application-did-enter-background.md"] = nil
        files["Content/ko/methods/application-did-enter-background.md"] = nil
        let removed = try ContentLoader.load(from: "Content", fileSystem: MemoryFileSystem(files), reusing: &memo)
        #expect(memo.links.lastLinked == removed.pages.count)
        #expect(summary(removed) == summary(try ContentLoader.load(from: "Content", fileSystem: MemoryFileSystem(files))))
        #expect(summary(removed) != summary(edited))
    }
}
