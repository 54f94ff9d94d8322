package import LifedocBase
package import LifedocGraph

/// The site's index of pages and its drawn state machines, started on a thread of their own as
/// soon as the content is linked: `dot` then lays out the drawings while the checks and the search
/// index run, instead of after them (`BuildPipeline.run`).
package final class SiteDrawings: Sendable {
    private let job: Background<Result<(SiteIndex, [DiagramKey: String]), any Error>>

    /// Starts indexing `content` and drawing its state machines with `graphviz` on `workers`.
    package init(content: LinkedContent, graphviz: GraphvizRenderer, workers: Workers = .allCores) {
        job = Background {
            Result {
                let index = SiteIndex(content)
                return (index, try DiagramKey.renderAll(content: content, graphviz: graphviz, workers: workers, index: index))
            }
        }
    }

    /// The index and the drawings, once made, handed over: read once.
    /// - Throws: `BuildFailure` when Graphviz fails.
    func take() throws -> (SiteIndex, [DiagramKey: String]) { try job.take().get() }

    /// Waits until the drawings are made (or failed), taken or not.
    package func wait() { job.wait() }
}
