import LifedocBase
import LifedocBench
import LifedocCheck
import LifedocGraph
import LifedocTestSupport
import Testing

/// The benchmark corpus is deterministic, bilingual and valid content for the compiler.
struct SyntheticCorpusTests {
    static func content(pages: Int, seed: UInt64) -> [String: String] {
        Dictionary(uniqueKeysWithValues: SyntheticCorpus.files(pages: pages, seed: seed).map { ("Content/" + $0.path, $0.text) })
    }

    @Test func sameSeedSameBytesOtherSeedOtherCorpus() {
        let first = SyntheticCorpus.files(pages: 120, seed: 7)
        #expect(first.map(\.path) == SyntheticCorpus.files(pages: 120, seed: 7).map(\.path))
        #expect(first.map(\.text) == SyntheticCorpus.files(pages: 120, seed: 7).map(\.text))
        #expect(first.map(\.text) != SyntheticCorpus.files(pages: 120, seed: 8).map(\.text))
        #expect(first.map(\.path) == first.map(\.path).sorted())
    }

    @Test(arguments: [10, 57, 300])
    func everyPageInBothLanguagesWithTheRequestedCount(pages: Int) {
        let paths = SyntheticCorpus.files(pages: pages, seed: 1).map(\.path)
        let english = paths.filter { $0.hasPrefix("en/") }, korean = paths.filter { $0.hasPrefix("ko/") }
        #expect(english.count == pages && korean.count == pages)
        #expect(english.map { $0.dropFirst(3) } == korean.map { $0.dropFirst(3) })
    }

    @Test func compilesWithoutErrorsBeyondTheStaleTranslationsItPlants() throws {
        let linked = try ContentLoader.load(from: "Content", fileSystem: MemoryFileSystem(Self.content(pages: 400, seed: 3)))
        #expect(linked.diagnostics.filter { $0.severity == .error }.isEmpty, "\(linked.diagnostics.prefix(3))")
        let kinds = Dictionary(grouping: linked.graph.nodes, by: \.kind).mapValues(\.count)
        #expect(kinds[.state] == 10)
        #expect(kinds[.method] == 156 && kinds[.task] == 136 && kinds[.article] == 98)
        let report = Checks.run(linked)
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(errors.allSatisfy { $0.code == .staleTranslation }, "\(errors.prefix(3))")
        #expect(!report.staleTranslations.isEmpty)
        // Method names in prose resolve: every page mentions methods, and links resolve to pages.
        #expect(linked.pages.allSatisfy { !$0.mentions.isEmpty || $0.page.id.rawValue.hasPrefix("states/") })
        #expect(linked.pages.contains { !$0.links.isEmpty })
    }

    /// Articles written elsewhere: the same Markdown files with no front matter, each titled by its
    /// first heading, compiling with no errors and every page an article titled from its heading.
    @Test func writesTheSamePagesAsForeignArticles() throws {
        let native = SyntheticCorpus.files(pages: 200, seed: 5).filter { $0.path.hasSuffix(".md") }
        let foreign = SyntheticCorpus.foreignFiles(pages: 200, seed: 5)
        #expect(foreign.map(\.path) == native.map(\.path))
        #expect(foreign.allSatisfy { $0.text.hasPrefix("# ") && !$0.text.contains("\n---\n") })
        let files = Dictionary(uniqueKeysWithValues: foreign.map { ("Content/" + $0.path, $0.text) })
        let linked = try ContentLoader.load(from: "Content", fileSystem: MemoryFileSystem(files))
        #expect(linked.diagnostics.filter { $0.severity == .error }.isEmpty, "\(linked.diagnostics.prefix(3))")
        #expect(linked.pages.count == 400 && linked.pages.allSatisfy { $0.page.titleFromHeading })
        #expect(Checks.run(linked).diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func koreanProseTakesTheRightParticles() {
        let korean = SyntheticCorpus.files(pages: 60, seed: 2).filter { $0.path.hasPrefix("ko/") }.map(\.text).joined()
        #expect(!korean.contains("을를") && !korean.contains("캐시을") && !korean.contains("초안를"))
    }
}
