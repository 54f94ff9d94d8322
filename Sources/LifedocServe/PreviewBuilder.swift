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
        var pipeline = BuildPipeline(
            content: settings.content, templates: templates!, configuration: configuration, baseURL: settings.baseURL,
            graphviz: settings.graphviz)
        pipeline.compilerID = settings.compilerID
        timer.finish("configuration and templates")
        let linked = try pipeline.load(reusing: &parses)
        timer.finish("load")
        let prefix = Diagnostic.pathPrefix(forFolder: settings.content)
        if linked.diagnostics.containsInputError {
            throw BuildFailure(linked.diagnostics.filter { $0.severity == .error }.map { $0.prefixed(prefix) })
        }
        let memoBytes = searchMemo
        let kept = Mutex<[UInt8]?>(nil)
        let search = SearchFiles(
            content: linked, memo: { memoBytes.flatMap { AnalysisMemo(bytes: $0, identity: "preview") } },
            keep: { blocks in
                var bytes: [UInt8] = []
                AnalysisMemo.file(blocks: blocks, identity: "preview") { bytes += $0 }
                kept.withLock { $0 = bytes }
            })
        let checked = pipeline.check(linked)
        timer.finish("check")
        let breaking = checked.breaking
        if !breaking.isEmpty { throw BuildFailure(breaking.map { $0.prefixed(prefix) }) }
        var plan = try pipeline.plan(checked, search: search, previous: keys)
        timer.finish("plan")
        plan = try plan.materialized()
        timer.finish("render and index")
        var files: [String: [UInt8]] = [:]
        files.reserveCapacity(plan.files.count)
        var newKeys: [String: String] = [:]
        var rendered = 0
        for file in plan.files {
            files[file.path] = file.isCarriedOver ? site.files[file.path] ?? [] : file.bytes
            if let key = file.key {
                newKeys[file.path] = key
                if !file.isCarriedOver { rendered += 1 }
            }
        }
        searchMemo = kept.withLock { $0 } ?? searchMemo
        keys = newKeys
        site = PreviewSite(files: files, generation: site.generation + 1, problems: [])
        let warnings = checked.report.diagnostics.filter { $0.severity != .error }.map { $0.prefixed(prefix).formatted }
        return Outcome(site: site, warnings: warnings, parsed: parses.lastParsed, rendered: rendered, phases: timer.phases)
    }

    /// The site configuration, read again on every build: a file that is missing is an empty one.
    private func readConfiguration() throws -> SiteConfiguration {
        guard let data = FileManager.default.contents(atPath: settings.configuration) else { return SiteConfiguration() }
        let (configuration, diagnostics) = SiteConfiguration.read(SourceFile(path: settings.configuration, bytes: Array(data)))
        if diagnostics.containsInputError { throw BuildFailure(diagnostics) }
        return configuration
    }
}
