import Foundation
package import LifedocBase
import LifedocContent
import LifedocGraph
import LifedocSearch
package import LifedocSite
import Synchronization

/// Builds the site in memory, again after each edit, through the same pipeline as `lifedoc build`
/// (`BuildPipeline`), keeping between builds what lets the next one redo only what changed: the
/// parse of every file (only files whose bytes changed are parsed again), the pages and views
/// with the key of the inputs each was rendered from (only those whose key changed are rendered
/// again), the search index's analysed pages, the drawings (`GraphvizRenderer`'s cache) and the
/// templates (read again only when a template changed).
package struct PreviewBuilder: Sendable {
    /// What the preview builds from.
    package struct Settings: Sendable {
        /// The content folder.
        package var content: String
        /// The templates folder, or nil for the templates built into lifedoc.
        package var templates: String?
        /// The site configuration file; a missing one is an empty configuration.
        package var configuration: String
        /// The address the preview is served at, for the absolute links of the site.
        package var baseURL: String
        /// Draws the state machines, with its cache of drawings.
        package var graphviz: GraphvizRenderer
        /// What identifies this lifedoc, for the drawings' cache.
        package var compilerID: String

        /// Settings for the content at `content`.
        package init(
            content: String, templates: String?, configuration: String, baseURL: String, graphviz: GraphvizRenderer,
            compilerID: String
        ) {
            self.content = content
            self.templates = templates
            self.configuration = configuration
            self.baseURL = baseURL
            self.graphviz = graphviz
            self.compilerID = compilerID
        }
    }

    /// What one build gave.
    package struct Outcome: Sendable {
        /// The site to serve: the new one, or the last good one with this build's problems.
        package var site: PreviewSite
        /// The warnings of a build that succeeded, for the terminal, as `file:line: warning: …`.
        package var warnings: [String]
        /// How many content files were parsed, and how many pages and views rendered, anew.
        package var parsed: Int
        package var rendered: Int
        /// The wall-clock time of each step of the build, in order.
        package var phases: [PhaseTimer.Phase] = []
    }

    package var settings: Settings
    private var parses = ParsedPages()
    private var templates: TemplateLibrary?
    private var keys: [String: String] = [:]
    private var site = PreviewSite()
    private var searchMemo: [UInt8]?

    /// A builder that has built nothing yet.
    package init(settings: Settings) {
        self.settings = settings
    }

    /// Builds the site again. `templatesChanged` reads the templates again (they are read on the
    /// first build whatever it says). A build that fails keeps the last good site, with its problems.
    package mutating func rebuild(templatesChanged: Bool = true) -> Outcome {
        do {
            return try build(templatesChanged: templatesChanged)
        } catch let failure as BuildFailure {
            return failed(failure.diagnostics.map(\.formatted))
        } catch let error as FileSystemError {
            return failed(["\(error.path): error: \(error.reason)"])
        } catch {
            return failed(["error: \(error)"])
        }
    }

    private mutating func failed(_ problems: [String]) -> Outcome {
        site.problems = problems.isEmpty ? ["error: the build failed"] : problems
        return Outcome(site: site, warnings: [], parsed: parses.lastParsed, rendered: 0)
    }

    private mutating func build(templatesChanged: Bool) throws -> Outcome {
        var timer = PhaseTimer()
        let configuration = try readConfiguration()
        if templatesChanged || templates == nil { templates = try TemplateLibrary.load(folder: settings.templates) }
        let pipeline = BuildPipeline(
            content: settings.content, templates: templates!, configuration: configuration, baseURL: settings.baseURL)
        timer.finish("configuration and templates")
        let output = MemoryOutput(
            graphviz: settings.graphviz, compilerID: settings.compilerID, previousKeys: keys, files: site.files, memo: searchMemo)
        let outcome = try pipeline.run(reusing: &parses, output: { output })
        let prefix = Diagnostic.pathPrefix(forFolder: settings.content)
        switch outcome.stop {
        case .unreadablePages:
            throw BuildFailure(outcome.loaded.filter { $0.severity == .error }.map { $0.prefixed(prefix) })
        case .breaking:
            throw BuildFailure((outcome.checked?.breaking ?? []).map { $0.prefixed(prefix) })
        case let .failed(diagnostics):
            throw BuildFailure(diagnostics)
        case nil:
            break
        }
        guard let written = outcome.output, let checked = outcome.checked else { throw BuildFailure([]) }
        searchMemo = written.keptMemo ?? searchMemo
        keys = written.previousKeys
        site = PreviewSite(files: written.files, generation: site.generation + 1, problems: [])
        let warnings = checked.report.diagnostics.filter { $0.severity != .error }.map { $0.prefixed(prefix).formatted }
        return Outcome(
            site: site, warnings: warnings, parsed: outcome.parsed, rendered: outcome.rendered,
            phases: timer.phases + outcome.phases)
    }

    /// The site configuration, read again on every build: a file that is missing is an empty one.
    private func readConfiguration() throws -> SiteConfiguration {
        guard let data = FileManager.default.contents(atPath: settings.configuration) else { return SiteConfiguration() }
        let (configuration, diagnostics) = SiteConfiguration.read(SourceFile(path: settings.configuration, bytes: Array(data)))
        if diagnostics.containsInputError { throw BuildFailure(diagnostics) }
        return configuration
    }
}

/// The preview's output: the site in memory, with what the last build left (each page's key,
/// its files for those carried over, the search index's analyses).
struct MemoryOutput: SiteOutput {
    let graphviz: GraphvizRenderer
    let compilerID: String
    /// Before writing, the last build's keys; after, this build's.
    private(set) var previousKeys: [String: String]
    /// Before writing, the last build's files; after, this build's.
    private(set) var files: [String: [UInt8]]
    private let memo: [UInt8]?
    private let kept = KeptMemo()

    init(graphviz: GraphvizRenderer, compilerID: String, previousKeys: [String: String], files: [String: [UInt8]], memo: [UInt8]?) {
        self.graphviz = graphviz
        self.compilerID = compilerID
        self.previousKeys = previousKeys
        self.files = files
        self.memo = memo
    }

    func searchMemo() -> AnalysisMemo? { memo.flatMap { AnalysisMemo(bytes: $0, identity: "preview") } }

    var keepSearchMemo: (@Sendable ([AnalysisMemo.BlockBytes]) -> Void)? {
        let kept = kept
        return { blocks in
            var bytes: [UInt8] = []
            AnalysisMemo.file(blocks: blocks, identity: "preview") { bytes += $0 }
            kept.bytes.withLock { $0 = bytes }
        }
    }

    /// The analyses this build's search index kept, once it has.
    var keptMemo: [UInt8]? { kept.bytes.withLock { $0 } }

    var warnings: [String] { [] }

    mutating func write(_ plan: SitePlan) throws -> Int {
        let plan = try plan.materialized()
        var newFiles: [String: [UInt8]] = [:]
        newFiles.reserveCapacity(plan.files.count)
        var keys: [String: String] = [:]
        for file in plan.files {
            newFiles[file.path] = file.isCarriedOver ? files[file.path] ?? [] : file.bytes
            if let key = file.key { keys[file.path] = key }
        }
        (files, previousKeys) = (newFiles, keys)
        return files.count
    }
}

/// Where the search index hands the preview its analyses, from the index's thread.
private final class KeptMemo: Sendable {
    let bytes = Mutex<[UInt8]?>(nil)
}
