package import LifedocBase
package import LifedocSearch

/// A build's output folder on disk (`lifedoc build`): written by `AtomicWriter`, with the build
/// cache beside it that keeps what the last build wrote from what, the drawings and the search
/// index's analyses. Making one reads the running executable, starts Graphviz and looks at every
/// file of the folder: the pipeline makes it while the content loads.
package struct FolderOutput: SiteOutput {
    /// Writes the folder and its manifest.
    package var writer: AtomicWriter
    package var graphviz: GraphvizRenderer
    package var compilerID: String
    package var previousKeys: [String: String]
    private var memoFile: SearchMemoFile?

    /// The folder `output`, with the cache in `cache` (nil for none), drawn with `dot`, its files
    /// looked at and written by `workers`.
    package init(output: String, cache: String?, dot: String, workers: Workers = .allCores) {
        let compiler = cache == nil ? nil : CompilerIdentity.current()
        writer = AtomicWriter(output: output, cache: compiler == nil ? nil : cache)
        writer.workers = workers
        compilerID = compiler ?? ""
        guard let compiler, let folder = writer.diagramFolder else {
            graphviz = GraphvizRenderer(command: dot)
            previousKeys = [:]
            return
        }
        graphviz = .caching(command: dot, in: folder, compilerID: compiler)
        previousKeys = writer.carriedOverKeys()
        memoFile = writer.searchMemoFile.map { SearchMemoFile(path: $0, identity: compiler) }
    }

    package func searchMemo() -> AnalysisMemo? { memoFile?.load() }

    package var keepSearchMemo: (@Sendable ([AnalysisMemo.BlockBytes]) -> Void)? {
        guard let file = memoFile else { return nil }
        return { blocks in file.save(blocks) }
    }

    package var warnings: [String] { graphviz.fonts.warning.map { [$0] } ?? [] }

    package mutating func write(_ plan: SitePlan) throws -> Int { try writer.write(plan) }
}
