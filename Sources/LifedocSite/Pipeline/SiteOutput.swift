package import LifedocSearch

/// Where a build's site goes (step 7), and what the last build there left for this one to reuse:
/// the keys of the pages it wrote, the search index's analysed pages, and the drawings behind its
/// Graphviz renderer. An output folder on disk (`FolderOutput`) and the preview's memory are the two.
package protocol SiteOutput: Sendable {
    /// Draws the state machines, with the drawings this output keeps.
    var graphviz: GraphvizRenderer { get }
    /// What identifies this lifedoc in every cache key; empty when nothing is cached.
    var compilerID: String { get }
    /// The key of each page and view the last build wrote, by path, for those still as written.
    var previousKeys: [String: String] { get }
    /// The analyses the last build's search index kept, if any.
    func searchMemo() -> AnalysisMemo?
    /// Where this build's analyses are kept for the next, or nil to keep none.
    var keepSearchMemo: (@Sendable ([AnalysisMemo.BlockBytes]) -> Void)? { get }
    /// What to tell the reader about the output's tools (a font Graphviz lacks), one line each.
    var warnings: [String] { get }
    /// Writes the site planned in `plan`, rendering what is still to render.
    /// - Returns: how many files the site holds.
    /// - Throws: `BuildFailure` when a file cannot be written; the previous site is then kept.
    mutating func write(_ plan: SitePlan) throws -> Int
}
