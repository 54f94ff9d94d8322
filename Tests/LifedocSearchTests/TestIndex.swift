import LifedocBase
import LifedocGraph
import LifedocSearch
import LifedocTestSupport

/// The search index of a small knowledge base held in memory (paths under `Content/`), each page
/// at `<lang>/<id>.html`.
enum TestIndex {
    static func build(_ files: [String: String]) throws -> SearchIndex {
        let content = try ContentLoader.load(from: "Content", fileSystem: MemoryFileSystem(files))
        return SearchIndexBuilder.build(content) { id, language in "\(language.rawValue)/\(id.rawValue).html" }
    }
}
