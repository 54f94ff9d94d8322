internal import ArgumentParser
import Foundation
import LifedocBase
import LifedocCheck
import LifedocContent
import LifedocGraph
import LifedocSite

/// `lifedoc build`: compiles the content into the static site.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile the content into a static site, every page in both languages.",
        discussion: """
            Renders a home page, a page per state, method, task and guide, a side-by-side view of every \
            translated page and a translation dashboard in each language, plus sitemap.xml, a root \
            index.html that picks the reader's language, a 404 page and graph.json. The state machines \
            are drawn with Graphviz's dot. The site is planned, then its pages are rendered on all \
            cores straight into a new folder beside the output, which is swapped into place only when \
            everything succeeded, so a failed build leaves the previous output as it was. Pages and side-by-side \
            views whose inputs have not changed since the last build (the same page files, templates, \
            graph and lifedoc) are carried over from it instead of being rendered again; the cache \
            folder records what was written from what, keeps the drawings so that dot runs only \
            for a state machine that changed, and keeps each page's analysis for the search index so \
            that only the pages that changed are analysed again. The output folder is never the content, \
            templates or cache folder, nor one that holds them or the folder lifedoc runs in, nor a folder of \
            other files (one that is not empty and has no index.html, sitemap.xml and graph.json at its top). \
            Exits 2 when the content, the templates or the output cannot be used.
            """)

    @OptionGroup var options: ContentOptions

    @OptionGroup var templateOptions: TemplatesOption

    /// The templates folder to read, or nil for the built-in templates.
    var templatesFolder: String? { templateOptions.folder(beside: options.content) }

    @Option(name: .long, help: "The output folder; it is replaced as a whole.")
    var output = "Site"

    @Option(name: .long, help: ArgumentHelp(
        "The site's public address, for the sitemap, hreflang alternates and the 404 page.",
        discussion: "Overrides the configuration's base-url."))
    var baseURL: String?

    @Option(name: .long, help: ArgumentHelp(
        "The site configuration: base-url, repository (for \"Edit this page\" links), branch, content-path.",
        valueName: "file"))
    var config = "lifedoc.yml"

    @Option(name: .long, help: "The Graphviz command that lays out the state machines.")
    var dot = "dot"

    @Option(name: .long, help: "The build cache folder: what each page of the output was rendered from.")
    var cache = ".lifedoc-cache"

    @Flag(name: .long, help: "Render every page, and neither read nor write the build cache.")
    var noCache = false

    @Flag(name: .long, help: ArgumentHelp(
        "Publish even when the content has problems that break the site (broken links and anchors, unknown names).",
        discussion: "Without it such a build writes nothing, keeps the previous site and exits 1."))
    var allowErrors = false

    @OptionGroup var jobs: JobsOption

    @Flag(name: .long, help: "Print nothing but problems (no progress line, no summary).")
    var quiet = false

    @Flag(name: .long, help: ArgumentHelp(
        "Print each step's wall-clock and processor seconds, and the template engine's share.",
        discussion: "Printed to standard error when the build succeeds, with --quiet too."))
    var timings = false

    func run() throws {
        // The output folder is replaced as a whole: never the content, the templates, the cache,
        // the folder lifedoc runs in or a folder of other files.
        var protected = [
            OutputFolderCheck.Protected("the content folder", options.content),
        ]
        if let folder = templatesFolder {
            protected.append(OutputFolderCheck.Protected("the templates folder", folder, mayHoldOutput: false))
        }
        if !noCache { protected.append(OutputFolderCheck.Protected("the cache folder", cache, mayHoldOutput: false)) }
        if let problem = OutputFolderCheck.problem(
            output: output, protecting: protected, workingDirectory: FileManager.default.currentDirectoryPath)
        {
            Console.error(problem.formatted)
            throw ExitCode(2)
        }
        let configuration = try SiteConfigurationFile.load(config, explicit: config != "lifedoc.yml")
        let baseURL = self.baseURL ?? configuration.baseURL ?? SiteConfiguration.placeholderBaseURL
        do {
            var library = try TemplateLibrary.load(folder: templatesFolder)
            if timings { library.meter = CPUMeter() }
            var pipeline = BuildPipeline(
                content: options.content, templates: library, configuration: configuration, baseURL: baseURL)
            pipeline.progress = ProgressLine.make(quiet: quiet)
            pipeline.workers = jobs.workers
            let (output, cache, dot, workers) = (output, noCache ? nil : cache, dot, pipeline.workers)
            let outcome: BuildOutcome<FolderOutput>
            do {
                outcome = try pipeline.run(
                    output: { FolderOutput(output: output, cache: cache, dot: dot, workers: workers) },
                    publishingBreaking: allowErrors, events: report)
            } catch let error as FileSystemError {
                throw options.unreadable(error)
            }
            // Every command holds the content until it ends: leave it to the process's exit.
            keepUntilExit(outcome)
            try finish(outcome, pipeline: pipeline, baseURL: baseURL)
        } catch let failure as BuildFailure {
            printFailure(failure.diagnostics)
            throw ExitCode(2)
        }
    }

    /// Prints what stopped the build (templates that do not compile, two pages sharing a file, a
    /// drawing Graphviz refused, an output that cannot be written).
    private func printFailure(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            // A collision names the content file that lost its output path: show it from the working folder.
            let namesContent = diagnostic.code == .outputCollision && diagnostic.location?.file.hasSuffix(".md") == true
            Console.error((namesContent ? diagnostic.prefixed(options.pathPrefix) : diagnostic).formatted)
        }
    }

    /// Prints what a step found as soon as it ends: the load's problems, then the output's
    /// warnings and what would publish a broken site.
    private func report(_ event: BuildEvent) {
        switch event {
        case let .loaded(diagnostics):
            for diagnostic in diagnostics { Console.error(diagnostic.prefixed(options.pathPrefix).formatted) }
        case let .checked(checked, warnings):
            for warning in warnings { Console.error(warning) }
            let printed = Set(checked.content.diagnostics)
            let breaking = checked.breaking
            for diagnostic in breaking where !printed.contains(diagnostic) {
                Console.error(diagnostic.prefixed(options.pathPrefix).formatted)
            }
            if allowErrors, !breaking.isEmpty {
                Console.error("warning: publishing with \(breaking.count) problem(s) that break the site (--allow-errors)")
            }
        }
    }

    /// Ends the command as the build ended: exits 2 when a file could not be read as a page or
    /// the build failed, and 1 when the site would have been published broken; otherwise prints
    /// the summary and the timings.
    private func finish(_ outcome: BuildOutcome<FolderOutput>, pipeline: BuildPipeline, baseURL: String) throws {
        if outcome.stop == .unreadablePages { throw ExitCode(2) }
        let breaking = outcome.checked?.breaking ?? []
        switch outcome.stop {
        case .breaking:
            Console.error("error: \(breaking.count) problem(s) above would publish a broken site; \(output) was not written and the previous site is kept. Fix them, or publish anyway with --allow-errors")
            throw ExitCode(1)
        case let .failed(diagnostics):
            printFailure(diagnostics)
            throw ExitCode(2)
        case .unreadablePages, nil:
            break
        }
        if !quiet {
            Console.error("wrote \(outcome.written) files to \(output)" + (outcome.carriedOver > 0 ? " (\(outcome.carriedOver) unchanged pages carried over)" : ""))
        }
        if timings {
            Console.error(TimingsReport.text(
                outcome.phases, templates: pipeline.templates.meter?.total, parses: pipeline.parses.total, parsed: outcome.parsed))
        }
        if !quiet && baseURL == SiteConfiguration.placeholderBaseURL {
            Console.error("note: the base URL is still the placeholder \(baseURL); set base-url in \(config) to the address the site is published at (the sitemap, canonical and hreflang links use it)")
        }
    }
}
