package import LifedocBase
package import LifedocCheck
package import LifedocContent
package import LifedocGraph

/// What a build plans from: the linked content, the check report (for the banners and the
/// dashboard), the templates, the site's public address and the diagram renderer.
package struct SiteInput: Sendable {
    package var content: LinkedContent
    package var report: CheckReport
    package var templates: TemplateLibrary
    /// The public address of the site, ending in `/` (used where a URL must be absolute: the
    /// sitemap, `hreflang` alternates, canonical links and the 404 page).
    package var baseURL: String
    package var graphviz: GraphvizRenderer
    /// Told of each page rendered, for a progress line.
    package var progress: BuildProgress?
    /// What identifies the compiler that renders (a fingerprint of its executable): part of every
    /// cache key, so a new lifedoc renders every page again.
    package var compilerID = ""
    /// The pages and side-by-side views the previous build left in the output folder and that are
    /// still as it wrote them, by path, with the key of the inputs each was rendered from. A job
    /// whose key is the same is not rendered again: its file is carried over.
    package var previous: [String: String] = [:]
    /// The search files, when the caller started them before planning (as soon as the content was
    /// linked, with the build cache's memo of analysed pages); nil to have the planner start them,
    /// analysing every page and keeping nothing.
    package var searchFiles: SearchFiles?
    /// The site's index and drawings, when the caller started them before planning (as soon as the
    /// content was linked); nil to have the planner make them.
    package var drawings: SiteDrawings?
    /// The site configuration (`lifedoc.yml`): the repository that "Edit this page" links point into.
    package var configuration = SiteConfiguration()
    /// What the planner's maps (keys, drawings) and the plan's rendering run on.
    package var workers = Workers.allCores

    /// Creates an input; `baseURL` gets a trailing `/` when it has none.
    package init(
        content: LinkedContent, report: CheckReport, templates: TemplateLibrary, baseURL: String,
        graphviz: GraphvizRenderer = GraphvizRenderer(), progress: BuildProgress? = nil
    ) {
        self.progress = progress
        self.content = content
        self.report = report
        self.templates = templates
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        self.graphviz = graphviz
    }
}
