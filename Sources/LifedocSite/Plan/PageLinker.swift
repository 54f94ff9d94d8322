import LifedocBase
import LifedocGraph
import LifedocMarkdown

/// Links a page's body into the site: relative `.md` links become links to the target's page (in
/// the same language when it has one), images from the content folder point at where they are
/// published, and method names in code spans or plain text link to the method's page. A page does not link to itself, and links are relative to where the page is written.
struct PageLinker: HTMLLinker {
    /// The page being rendered.
    let page: LinkedPage
    let resolver: SymbolResolver
    /// The language of the page being written (the side-by-side view renders the other one too).
    let language: Language
    /// From the written page back to the site root.
    let root: String
    /// Which languages each page exists in.
    let index: SiteIndex

    /// The page of `id` as a relative href, in `language` when it exists there.
    func href(to id: PageID, fragment: String? = nil) -> String? {
        guard let target = index.language(of: id, preferring: language) else { return nil }
        return root + SitePaths.page(id, in: target) + (fragment.map { "#" + $0 } ?? "")
    }

    func href(forDestination destination: String) -> String? {
        // An image from the content folder, published beside the page (`ContentAssets`).
        if !page.images.isEmpty, let image = page.images[destination] { return root + image }
        guard let link = page.links.first(where: { $0.destination == destination }) else { return nil }
        return href(to: link.target, fragment: link.fragment)
    }

    func href(forCode code: String) -> String? {
        guard let id = resolver.resolve(code), id != page.page.id else { return nil }
        return href(to: id)
    }

    func links(inText text: String) -> [TextLink] {
        MentionExtractor.tokens(in: text).compactMap { token, offset in
            guard let id = resolver.resolve(token), id != page.page.id, let href = href(to: id) else { return nil }
            return TextLink(offset: offset, length: token.utf8.count, href: href)
        }
    }
}
