import LifedocBase
package import LifedocSite

/// The template engine's own cost, for `make bench`: the site's `page` template (with its layout)
/// rendered with the smallest view a page can have, a title and the layout's fields, and no lead,
/// sections, facts, lists or drawing.
///
/// Nothing of lifedoc's own work is in it (no parsing, linking, Markdown rendering or writing), so
/// its time is a floor under any build that renders that many pages through these templates: the
/// benchmark sets it beside libcmark's floor.
package enum TemplateFloor {
    /// Renders `pages` bare pages, alternately English and Korean, on the calling thread.
    /// - Returns: the bytes rendered, so that no render can be left out.
    package static func render(_ library: TemplateLibrary, pages: Int) -> Int {
        (0..<max(pages, 0)).reduce(0) { bytes, number in bytes + render(library, page: number).utf8.count }
    }

    /// Bare page `number`: English when it is even, Korean when it is odd.
    package static func render(_ library: TemplateLibrary, page number: Int) -> String {
        let language: Language = number.isMultiple(of: 2) ? .en : .ko
        return library.render(page: view(number, language), template: "page", language: language)
    }

    /// Page `number`'s bare view: what every page shows whatever its content.
    private static func view(_ number: Int, _ language: Language) -> PageView {
        let path = "\(language.rawValue)/methods/page-\(number).html"
        let layout = LayoutView(
            lang: language.rawValue, title: "page \(number)", description: "page \(number)", root: "../../",
            home: "../index.html", dashboard: "../translations.html", search: "../search.html",
            canonical: "https://lifedoc.example/" + path,
            alternates: Language.allCases.map { AlternateLink(hreflang: $0.rawValue, href: "https://lifedoc.example/" + path) },
            languageSwitch: LanguageSwitch(href: "../../\(language.other.rawValue)/methods/page-\(number).html",
                                           hreflang: language.other.rawValue, label: language.other.nativeName),
            otherLanguageName: language.other.nativeName)
        return PageView(bare: layout, kindLabel: "method", title: "page\(number)(_:)", titleIsCode: true)
    }
}
