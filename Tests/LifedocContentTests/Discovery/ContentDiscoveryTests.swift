import LifedocBase
import LifedocContent
import LifedocTestSupport
import Testing

@Suite struct ContentDiscoveryTests {
    @Test func findsMarkdownInLanguageFoldersSortedByPath() throws {
        let fileSystem = MemoryFileSystem([
            "Content/ko/b.md": "# 나", "Content/en/z/a.md": "# A", "Content/en/b.md": "# B",
            "Content/en/notes.txt": "ignored", "Content/glossary.yml": "terms: []", "Content/drafts/x.md": "# X",
        ])
        let sources = try ContentDiscovery.discover(in: fileSystem, root: "Content")
        #expect(sources.pages.map(\.path) == ["en/b.md", "en/z/a.md", "ko/b.md"])
        #expect(sources.glossary?.path == "glossary.yml")
        #expect(sources.diagnostics.map(\.code) == [.unusedLanguageFolder])
    }

    @Test func throwsWhenTheRootIsMissing() {
        #expect(throws: FileSystemError.self) {
            try ContentDiscovery.discover(in: MemoryFileSystem([:]), root: "Content")
        }
    }
}
