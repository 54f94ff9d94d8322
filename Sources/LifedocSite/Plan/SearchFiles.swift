package import LifedocBase
package import LifedocGraph
package import LifedocSearch

/// The site's search files (`search/…`), made on a thread of their own from the linked content:
/// much of building the index is one thread's work, so it runs beside the checks, the planning and
/// the rendering. Pages analysed by the last build and unchanged since are taken from the memo the
/// output keeps (`SiteOutput.searchMemo`), and this build's analyses are handed back to it.
package final class SearchFiles: Sendable {
    private let job: Background<Result<[OutputFile], any Error>>

    /// Starts building the index of `content`, reusing the analyses `memo` gives and handing this
    /// build's to `keep` (the preview keeps them in memory between builds).
    package init(
        content: LinkedContent, memo: @escaping @Sendable () -> AnalysisMemo?, keep: (@Sendable ([AnalysisMemo.BlockBytes]) -> Void)?,
        workers: Workers = .allCores
    ) {
        job = Background {
            Result {
                try SearchIndexBuilder.build(
                    content, url: { id, language in SitePaths.page(id, in: language) }, memo: memo(), keep: keep, workers: workers
                ).shardFiles(workers: workers).map { OutputFile(path: $0.path, bytes: $0.bytes) }
            }
        }
    }

    /// The files, once built, handed over: read them once (the writer writes and lets them go).
    func take() -> Result<[OutputFile], any Error> { job.take() }

    /// Waits until the files are built (or failed), taken or not.
    package func wait() { job.wait() }

    /// Whether the files are built.
    var isReady: Bool { job.isReady }
}
