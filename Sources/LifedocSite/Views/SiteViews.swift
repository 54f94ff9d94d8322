import LifedocTemplates

/// The home page of a language (`home.mustache`).
struct HomeView: Sendable, Encodable {
    var layout: LayoutView
    var s: TemplateWords
    var diagrams: [DiagramView]
    var states: [LinkGroup]
    var methods: [LinkGroup]
    var tasks: [LinkGroup]
    var guides: [LinkItem]
}

/// The side-by-side view of one page (`compare.mustache`).
struct CompareView: Sendable, Encodable {
    var layout: LayoutView
    var s: TemplateWords
    var title: String
    var left: CompareColumn
    var right: CompareColumn
    var rows: [CompareRow]
}

/// One language's column header.
struct CompareColumn: Sendable, Encodable {
    var lang: String
    var name: String
    var href: String
    var title: String
}

/// One section in both languages; a side is nil when that language lacks the section.
struct CompareRow: Sendable, Encodable {
    var id: String
    var left: CompareCell?
    var right: CompareCell?
}

/// A section's heading and body in one language.
struct CompareCell: Sendable, Encodable {
    var lang: String
    var heading: String
    var body: String
}

/// The translation dashboard (`translations.mustache`).
struct DashboardView: Sendable, Encodable {
    var layout: LayoutView
    var s: TemplateWords
    var coverage: [CoverageRowView]
    var pages: [PageStatusView]
    var staleCount: Int
    var missingCount: Int
    var pageCount: Int
}

/// Coverage of one kind in both languages.
struct CoverageRowView: Sendable, Encodable {
    var kind: String
    var cells: [CoverageCell]
}

/// Described / total in one language.
struct CoverageCell: Sendable, Encodable {
    var lang: String
    var described: Int
    var total: Int
    var percent: String
    var complete: Bool
}

/// The translation state of one page.
struct PageStatusView: Sendable, Encodable {
    var title: String
    var href: String
    var titleIsCode: Bool
    var kind: String
    var cells: [StatusCell]
    var compare: String?
}

/// A page's state in one language.
struct StatusCell: Sendable, Encodable {
    var lang: String
    /// `ok`, `stale`, `missing`, `placeholder` or `unmarked`: a CSS class and a string name.
    var status: String
    var label: String
    var detail: String
    var href: String?
}

/// The 404 page: both languages at once (`notfound.mustache`).
struct NotFoundView: Sendable, Encodable {
    var en: TemplateWords
    var ko: TemplateWords
    var base: String
}

/// The root `index.html`, which sends readers to their language (`root.mustache`).
struct RootView: Sendable, Encodable {
    var en: TemplateWords
    var ko: TemplateWords
}

/// `sitemap.xml` (`sitemap.mustache`).
struct SitemapView: Sendable, Encodable {
    var urls: [SitemapURL]
}

/// One page of the sitemap with its translations.
struct SitemapURL: Sendable, Encodable {
    var loc: String
    var alternates: [AlternateLink]
}

/// The search page (`search.mustache`); the results are filled in by the script.
struct SearchPageView: Sendable, Encodable {
    var layout: LayoutView
    var s: TemplateWords
}
