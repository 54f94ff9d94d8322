import LifedocTemplates

/// A state, method, task or guide page (`page.mustache`).
package struct PageView: Sendable, Encodable {
    var layout: LayoutView
    var s: TemplateWords
    var kindLabel: String
    var title: String
    var titleIsCode: Bool
    /// The lead, rendered.
    var lead: String
    var sections: [SectionView]
    /// Table of contents: the sections' ids and titles.
    var toc: [TOCItem]
    var hasTOC: Bool
    /// Label/value facts (signature, selector, protocol, …).
    var facts: [FactView]
    var hasFacts: Bool
    /// The declaration, shown as Swift code.
    var declaration: String?
    /// The state machine with this state highlighted (state pages).
    var diagram: DiagramView?
    /// Transitions, tasks, methods, counterpart: groups of links.
    var relations: [LinkGroup]
    /// Pages that mention or link to this one.
    var mentionedIn: [LinkItem]
    var hasMentions: Bool
    /// The stale-translation banner.
    var stale: StaleBanner?
    /// The side-by-side view of this page, when both languages exist.
    var compare: String?
}

/// A rendered section of a body.
struct SectionView: Sendable, Encodable {
    var id: String
    var heading: String
    var body: String
}

/// An entry of a table of contents.
struct TOCItem: Sendable, Encodable {
    var id: String
    var title: String
}

/// One fact about a page, shown as a term and its value.
struct FactView: Sendable, Encodable {
    var label: String
    var text: String?
    var code: String?
    var links: [LinkItem]
    /// Shown as a warning (a deprecation), not as a plain fact.
    var isNotice = false
}

/// A drawn state machine.
struct DiagramView: Sendable, Encodable {
    var title: String
    /// Laid out left to right, for wide screens.
    var svg: String
    /// Laid out top to bottom, for narrow screens.
    var narrow: String
    var href: String?
}

/// Shown on a translation older than its source.
struct StaleBanner: Sendable, Encodable {
    /// The current source page.
    var sourceHref: String
    var sourceLanguage: String
    var sourceHreflang: String
    /// The changed sections, by title in this page's language.
    var sections: [String]
    var hasSections: Bool
}
