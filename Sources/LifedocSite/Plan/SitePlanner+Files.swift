import LifedocBase
import LifedocGraph

extension SitePlanner {
    /// The root `index.html`: sends the reader to the language they prefer, with plain links to both.
    func rootPage() -> String {
        input.templates.render(RootView(en: words(.en), ko: words(.ko)), template: "root", language: nil)
    }

    /// The 404 page, in both languages; its links are absolute because a host serves it at any depth.
    func notFoundPage() -> String {
        input.templates.render(NotFoundView(en: words(.en), ko: words(.ko), base: input.baseURL), template: "notfound", language: nil)
    }

    /// The search page: the results of `?q=`, found by `assets/search.js` in the site's index.
    func searchPage(_ language: Language) -> String {
        let path = SitePaths.search(language)
        let s = words(language)
        let view = SearchPageView(
            layout: layout(path: path, language: language, title: s["search_title"] ?? "", description: s["search_intro"] ?? "",
                           counterpart: SitePaths.search(language.other)),
            s: s)
        return input.templates.render(view, template: "search", language: language)
    }

    /// `sitemap.xml`: every page of every language, each listing its translations as alternates.
    func sitemap() -> String {
        var urls: [SitemapURL] = []
        func add(_ paths: [Language: String]) {
            let alternates = paths.count > 1
                ? Language.allCases.compactMap { language in paths[language].map { AlternateLink(hreflang: language.rawValue, href: input.baseURL + $0) } }
                    + [paths[.en].map { AlternateLink(hreflang: "x-default", href: input.baseURL + $0) }].compactMap { $0 }
                : []
            for language in Language.allCases {
                if let path = paths[language] { urls.append(SitemapURL(loc: input.baseURL + path, alternates: alternates)) }
            }
        }
        add(Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, SitePaths.home($0)) }))
        add(Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, SitePaths.dashboard($0)) }))
        for node in input.content.graph.nodes {
            var paths: [Language: String] = [:]
            for language in index.languages[node.id] ?? [] { paths[language] = SitePaths.page(node.id, in: language) }
            add(paths)
        }
        return input.templates.render(SitemapView(urls: urls), template: "sitemap", language: nil)
    }
}
