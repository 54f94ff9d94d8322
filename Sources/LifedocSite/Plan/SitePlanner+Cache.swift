import LifedocBase
import LifedocCheck
import LifedocContent
import LifedocGraph

/// The keys of the build cache, each the fingerprint (`InputDigest`) of a struct whose fields are
/// what the file is made from: an input added to one of these structs is in the key with no other
/// change. A page or side-by-side view is made from its own file(s) and from what every file
/// shares (`SharedInputs`); a page also from whether it is a stale translation, and of what. When
/// any shared input changes, every key changes and everything is rendered again, which is always
/// correct.
extension SitePlanner {
    /// What every page, view and listing shares.
    struct SharedInputs: Encodable {
        /// Changed when the way pages are rendered from their inputs changes.
        var format = "lifedoc-render-cache 3"
        var compiler: String
        /// The templates' digest (`TemplateLibrary.digest`: every template, asset and string table).
        var templates: String
        var baseURL: String
        var configuration: SiteConfiguration
        /// Every node and edge of the graph: titles, symbols, languages, facts, who mentions whom.
        var nodes: [Node]
        var edges: [Edge]
        /// Which file holds which page, by file.
        var pages: [PageFile]
        /// Every drawing of a state machine, by its key.
        var diagrams: [Drawing]

        struct PageFile: Encodable {
            var file: String
            var id: PageID
        }

        struct Drawing: Encodable {
            var key: DiagramKey
            var svg: String
        }
    }

    /// What a page is made from besides what is shared.
    struct PageInputs: Encodable {
        var shared: String
        var file: String
        /// The fingerprint of the file's bytes.
        var source: String
        /// The stale translation this page is, if it is one.
        var stale: StaleTranslation?
    }

    /// What a side-by-side view is made from besides what is shared: both languages' files.
    struct CompareInputs: Encodable {
        var shared: String
        var id: PageID
        var language: Language
        /// The fingerprint of each language's file, in `Language.allCases` order; nil without one.
        var sources: [String?]
    }

    /// What a file made from the whole site (a listing, the root and 404 pages, the sitemap, the
    /// graph, the sidebar) is made from: what is shared, what its listing shows, and its path.
    struct SiteFileInputs: Encodable {
        var shared: String
        var path: String
        /// For the home pages, each page's summary, by file.
        var summaries: [Summary]?
        /// For the dashboards, the findings they show.
        var findings: Findings?

        struct Summary: Encodable {
            var file: String
            var summary: String
        }

        struct Findings: Encodable {
            var coverage: [Coverage.Row]
            var placeholders: [String]
            var unmarked: [String]
            var stale: [StaleTranslation]
        }
    }

    /// Whether files are keyed by their inputs: only when a cache records the keys
    /// (`SiteInput.compilerID` is empty without one). A build without a cache renders everything
    /// and records nothing, so it does not fingerprint the graph and every page: its files' keys are
    /// empty, which no previous build's key equals.
    var keysFiles: Bool { !input.compilerID.isEmpty }

    /// The key of what every file shares.
    func sharedKey() -> String {
        guard keysFiles else { return "" }
        let inputs = SharedInputs(
            compiler: input.compilerID, templates: input.templates.digest, baseURL: input.baseURL,
            configuration: input.configuration, nodes: input.content.graph.nodes, edges: input.content.graph.edges,
            pages: input.content.pages.map { SharedInputs.PageFile(file: $0.page.file, id: $0.page.id) }.sorted { $0.file < $1.file },
            diagrams: diagrams.map { SharedInputs.Drawing(key: $0.key, svg: $0.value) }.sorted { Self.order($0.key) < Self.order($1.key) })
        return Self.key(inputs)
    }

    /// What a file made from the whole site is made from, its path left empty: `listing`'s pages
    /// when given. Worked out once for a listing's pages in both languages (a home page's inputs
    /// hold every page's summary).
    func inputs(ofListing listing: ListingPage?, shared: String) -> SiteFileInputs {
        var inputs = SiteFileInputs(shared: shared, path: "")
        guard keysFiles else { return inputs }
        switch listing {
        case .home:
            inputs.summaries = input.content.pages.map { SiteFileInputs.Summary(file: $0.page.file, summary: $0.page.summary) }
                .sorted { $0.file < $1.file }
        case .dashboard:
            let report = input.report
            let unmarked = Set(report.diagnostics.filter { $0.code == .unmarkedTranslation }.compactMap { $0.location?.file })
            inputs.findings = SiteFileInputs.Findings(
                coverage: report.coverage.rows, placeholders: report.coverage.placeholders.sorted(), unmarked: unmarked.sorted(),
                stale: stale.keys.sorted().flatMap { id in stale[id]!.sorted { $0.key < $1.key }.map(\.value) })
        case .search, nil:
            break
        }
        return inputs
    }

    /// The key of the file at `path` made from `inputs` (`inputs(ofListing:shared:)`).
    func key(ofSiteFile path: String, from inputs: SiteFileInputs) -> String {
        guard keysFiles else { return "" }
        var inputs = inputs
        inputs.path = path
        return Self.key(inputs)
    }

    /// The key of `job`: what is shared, and every page file it shows (its own page; both
    /// languages for a side-by-side view).
    func key(of job: PageJob, shared: String) -> String {
        guard keysFiles else { return "" }
        let page = input.content.pages[job.position].page
        if job.compare {
            return Self.key(CompareInputs(
                shared: shared, id: page.id, language: page.language,
                sources: Language.allCases.map { index.page(page.id, $0)?.page.sourceHash }))
        }
        return Self.key(PageInputs(shared: shared, file: page.file, source: page.sourceHash, stale: stale[page.id]?[page.language]))
    }

    /// The fingerprint of `inputs`. They hold no dictionary or set whose keys cannot be sorted,
    /// so it cannot fail (every build with a cache fingerprints each of the structs: the
    /// pipeline's tests and the planner's keyed plan run it).
    static func key(_ inputs: some Encodable) -> String {
        do {
            return try InputDigest.of(inputs)
        } catch {
            preconditionFailure("a cache key's inputs cannot be fingerprinted: \(error)")
        }
    }

    /// The order drawings are fingerprinted in.
    private static func order(_ key: DiagramKey) -> String {
        "\(key.lifecycle) \(key.language) \(key.highlight?.rawValue ?? "-") \(key.root) \(key.direction)"
    }
}
