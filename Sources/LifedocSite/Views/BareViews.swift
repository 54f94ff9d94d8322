package import LifedocBase
import LifedocTemplates

// What a view outside this module may be made of: the layout's fields, and a page with nothing
// but its title (the template floor of `lifedoc-bench` renders such pages). The memberwise
// initialisers stay the planner's own.

extension LayoutView {
    /// A layout with the fields every page has, and no breadcrumbs, pager or edit link.
    package init(
        lang: String, title: String, description: String, root: String, home: String, dashboard: String, search: String,
        canonical: String, alternates: [AlternateLink], languageSwitch: LanguageSwitch?, otherLanguageName: String
    ) {
        self.init(
            lang: lang, title: title, description: description, root: root, home: home, dashboard: dashboard,
            search: search, canonical: canonical, alternates: alternates, languageSwitch: languageSwitch,
            otherLanguageName: otherLanguageName, pageID: "")
    }
}

extension PageView {
    /// A page with nothing but its kind, its title and the layout: no lead, sections, facts,
    /// lists or drawing.
    package init(bare layout: LayoutView, kindLabel: String, title: String, titleIsCode: Bool) {
        self.init(
            layout: layout, s: TemplateWords([:]), kindLabel: kindLabel, title: title, titleIsCode: titleIsCode, lead: "", sections: [],
            toc: [], hasTOC: false, facts: [], hasFacts: false, declaration: nil, diagram: nil, relations: [],
            mentionedIn: [], hasMentions: false, stale: nil, compare: nil)
    }
}

extension TemplateLibrary {
    /// Renders the page view `view` in `language` with the template `name`.
    package func render(page view: PageView, template name: String, language: Language) -> String {
        render(view, template: name, language: language)
    }
}
