import LifedocBase
import LifedocTemplates
import LifedocCheck
import LifedocContent
import LifedocGraph
import LifedocMarkdown
import LifedocSearch

/// Step 5 of the pipeline: plans the whole site. For each language it renders a home
/// page, a page per state, method, task and guide, a side-by-side view of every translated page and
/// the translation dashboard; then the root chooser, the 404 page, the sitemap, the graph as JSON and
/// the assets. Everything but the search index and the assets can be left to render while the
/// writer writes it, so a large site is never held in memory whole. Every list is sorted, so two plans of the same
/// input are byte-identical.
package struct SitePlanner: Sendable {
    let input: SiteInput
    let index: SiteIndex
    let diagrams: [DiagramKey: String]
    /// The stale translations by page id and the language that is behind.
    let stale: [PageID: [Language: StaleTranslation]]
    /// The guides in reading order in each language, with each one's place: the pager of every
    /// guide reads it (sorting the guides once per guide made a large site's build quadratic).
    let guideOrder: [Language: (ids: [PageID], position: [PageID: Int])]
    /// The bodies the side-by-side views show, rendered once, once `files()` knows which views are rendered.
    var compareDocuments = CompareDocuments(views: [:])

    /// Plans the site. With `deferringPages`, every file but the search index and the assets (the
    /// pages, side-by-side views, listing pages, sitemap and graph) is left to render while the plan
    /// is written (`OutputFile.job`); otherwise every file's bytes are in the plan.
    /// - Throws: `BuildFailure` when two pages would share a file or Graphviz fails.
    package static func plan(_ input: SiteInput, deferringPages: Bool = false) throws -> SitePlan {
        let (index, diagrams) = try (input.drawings
            ?? SiteDrawings(content: input.content, graphviz: input.graphviz, workers: input.workers)).take()
        var stale: [PageID: [Language: StaleTranslation]] = [:]
        for each in input.report.staleTranslations where stale[each.id]?[each.translation] == nil {
            stale[each.id, default: [:]][each.translation] = each
        }
        let guides = input.content.graph.nodes(of: .article)
        var guideOrder: [Language: (ids: [PageID], position: [PageID: Int])] = [:]
        for language in Language.allCases {
            let ids = readingOrder(guides, in: language).map(\.id)
            guideOrder[language] = (ids, Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) }))
        }
        var planner = SitePlanner(input: input, index: index, diagrams: diagrams, stale: stale, guideOrder: guideOrder)
        let plan = try planner.files()
        return deferringPages ? plan : try plan.materialized()
    }

    private mutating func files() throws -> SitePlan {
        // The search files, unless the caller started them already, are made while the rest is
        // planned and the pages are rendered.
        let search = input.searchFiles ?? SearchFiles(content: input.content, memo: { nil }, keep: nil, workers: input.workers)
        var files: [OutputFile] = []
        var owners: [String: String] = [:]
        var collisions: [Diagnostic] = []
        func add(_ file: OutputFile, owner: String) {
            if let previous = owners[file.path] {
                collisions.append(Diagnostic(
                    .outputCollision, at: SourceLocation(file: owner, line: 1),
                    "page would be written to \(file.path), which \(previous) already uses"))
                return
            }
            owners[file.path] = owner
            files.append(file)
        }
        // Every file but the search index and the assets is rendered while the plan is written, on
        // all cores; the plan holds which (`fresh`), in a fixed order. The listing pages (a
        // dashboard has a row per page), the sitemap and the graph are the largest files of a large
        // site, so none of them is held in memory from planning to writing.
        var fresh: [Job] = []
        // A listing page, the root and 404 pages, the sitemap and the graph are keyed by what they
        // are made from (`SitePlanner+Cache`), and carried over, like a page, when that has not changed.
        let shared = sharedKey()
        let siteInputs = inputs(ofListing: nil, shared: shared)
        func addKeyedJob(_ job: Job, path: String, owner: String, inputs: SiteFileInputs) {
            let key = key(ofSiteFile: path, from: inputs)
            if input.previous[path] == key {
                add(OutputFile(carryingOver: path, key: key), owner: owner)
            } else {
                add(OutputFile(path: path, job: fresh.count, key: key), owner: owner)
                fresh.append(job)
            }
        }
        for listing in ListingPage.allCases {
            let listingInputs = inputs(ofListing: listing, shared: shared)
            for language in Language.allCases {
                addKeyedJob(.listing(listing, language), path: listing.path(in: language), owner: listing.owner, inputs: listingInputs)
            }
        }
        // Every page and side-by-side view; a file the previous build wrote from the same inputs
        // is carried over instead.
        // A job names its page by position: a page's value is kilobytes, and a large site has
        // tens of thousands of jobs in three lists.
        var jobs: [PageJob] = []
        let pages = input.content.pages
        for position in pages.indices.sorted(by: { pages[$0].page.file < pages[$1].page.file }) {
            let page = pages[position].page
            guard input.content.graph.node(page.id) != nil else { continue }
            jobs.append(PageJob(position: position, id: page.id, language: page.language, compare: false))
            if index.page(page.id, page.language.other) != nil {
                jobs.append(PageJob(position: position, id: page.id, language: page.language, compare: true))
            }
        }
        let keys = input.workers.map(jobs) { [self] in key(of: $0, shared: shared) }
        var claimed: Set<String> = []
        var rendered: [(file: Int, job: PageJob)] = []
        for (job, key) in zip(jobs, keys) {
            let file = pages[job.position].page.file
            let owner = job.compare ? "side-by-side view of \(file)" : file
            // Two jobs on one path are reported as a collision by `add`; the first one is kept.
            if input.previous[job.path] != key, claimed.insert(job.path).inserted {
                let before = files.count
                add(OutputFile(path: job.path, job: -1, key: key), owner: owner)
                if files.count > before { rendered.append((before, job)) }
            } else {
                add(OutputFile(carryingOver: job.path, key: key), owner: owner)
            }
        }
        // The pages are rendered in job order: by page, both languages and then both side-by-side
        // views, so that the two views of a page, which share their documents
        // (`CompareDocuments`), come one after the other.
        rendered.sort { ($0.job.id, $0.job.compare ? 1 : 0, $0.job.language.rawValue)
            < ($1.job.id, $1.job.compare ? 1 : 0, $1.job.language.rawValue) }
        var views: [CompareDocuments.Key: Int] = [:]
        for (file, job) in rendered {
            files[file].job = fresh.count
            fresh.append(.page(job))
            // A side-by-side view shows the page's body in both languages.
            if job.compare {
                for language in Language.allCases { views[.init(id: job.id, language: language), default: 0] += 1 }
            }
        }
        compareDocuments = CompareDocuments(views: views)
        let planner = self
        addKeyedJob(.root, path: "index.html", owner: "root page", inputs: siteInputs)
        addKeyedJob(.notFound, path: "404.html", owner: "404 page", inputs: siteInputs)
        addKeyedJob(.sitemap, path: "sitemap.xml", owner: "sitemap", inputs: siteInputs)
        addKeyedJob(.graph, path: "graph.json", owner: "graph", inputs: siteInputs)
        for language in Language.allCases {
            addKeyedJob(.navigation(language), path: SitePaths.navigation(language), owner: "sidebar", inputs: siteInputs)
        }
        for asset in input.templates.assets {
            if owners[SitePaths.assets + "/" + asset.path] == nil {
                owners[SitePaths.assets + "/" + asset.path] = "assets"
                files.append(OutputFile(path: SitePaths.assets + "/" + asset.path, bytes: asset.bytes))
            }
        }
        // The images pages show from the content folder, beside the pages (`ContentAssets`).
        for image in input.content.assets {
            add(OutputFile(path: image.path, bytes: image.bytes), owner: "image \(image.path)")
        }
        guard collisions.isEmpty else { throw BuildFailure(collisions) }
        let progress = input.progress
        progress?.add(total: fresh.count)
        var plan = SitePlan(
            files: files,
            render: { [fresh] number in
                let bytes = planner.bytes(of: fresh[number])
                progress?.advance()
                return bytes
            },
            pending: { try search.take().get() }, pendingIsReady: { search.isReady })
        plan.workers = input.workers
        return plan
    }

    /// A file rendered while the plan is written.
    enum Job: Sendable {
        case page(PageJob)
        case listing(ListingPage, Language)
        case root, notFound, sitemap, graph
        case navigation(Language)
    }

    /// The bytes of `job`: the graph's made as bytes (35 MB at 20,000 pages, where its text and a
    /// copy of it were two), every other file's from its text.
    func bytes(of job: Job) -> [UInt8] {
        if case .graph = job { return GraphJSON.bytes(input.content.graph) }
        return Array(text(of: job).utf8)
    }

    /// The text of `job`.
    func text(of job: Job) -> String {
        switch job {
        case let .page(page):
            if let node = input.content.graph.node(page.id) {
                page.compare ? comparePage(node, language: page.language) : contentPage(input.content.pages[page.position], node: node)
            } else {
                preconditionFailure("a page job is planned only for a page of the graph")
            }
        case let .listing(listing, language): text(of: listing, in: language)
        case .root: rootPage()
        case .notFound: notFoundPage()
        case .sitemap: sitemap()
        case .graph: GraphJSON.format(input.content.graph)
        case let .navigation(language): navigationScript(language)
        }
    }

    /// The pages of each language that list the others.
    enum ListingPage: CaseIterable, Sendable {
        case home, dashboard, search

        /// Where the page of `language` is written.
        func path(in language: Language) -> String {
            switch self {
            case .home: SitePaths.home(language)
            case .dashboard: SitePaths.dashboard(language)
            case .search: SitePaths.search(language)
            }
        }

        /// What the page is, in a collision diagnostic.
        var owner: String {
            switch self {
            case .home: "home page"
            case .dashboard: "translation dashboard"
            case .search: "search page"
            }
        }
    }

    /// The text of `listing` in `language`.
    func text(of listing: ListingPage, in language: Language) -> String {
        switch listing {
        case .home: homePage(language)
        case .dashboard: dashboard(language)
        case .search: searchPage(language)
        }
    }

    /// One page or side-by-side view to render: the page's position in the content's pages, its
    /// id and language.
    struct PageJob: Sendable {
        var position: Int
        var id: PageID
        var language: Language
        var compare: Bool

        /// Where it is written.
        var path: String {
            compare ? SitePaths.compare(id, in: language) : SitePaths.page(id, in: language)
        }
    }

    // MARK: Shared pieces

    /// The words of `language`.
    func words(_ language: Language) -> TemplateWords { input.templates.words(language) }

    /// The layout of the page at `path`; `counterpart` is the path of its translation, if any.
    func layout(path: String, language: Language, title: String, description: String, counterpart: String?) -> LayoutView {
        let root = SitePaths.root(of: path)
        var alternates: [AlternateLink] = []
        var languageSwitch: LanguageSwitch?
        if let counterpart {
            let paths = [language: path, language.other: counterpart]
            for each in Language.allCases { alternates.append(AlternateLink(hreflang: each.rawValue, href: input.baseURL + paths[each]!)) }
            alternates.append(AlternateLink(hreflang: "x-default", href: input.baseURL + paths[.en]!))
            languageSwitch = LanguageSwitch(
                href: root + counterpart, hreflang: language.other.rawValue, label: language.other.nativeName)
        }
        return LayoutView(
            lang: language.rawValue, title: title, description: description, root: root,
            home: root + SitePaths.home(language), dashboard: root + SitePaths.dashboard(language),
            search: root + SitePaths.search(language),
            canonical: input.baseURL + path, alternates: alternates, languageSwitch: languageSwitch,
            otherLanguageName: language.other.nativeName)
    }

    /// A link to node `id` from a page whose root is `root`, in `language` when it has a page there.
    func link(_ id: PageID, language: Language, root: String, note: String = "") -> LinkItem? {
        guard let node = input.content.graph.node(id), let target = index.language(of: id, preferring: language) else {
            return nil
        }
        let isMethod = node.kind == .method
        return LinkItem(
            href: root + SitePaths.page(id, in: target), title: isMethod ? (node.symbol ?? node.title(in: language)) : node.title(in: language),
            code: isMethod, note: note, hreflang: target == language ? nil : target.rawValue,
            badge: node.deprecation == nil ? nil : word("deprecated_badge", language, fallback: "Deprecated"))
    }

    /// Renders a page's body once for each of `variants` (a page, or a side-by-side view), from one parse.
    func render(_ linked: LinkedPage, language: Language, variants: [HTMLVariant]) -> [RenderedDocument] {
        // The linker's hrefs are from the site root; each variant puts its own root before them.
        let linker = PageLinker(
            page: linked, resolver: input.content.resolver, language: language, root: "", index: index)
        let options = HTMLRenderOptions(
            allowsUnsafeHTML: linked.page.header.allowsUnsafeHTML, dropsTitleHeading: linked.page.titleFromHeading,
            anchorLabel: word("anchor_label", language, fallback: "Link to this section"),
            footnoteBackLabel: word("footnote_back_label", language, fallback: "Back to where the footnote is referred to"),
            footnotesHeading: word("footnotes_heading", language, fallback: "Footnotes"),
            alertTitles: Dictionary(uniqueKeysWithValues: GitHubAlerts.kinds.map {
                ($0, word("alert_" + $0, language, fallback: $0.capitalized))
            }))
        return CmarkConverter.renderHTML(linked.page.document, options: options, linker: linker, variants: variants)
    }

    /// How the side-by-side views of page `id` show its body in `language`: at their depth, heading
    /// ids prefixed with the language. Both views of a page are at the same depth.
    func compareVariant(_ id: PageID, _ language: Language) -> HTMLVariant {
        HTMLVariant(root: SitePaths.root(of: SitePaths.compare(id, in: language)), idPrefix: language.rawValue + "-")
    }

    /// The string `name` of `language`, or `fallback` when the table has none (for names made from
    /// content, such as task groups).
    func word(_ name: String, _ language: Language, fallback: String) -> String {
        words(language)[name] ?? fallback
    }

    /// The string name for a value taken from content (`group`, `background-modes` →
    /// `group_background_modes`).
    static func stringName(_ prefix: String, _ value: String) -> String {
        prefix + "_" + String(value.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// The name of a life cycle (`Scene-based life cycle`).
    func lifecycleName(_ lifecycle: Lifecycle, _ language: Language) -> String {
        word("lifecycle_" + lifecycle.rawValue, language, fallback: lifecycle.rawValue)
    }

    /// The label of a kind.
    func kindLabel(_ kind: PageKind, _ language: Language) -> String {
        word("kind_" + kind.rawValue, language, fallback: kind.rawValue)
    }
}
