/// A body rendered to HTML, cut the way `Page` cuts it: the lead before the first `##` heading,
/// then one part per `##` section, so two languages can be shown side by side section by section.
package struct RenderedDocument: Sendable, Hashable {
    /// The HTML of the blocks before the first section.
    package var lead: String
    /// The sections, in order.
    package var sections: [RenderedSection]

    /// The whole body: the lead, then each section's heading and blocks.
    package var html: String {
        lead + sections.map { $0.heading + $0.body }.joined()
    }
}

/// One `##` section, rendered.
package struct RenderedSection: Sendable, Hashable {
    /// The heading's `id` without the prefix: its `{#id}` when it has one, else a slug of its text.
    package var id: String
    /// The heading element, `<h2 id="…">…</h2>`.
    package var heading: String
    /// The blocks up to the next section.
    package var body: String
}

/// How to render a body.
package struct HTMLRenderOptions: Sendable, Hashable {
    /// Keep raw HTML and every link scheme (a page opts in with `unsafe-html: true`). Otherwise raw
    /// HTML is left out and `javascript:`, `vbscript:`, `file:` and non-image `data:` links are emptied.
    package var allowsUnsafeHTML: Bool
    /// Leave out a first `#` heading: the page's title, shown by the template.
    package var dropsTitleHeading: Bool
    /// Put before every heading id, so two renderings can share one HTML page (`en-when`, `ko-when`).
    package var idPrefix: String
    /// When set, every heading ends with a link to itself labelled so for screen readers:
    /// `<h2 id="when">When it is called<a class="ld-anchor" href="#when" aria-label="Link to this section">#</a></h2>`.
    package var anchorLabel: String?
    /// The screen-reader label of a footnote's link back to where it is referred to.
    package var footnoteBackLabel: String
    /// The footnotes' heading, which only screen readers read.
    package var footnotesHeading: String
    /// The titles of GitHub's alerts by kind (`note`, `tip`, `important`, `warning`, `caution`);
    /// a kind missing here is titled with its English name.
    package var alertTitles: [String: String]

    /// Creates options.
    package init(
        allowsUnsafeHTML: Bool = false, dropsTitleHeading: Bool = false, idPrefix: String = "", anchorLabel: String? = nil,
        footnoteBackLabel: String = "Back to content", footnotesHeading: String = "Footnotes", alertTitles: [String: String] = [:]
    ) {
        self.alertTitles = alertTitles
        self.allowsUnsafeHTML = allowsUnsafeHTML
        self.dropsTitleHeading = dropsTitleHeading
        self.idPrefix = idPrefix
        self.anchorLabel = anchorLabel
        self.footnoteBackLabel = footnoteBackLabel
        self.footnotesHeading = footnotesHeading
    }
}

/// Where one rendering of a body goes: the way from its page back to the site root, put before
/// every `href` the linker gives, and the prefix of every heading id.
package struct HTMLVariant: Sendable, Hashable {
    package var root: String
    package var idPrefix: String

    /// A rendering for a page whose root is `root`, heading ids prefixed with `idPrefix`.
    package init(root: String, idPrefix: String = "") {
        self.root = root
        self.idPrefix = idPrefix
    }
}
