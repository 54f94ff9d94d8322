package import LifedocBase
package import LifedocCheck
package import LifedocContent
package import LifedocGraph

/// The build in one place: discover → parse → link (`load`) → check (`check`) → plan → index
/// (`plan`, which starts the search index beside the planning) → write (the caller's:
/// `AtomicWriter` for an output folder, memory for `lifedoc serve`). Each stage takes the value
/// the one before returned, so `lifedoc build` and the preview run the same steps in the same order.
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
    /// Draws the state machines.
    package var graphviz: GraphvizRenderer
    /// What identifies this lifedoc: part of every cache key.
    package var compilerID = ""
    /// Told of each page rendered.
    package var progress: BuildProgress?

    /// A pipeline over the content in `content`.
    package init(
        content: String, templates: TemplateLibrary, configuration: SiteConfiguration, baseURL: String,
        graphviz: GraphvizRenderer
    ) {
        self.content = content
        self.templates = templates
        self.configuration = configuration
        self.baseURL = baseURL
        self.graphviz = graphviz
    }

    /// Steps 1 to 3: discovers, parses and links the content, parsing only the files whose bytes
    /// differ from those `parses` holds.
    /// - Throws: `FileSystemError` when the content folder cannot be read at all.
    package func load(reusing parses: inout ParsedPages) throws -> LinkedContent {
        try ContentLoader.load(from: content, fileSystem: fileSystem, reusing: &parses)
    }

    /// Step 4: runs the checks.
    package func check(_ content: LinkedContent) -> CheckedContent {
        CheckedContent(content: content, report: Checks.run(content))
    }

    /// Steps 5 and 6: plans the site while `search` builds its index. A page or view whose key is
    /// the one `previous` holds for its path is carried over instead of rendered; with
    /// `deferringPages`, the others are rendered while the plan is written.
    /// - Throws: `BuildFailure` when two pages would share a file or Graphviz fails.
    package func plan(
        _ checked: CheckedContent, search: SearchFiles, previous: [String: String] = [:], deferringPages: Bool = true
    ) throws -> SitePlan {
        var input = SiteInput(
            content: checked.content, report: checked.report, templates: templates, baseURL: baseURL,
            graphviz: graphviz, progress: progress)
        input.searchFiles = search
        input.configuration = configuration
        input.compilerID = compilerID
        input.previous = previous
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
