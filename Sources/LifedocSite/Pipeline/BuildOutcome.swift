package import LifedocBase

/// What one run of the pipeline (`BuildPipeline.run`) gave: the problems found, whether it stopped
/// before writing and why, what it wrote, and how long each step took.
package struct BuildOutcome<Output: SiteOutput>: Sendable {
    /// Why a build stopped before writing.
    package enum Stop: Sendable, Equatable {
        /// A file could not be read as a page (the load's diagnostics say which).
        case unreadablePages
        /// The checks found problems that would publish a broken site (`CheckedContent.breaking`).
        case breaking
        /// Planning or writing failed (two pages would share a file, Graphviz refused a drawing,
        /// the output could not be written): what went wrong.
        case failed([Diagnostic])
    }

    /// The problems found while loading (reading, parsing, linking), sorted.
    package var loaded: [Diagnostic]
    /// How many content files were parsed anew.
    package var parsed: Int
    /// The checked content; nil when the build stopped after loading.
    package var checked: CheckedContent?
    /// Why the build stopped, or nil when it wrote its output.
    package var stop: Stop?
    /// The output, once written.
    package var output: Output?
    /// The plan it was written from (a command leaves it to the process's exit rather than free it).
    package var plan: SitePlan?
    /// How many files the site holds, how many pages and views were carried over from the last
    /// build, and how many were rendered.
    package var written = 0
    package var carriedOver = 0
    package var rendered = 0
    /// Each step's wall-clock and processor time, in order.
    package var phases: [PhaseTimer.Phase] = []
    /// How many libcmark parses of page bodies the pipeline has made so far.
    package var parseCount = 0

    init(loaded: [Diagnostic], parsed: Int) {
        self.loaded = loaded
        self.parsed = parsed
    }
}
