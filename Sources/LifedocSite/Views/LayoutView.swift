/// What `layout.mustache` needs on every page: language, title, the way back to the site root, the
/// language switch and the `hreflang` alternates.
package struct LayoutView: Sendable, Encodable {
    /// `en` or `ko`, for `<html lang>`.
    var lang: String
    /// The page title (the site name is added by the template).
    var title: String
    /// A one-line description for `<meta name="description">`.
    var description: String
    /// Relative prefix from the page to the site root (`../../`).
    var root: String
    /// The home page of this language.
    var home: String
    /// The translation dashboard of this language.
    var dashboard: String
    /// The search page of this language (the search box submits to it).
    var search: String
    /// The absolute URL of this page, when the site has a base URL.
    var canonical: String
    /// `<link rel="alternate" hreflang>` entries: only between real translations, plus `x-default`.
    var alternates: [AlternateLink]
    /// The link to the same page in the other language, when there is one.
    var languageSwitch: LanguageSwitch?
    /// The name of the other language, for the "no translation" note.
    var otherLanguageName: String
    /// The id of the page's node (`methods/x`), so the sidebar can mark it; "" for other pages.
    var pageID = ""
    /// Where the page sits: home, its section, its group; the last one is the page itself.
    var breadcrumbs: [Crumb] = [] { didSet { hasBreadcrumbs = !breadcrumbs.isEmpty } }
    /// Whether there are breadcrumbs (the template draws their `<nav>` only then); kept by `breadcrumbs`.
    private(set) var hasBreadcrumbs = false
    /// Previous and next in reading order (the guides).
    var pager: Pager?
    /// The address to edit the page's source at, when the site configuration names a repository.
    var editURL: String?
    /// The page's `keywords:`, comma-separated, for `<meta name="keywords">`; nil when it has none.
    var keywords: String?
}

/// One step of the breadcrumbs; the current page has no link.
struct Crumb: Sendable, Encodable {
    var title: String
    var href: String?
}

/// The previous and next pages in reading order.
struct Pager: Sendable, Encodable {
    var previous: LinkItem?
    var next: LinkItem?
}

/// One `hreflang` alternate.
package struct AlternateLink: Sendable, Encodable {
    var hreflang: String
    var href: String

    /// The alternate in `hreflang` at `href`.
    package init(hreflang: String, href: String) {
        self.hreflang = hreflang
        self.href = href
    }
}

/// The language switch: the counterpart page in the other language.
package struct LanguageSwitch: Sendable, Encodable {
    var href: String
    var hreflang: String
    var label: String

    /// The link to `href`, in the language `hreflang`, named `label`.
    package init(href: String, hreflang: String, label: String) {
        self.href = href
        self.hreflang = hreflang
        self.label = label
    }
}

/// A link to a page, with what a list shows of it.
struct LinkItem: Sendable, Encodable {
    var href: String
    var title: String
    /// Shown in code type (method names).
    var code: Bool
    /// A short line under or after the title.
    var note: String
    /// The target's language when it differs from the page's (a page with no translation yet).
    var hreflang: String?
    /// A short mark after the title, such as "Deprecated" on a deprecated method.
    var badge: String? = nil
}

/// A titled list of links.
struct LinkGroup: Sendable, Encodable {
    var title: String
    var id: String
    var items: [LinkItem]
}
