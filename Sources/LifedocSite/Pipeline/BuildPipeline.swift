package import LifedocBase
package import LifedocCheck
package import LifedocContent
package import LifedocGraph

/// The build in one place. `run` goes through the steps in order, each taking the value the one
/// before returned:
///
/// 1–3. discover, parse, link (`load`): files → `LinkedContent`, every page parsed once;
/// 4. check (`check`): → `CheckedContent`, while the search index (step 6) and the drawings start on
///    threads of their own;
/// 5–6. plan and index (`plan`): → `SitePlan`, pages carried over from the output where unchanged;
/// 7. write (`SiteOutput.write`): an output folder for `lifedoc build`, memory for `lifedoc serve`.
///
/// The output is made (its tools found out, what the last build left read) while the content loads.
package struct BuildPipeline: Sendable {
    /// The content folder, with one folder per language.
    package var content: String
    /// Where the content is read from.
    package var fileSystem: any FileSystem = LocalFileSystem()
    /// The templates the pages are rendered with.
    package var templates: TemplateLibrary
    /// The site configuration (`lifedoc.yml`).
    package var configuration: SiteConfiguration
    /// The site's public address.
    package var baseURL: String
    /// Told of each page rendered.
    package var progress: BuildProgress?
    /// Counts the libcmark parses of page bodies, and their processor time: one per page file
    /// read anew, none after loading.
    package var parses = CPUMeter()
    /// The threads every step's maps run on (reading, parsing, linking, the checks, the index,
    /// the keys, the drawings, rendering and writing): decided here, for the whole build.
    package var workers = Workers.allCores

    /// A pipeline over the content in `content`.
    package init(content: String, templates: TemplateLibrary, configuration: SiteConfiguration, baseURL: String) {
        self.content = content
        self.templates = templates
        self.configuration = configuration
        self.baseURL = baseURL
    }

    /// Runs every step once, for a build that keeps nothing for a next one: each file's bytes and
    /// parse are let go once the content is linked. The build stops after loading when a file
    /// cannot be read as a page, and after checking when the checks found problems that would
    /// publish a broken site, unless `publishingBreaking`; the output is then not written.
    /// `events` hears what each step found as soon as it ends (a command prints the load's problems
    /// before a long render, not after it).
    /// - Parameter output: makes the output; run on a thread of its own while the content loads.
    /// - Throws: `FileSystemError` when the content folder cannot be read. Two pages that would
    ///   share a file, a drawing Graphviz refuses and an output that cannot be written stop the
    ///   build with `BuildOutcome.Stop.failed`, the problems found before them still reported.
    package func run<Output: SiteOutput>(
        output: @escaping @Sendable () -> Output, publishingBreaking: Bool = false, events: (BuildEvent) -> Void = { _ in }
    ) throws -> BuildOutcome<Output> {
        try run(
            loading: {
                var parses = ParsedPages(keeping: false)
                let linked = try load(reusing: &parses)
                return (linked, parses.lastParsed)
            },
            output: output, publishingBreaking: publishingBreaking, events: events)
    }

    /// Runs every step as `run(output:publishingBreaking:)` does, parsing only the files whose
    /// bytes differ from those `parses` holds and leaving this build's parses there (the preview
    /// keeps them between builds).
    package func run<Output: SiteOutput>(
        reusing parses: inout ParsedPages, output: @escaping @Sendable () -> Output, publishingBreaking: Bool = false,
        events: (BuildEvent) -> Void = { _ in }
    ) throws -> BuildOutcome<Output> {
        var kept = parses
        // The pages are parsed again only where they changed; an empty value is left behind while
        // loading, so the caller's parses are not copied.
        parses = ParsedPages()
        defer { parses = kept }
        return try run(
            loading: {
                let linked = try load(reusing: &kept)
                return (linked, kept.lastParsed)
            },
            output: output, publishingBreaking: publishingBreaking, events: events)
    }

    private func run<Output: SiteOutput>(
        loading: () throws -> (LinkedContent, parsed: Int), output: @escaping @Sendable () -> Output, publishingBreaking: Bool,
        events: (BuildEvent) -> Void
    ) throws -> BuildOutcome<Output> {
        let made = Background(output)
        var timer = PhaseTimer()
        let (linked, parsed) = try loading()
        timer.finish("load")
        events(.loaded(linked.diagnostics))
        var outcome = BuildOutcome<Output>(loaded: linked.diagnostics, parsed: parsed)
        func finished() -> BuildOutcome<Output> {
            outcome.phases = timer.phases
            outcome.parseCount = self.parses.total.runs
            return outcome
        }
        if linked.diagnostics.containsInputError {
            outcome.stop = .unreadablePages
            return finished()
        }
        var output = made.value
        // The search index needs only the linked content: it is built while the checks run.
        let search = SearchFiles(
            content: linked, memo: { [output] in output.searchMemo() }, keep: output.keepSearchMemo, workers: workers)
        // So are the drawings: `dot` lays them out while the checks and the index run.
        let drawings = SiteDrawings(content: linked, graphviz: output.graphviz, workers: workers)
        // A build that stops early (on the checks' findings, or a failure) still waits for both: the
        // next one (the preview's, after an edit) must not find them running beside it, storing into
        // and pruning the diagram cache or handing over an older memo.
        defer {
            search.wait()
            drawings.wait()
        }
        let checked = check(linked)
        timer.finish("check")
        outcome.checked = checked
        events(.checked(checked, warnings: output.warnings))
        if !checked.breaking.isEmpty, !publishingBreaking {
            outcome.stop = .breaking
            return finished()
        }
        let plan: SitePlan
        do {
            plan = try self.plan(checked, search: search, drawings: drawings, output: output)
            timer.finish("plan")
            outcome.written = try output.write(plan)
            timer.finish("render and write")
        } catch let failure as BuildFailure {
            outcome.stop = .failed(failure.diagnostics)
            return finished()
        }
        outcome.carriedOver = plan.files.filter(\.isCarriedOver).count
        outcome.rendered = plan.files.filter { $0.key != nil && !$0.isCarriedOver }.count
        outcome.output = output
        outcome.plan = plan
        return finished()
    }

    /// Steps 1 to 3: discovers, parses and links the content, parsing only the files whose bytes
    /// differ from those `parses` holds.
    /// - Throws: `FileSystemError` when the content folder cannot be read at all.
    package func load(reusing parses: inout ParsedPages) throws -> LinkedContent {
        try ContentLoader.load(from: content, fileSystem: fileSystem, reusing: &parses, meter: self.parses, workers: workers)
    }

    /// Step 4: runs the checks.
    package func check(_ content: LinkedContent) -> CheckedContent {
        CheckedContent(content: content, report: Checks.run(content, workers: workers))
    }

    /// Steps 5 and 6: plans the site while `search` builds its index. A page or view whose key is
    /// the one `output` holds for its path is carried over instead of rendered; with
    /// `deferringPages`, the others are rendered while the plan is written.
    /// - Throws: `BuildFailure` when two pages would share a file or Graphviz fails.
    package func plan(
        _ checked: CheckedContent, search: SearchFiles, drawings: SiteDrawings? = nil, output: some SiteOutput,
        deferringPages: Bool = true
    ) throws -> SitePlan {
        var input = SiteInput(
            content: checked.content, report: checked.report, templates: templates, baseURL: baseURL,
            graphviz: output.graphviz, progress: progress)
        input.searchFiles = search
        input.drawings = drawings
        input.configuration = configuration
        input.compilerID = output.compilerID
        input.previous = output.previousKeys
        input.workers = workers
        return try SitePlanner.plan(input, deferringPages: deferringPages)
    }
}

/// The linked content with its check report: what the planner renders from.
package struct CheckedContent: Sendable {
    /// The linked content.
    package var content: LinkedContent
    /// What the checks found.
    package var report: CheckReport

    /// The findings that would publish a broken site (broken links and anchors, unknown names):
    /// a build stops on them unless told to publish anyway.
    package var breaking: [Diagnostic] { report.diagnostics.filter { $0.code.breaksSite } }
}

/// What a step of the build found, told as soon as it ends (`BuildPipeline.run`'s `events`).
package enum BuildEvent {
    /// Loading ended: the problems found reading, parsing and linking, sorted.
    case loaded([Diagnostic])
    /// The checks ended; `warnings` are what the output's tools warn of.
    case checked(CheckedContent, warnings: [String])
}
