import Foundation
import LifedocBase
import LifedocContent
import LifedocGraph
import LifedocMarkdown

/// A link to a heading (`scene-did-enter-background.md#when`, or `#자동-앵커` on the same page)
/// names a heading the page has: its ids are those the renderer gives (`CmarkConverter.headingIDs`),
/// of the page in the link's language or, when it has none, the other one, as the site links. A
/// fragment no heading has (a heading renamed, an id misspelt) is a warning, with the nearest id.
/// Fragments of the site's own template (`ld-…`) are left alone.
struct AnchorChecker: Checker {
    /// One link with a fragment: the page it is on, where, and the page it points at; the
    /// fragment decoded (`decoded`) once.
    private struct FragmentLink {
        var from: Int
        var fragment: String
        var destination: String
        var location: SourceLocation
        var target: PageID
    }

    func check(_ content: LinkedContent, workers: Workers) -> [Diagnostic] {
        var links: [FragmentLink] = []
        for (index, linked) in content.pages.enumerated() {
            for link in linked.links {
                if let fragment = link.fragment, !fragment.isEmpty {
                    links.append(FragmentLink(
                        from: index, fragment: Self.decoded(fragment), destination: link.destination, location: link.location,
                        target: link.target))
                }
            }
            // Walking a page's tree costs more than the test its parse made of its bytes: only a
            // page that may link to a heading of its own (`](#`, `](<#`, `]: #`) is walked.
            guard linked.page.mayLinkWithinPage else { continue }
            var walker = SamePageLinks()
            walker.walk(linked.page.document)
            for (destination, position) in walker.links {
                links.append(FragmentLink(
                    from: index, fragment: Self.decoded(String(destination.dropFirst())), destination: destination,
                    location: linked.page.location(position), target: linked.page.id))
            }
        }
        links.removeAll { $0.fragment.hasPrefix("ld-") }
        guard !links.isEmpty else { return [] }
        // The page each link points at, found once; its heading ids come from its parse.
        let targets = links.map { link -> Page? in
            let language = content.pages[link.from].page.language
            return (content.page(link.target, in: language) ?? content.page(link.target, in: language.other))?.page
        }
        var pagesByFile: [String: Page] = [:]
        for page in targets.compactMap({ $0 }) { pagesByFile[page.file] = page }
        let pages = pagesByFile.values.sorted { $0.file < $1.file }
        let ids = pages.map { $0.titleFromHeading ? $0.document.headingIDsWithoutTitle : $0.document.headingIDs }
        let idsByFile = Dictionary(uniqueKeysWithValues: zip(pages.map(\.file), ids))
        var diagnostics: [Diagnostic] = []
        // The ids a page's raw HTML gives (<b id="note1">), read only for a page a broken link points at.
        var rawIDsByFile: [String: Set<String>] = [:]
        for (link, target) in zip(links, targets) {
            guard let page = target, let known = idsByFile[page.file], !known.contains(link.fragment) else { continue }
            let nearest = EditDistance.nearest(to: link.fragment, among: known.sorted()) { max(2, $0.count / 3) }
            if rawIDsByFile[page.file] == nil {
                var walker = RawHTMLIDs()
                walker.walk(page.document)
                rawIDsByFile[page.file] = walker.ids
            }
            let message = rawIDsByFile[page.file]?.contains(link.fragment) == true
                // Footnotes written the way GitHub READMEs write them (<sup id="a1">[1](#f1)</sup>).
                ? "link '\(link.destination)' points at '\(link.fragment)', an id only raw HTML in \(page.file) gives: "
                    + "the site leaves raw HTML's ids out, so the link would go nowhere; point it at a heading"
                : "link '\(link.destination)' points at a heading '\(link.fragment)' that \(page.file) does not have"
            diagnostics.append(Diagnostic(.brokenAnchor, at: link.location, message, suggestion: nearest))
        }
        return diagnostics
    }

    /// A fragment as the page's ids are written: percent-encoding undone, in NFC.
    static func decoded(_ fragment: String) -> String {
        Normalization.nfc(fragment.removingPercentEncoding ?? fragment)
    }

    /// The links to a fragment of the page they are on (`#when`).
    private struct SamePageLinks: MarkdownWalker {
        var links: [(String, SourcePosition)] = []
        mutating func visit(inline: Inline) {
            if case let .link(destination, _, _, position) = inline, destination.hasPrefix("#"), destination.count > 1 {
                links.append((destination, position))
            }
        }
    }
}

/// The `id` and `name` values a page's raw HTML gives, block or inline.
private struct RawHTMLIDs: MarkdownWalker {
    var ids: Set<String> = []

    mutating func visit(block: Block) {
        if case let .htmlBlock(html, _) = block { collect(html) }
    }

    mutating func visit(inline: Inline) {
        if case let .html(html, _) = inline { collect(html) }
    }

    /// Every `id="…"`, `id='…'` or `name="…"` attribute value in `html`, in NFC.
    private mutating func collect(_ html: String) {
        var rest = Substring(html)
        while let equals = rest.firstIndex(of: "=") {
            let before = rest[..<equals]
            let letters = before.reversed().prefix { $0.isLetter }.count
            let name = before.suffix(letters).lowercased()
            // The attribute's own name (id=), not the end of another (data-id=).
            let separated = before.dropLast(letters).last?.isWhitespace == true
            let after = rest[rest.index(after: equals)...]
            rest = after
            guard separated, name == "id" || name == "name", let quote = after.first, quote == "\"" || quote == "'" else { continue }
            let value = after.dropFirst().prefix { $0 != quote }
            if !value.isEmpty { ids.insert(Normalization.nfc(String(value))) }
        }
    }
}
