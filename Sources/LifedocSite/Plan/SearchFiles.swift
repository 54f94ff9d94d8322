import LifedocBase
package import LifedocGraph
import LifedocSearch

/// The site's search files (`search/…`), made on a thread of their own from the linked content:
/// much of building the index is one thread's work, so it runs beside the checks, the planning and
/// the rendering. Pages analysed by the last build and unchanged since are taken from the cache's
/// memo, and this build's analyses are kept there.
package final class SearchFiles: Sendable {
    private let job: Background<Result<[OutputFile], any Error>>

    /// Starts building the index of `content`, with the memo at `memo` when given.
    package init(content: LinkedContent, memo: SearchMemoFile?) {
        job = Background {
            Result {
                try SearchIndexBuilder.build(
                    content, url: { id, language in SitePaths.page(id, in: language) }, memo: memo?.load(),
                    keep: memo.map { file in { file.save($0) } }
                ).shardFiles().map { OutputFile(path: $0.path, text: $0.text) }
            }
        }
    }

    /// The files, once built.
    var files: Result<[OutputFile], any Error> { job.value }
}
