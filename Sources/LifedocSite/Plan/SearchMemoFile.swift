import LifedocBase
import LifedocSearch

/// The file of the build cache that keeps the search index's analysed pages (`AnalysisMemo`) for
/// one output folder. Like the rest of the cache it is an aid: a file that is missing, damaged or
/// written by another lifedoc only means every page is analysed again, and one that cannot be
/// written only means the next build does the same.
package struct SearchMemoFile: Sendable {
    /// The file's path.
    package var path: String
    /// What identifies this lifedoc (`CompilerIdentity`): a memo written by another is not read.
    package var identity: String

    /// The memo file at `path` for the lifedoc identified by `identity`.
    package init(path: String, identity: String) {
        self.path = path
        self.identity = identity
    }

    /// The memo the last build kept, if it is there and was made by this lifedoc.
    func load() -> AnalysisMemo? {
        guard let bytes = try? LocalFileSystem().contents(of: path) else { return nil }
        return AnalysisMemo(bytes: bytes, identity: identity)
    }

    /// Keeps `blocks` as the memo, replacing the file in one rename.
    func save(_ blocks: [AnalysisMemo.BlockBytes]) {
        CacheFile.replace(path) { write in
            try AnalysisMemo.file(blocks: blocks, identity: identity, write: write)
        }
    }
}
