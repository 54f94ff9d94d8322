import Foundation
package import LifedocBase
package import LifedocContent
import LifedocMarkdown

/// Resolves a page's relative links to page ids. Links with a scheme (`https:`, `mailto:`),
/// protocol-relative links and pure fragments are left alone; a relative link must stay inside the
/// language folder and name a page that exists in either language.
package struct LinkResolver: Sendable {
    /// Page ids by content path without the language folder (`methods/x.md` → id), per language.
    private let idsByPath: [Language: [String: PageID]]

    /// What a link to no page most likely meant.
    private let suggestions: LinkSuggestions

    /// Builds the lookup from every page.
    package init(pages: [Page]) {
        var table: [Language: [String: PageID]] = [:]
        var paths: [String] = []
        paths.reserveCapacity(pages.count)
        for page in pages {
            let path = String(page.file.dropFirst(page.language.rawValue.count + 1))
            table[page.language, default: [:]][path] = page.id
            paths.append(path)
        }
        idsByPath = table
        suggestions = LinkSuggestions(paths: paths)
    }

    /// The page path a link to `relative`, which names no page, most likely meant.
    package func suggestion(for relative: String) -> String? {
        suggestions.suggestion(for: relative)
    }

    /// The links of `page` and the diagnostics for those that lead nowhere.
    package func links(in page: Page) -> ([PageLink], [Diagnostic]) {
        var collector = Collector(page: page, resolver: self)
        for (section, blocks) in page.blocksBySection {
            collector.section = section
            collector.walk(blocks)
        }
        return (collector.links.sorted(), collector.diagnostics.sorted())
    }

    /// Whether a destination is external (has a scheme or starts with `//`) or only a fragment.
    package static func isExternal(_ destination: String) -> Bool {
        if destination.hasPrefix("//") || destination.hasPrefix("#") || destination.isEmpty { return true }
        guard let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        return !scheme.isEmpty && !scheme.contains("/") && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+.-".contains($0) }
    }

    /// The segments of relative `path` taken from `folder`, `.` and `..` followed; nil when it
    /// climbs above the folder's root. Links and images (`ContentAssets`) both go through it.
    package static func segments(of path: Substring, from folder: [Substring]) -> [Substring]? {
        var segments = folder
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..":
                if segments.isEmpty { return nil }
                segments.removeLast()
            default: segments.append(segment)
            }
        }
        return segments
    }

    /// The id a relative destination names from `page`, or why it names none.
    package func resolve(_ destination: String, from page: Page) -> Result<(PageID, String?), LinkFailure> {
        resolve(destination, inFolder: Self.folder(of: page), language: page.language)
    }

    /// The folders of `page`'s file below its language folder (`en/guides/a/b.md` → guides, a):
    /// where its relative links start.
    static func folder(of page: Page) -> [Substring] {
        Array(page.file.split(separator: "/").dropFirst().dropLast())
    }

    /// The id a relative destination names from a page in `folder` of `language`'s folder. The
    /// path is taken apart as substrings split at ASCII bytes: a link costs no more than its length.
    func resolve(_ destination: String, inFolder folder: [Substring], language: Language) -> Result<(PageID, String?), LinkFailure> {
        var path = Substring(destination)
        var fragment: String?
        if let hash = path.utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(path[path.utf8.index(after: hash)...])
            path = path[..<hash]
        }
        if let query = path.utf8.firstIndex(of: UInt8(ascii: "?")) { path = path[..<query] }
        if path.utf8.contains(UInt8(ascii: "%")) { path = Substring(String(path).removingPercentEncoding ?? String(path)) }
        if path.utf8.first == UInt8(ascii: "/") { return .failure(.absolute) }
        guard let segments = Self.segments(of: path, from: folder) else { return .failure(.escapes) }
        var relative = segments.joined(separator: "/")
        if !relative.hasSuffix(".md") {
            if segments.last?.utf8.contains(UInt8(ascii: ".")) == true { return .failure(.notAPage) }
            relative += ".md"
        }
        for each in [language, language.other] {
            if let id = idsByPath[each]?[relative] { return .success((id, fragment)) }
        }
        return .failure(.missing(relative))
    }

    /// The relative destination of the page an absolute link (`/en/methods/x.md`, `/methods/x`) or a
    /// link into a language folder (`../../ko/methods/x.md`) names, written from `folder`: the page
    /// in the linking page's own language, whose site switches language itself. Nil when the path
    /// names no page.
    func relativeDestination(for destination: String, from folder: [Substring]) -> String? {
        var path = Substring(destination)
        var fragment = ""
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[hash...])
            path = path[..<hash]
        }
        var parts = path.split(separator: "/", omittingEmptySubsequences: true)
        if !destination.hasPrefix("/") {
            // Climb as the link does; what follows the climb out of the language folder is a path
            // from the content folder.
            var depth = folder.count
            while let first = parts.first, first == ".." || first == "." {
                parts.removeFirst()
                if first == ".." { depth -= 1 }
                if depth < 0 { break }
            }
            guard depth < 0 else { return nil }
        }
        if let first = parts.first, Language(rawValue: String(first)) != nil { parts.removeFirst() }
        var target = parts.joined(separator: "/")
        if target.hasSuffix(".html") { target = String(target.dropLast(5)) }
        if !target.hasSuffix(".md") { target += ".md" }
        guard !parts.isEmpty, case .success = resolve(target, inFolder: [], language: .en) else { return nil }
        return String(repeating: "../", count: folder.count) + target + fragment
    }

    /// Why a relative link names no page.
    package enum LinkFailure: Error, Equatable {
        case absolute, escapes, notAPage, missing(String)
    }

    private struct Collector: MarkdownWalker {
        let page: Page
        let resolver: LinkResolver
        /// Where the page's relative links start, worked out once for all of them.
        let folder: [Substring]
        var section: Int?
        var links: [PageLink] = []
        var diagnostics: [Diagnostic] = []

        init(page: Page, resolver: LinkResolver) {
            self.page = page
            self.resolver = resolver
            folder = LinkResolver.folder(of: page)
        }

        mutating func visit(inline: Inline) {
            guard case let .link(destination, _, _, position) = inline, !LinkResolver.isExternal(destination) else { return }
            let location = page.location(position)
            switch resolver.resolve(destination, inFolder: folder, language: page.language) {
            case let .success((target, fragment)):
                links.append(PageLink(target: target, fragment: fragment, destination: destination, location: location, section: section))
            case .failure(.notAPage):
                break
            case .failure(.absolute):
                diagnostics.append(Diagnostic(
                    .brokenLink, at: location, "link '\(destination)' is absolute; link pages by relative path",
                    suggestion: resolver.relativeDestination(for: destination, from: folder)))
            case .failure(.escapes):
                diagnostics.append(Diagnostic(
                    .brokenLink, at: location, "link '\(destination)' leaves the language folder",
                    suggestion: resolver.relativeDestination(for: destination, from: folder)))
            case let .failure(.missing(path)):
                diagnostics.append(Diagnostic(
                    .brokenLink, at: location, "link '\(destination)' points at '\(path)', which is no page",
                    suggestion: resolver.suggestion(for: path)))
            }
        }
    }
}
