import Foundation
package import LifedocBase
import LifedocContent
import LifedocMarkdown

/// A file the site publishes beside the pages: an image a page shows from the content folder.
package struct ContentAsset: Sendable, Hashable, Comparable {
    /// Where it is written, "/"-separated, relative to the output folder.
    package var path: String
    /// Its bytes, as read.
    package var bytes: [UInt8]

    package static func < (lhs: ContentAsset, rhs: ContentAsset) -> Bool { lhs.path < rhs.path }
}

/// Finds the images pages show from the content folder (`![Architecture](assets/arch.png)`, as
/// articles written elsewhere do), so the site publishes them beside the page that shows them.
///
/// A destination with no scheme, not absolute and not a fragment names a file relative to the
/// page's Markdown file, percent-encoding undone; in the other language's folder when the page's
/// own has none there (a translation shows its original's images). It is published relative to the page's own
/// address (`<lang>/<id>.html`), so the image's place beside the page is kept even when the page's
/// id is not its file path. A file that is missing, that leaves the content folder, that is reached
/// through a symbolic link, or that is not an image type is reported (`missing-image`, which breaks
/// the site), and an SVG, which can carry script, only from a page that lets raw HTML through.
package enum ContentAssets {
    /// The file name endings published as images (lowercased).
    static let imageTypes: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "avif", "bmp", "ico", "svg"]

    /// Finds every image of `pages` under `root`: each page's destinations with where they are
    /// published (`LinkedPage.images`), the files to publish (one per output path, sorted), and the
    /// problems, sorted.
    package static func collect(
        _ pages: inout [LinkedPage], root: String, fileSystem: any FileSystem
    ) -> (assets: [ContentAsset], diagnostics: [Diagnostic]) {
        var published: [String: [UInt8]] = [:]
        var diagnostics: [Diagnostic] = []
        var listings: [String: [String: EntryKind]] = [:]
        /// Whether `segments` below `root` lead through directories to a regular file, no link followed.
        func isPlainFile(_ segments: [Substring]) -> Bool {
            var folder = root
            for (index, segment) in segments.enumerated() {
                if listings[folder] == nil {
                    let entries = (try? fileSystem.entries(ofDirectory: folder)) ?? []
                    listings[folder] = Dictionary(entries.map { ($0.name, $0.kind) }) { first, _ in first }
                }
                let wanted: EntryKind = index == segments.count - 1 ? .file : .directory
                guard listings[folder]?[String(segment)] == wanted else { return false }
                folder += "/" + segment
            }
            return true
        }
        for index in pages.indices {
            let page = pages[index].page
            // Only a document whose parse met an image is walked.
            guard page.document.hasImages else { continue }
            var finder = ImageFinder()
            finder.walk(page.document)
            guard !finder.images.isEmpty else { continue }
            let fileFolder = page.file.split(separator: "/").dropLast()
            let pageFolder = ([Substring(page.language.rawValue)] + page.id.rawValue.split(separator: "/")).dropLast()
            var images: [String: String] = [:]
            for (destination, position) in finder.images where images[destination] == nil {
                guard let relative = localPath(destination) else { continue }
                let location = SourceLocation(file: page.file, line: position.line, column: position.column)
                func report(_ why: String) {
                    diagnostics.append(Diagnostic(.missingImage, at: location, "image '\(destination)' \(why)"))
                }
                guard let source = resolved(relative, from: fileFolder), let output = resolved(relative, from: pageFolder) else {
                    report("leaves the content folder")
                    continue
                }
                let type = source.last.flatMap { name in name.lastIndex(of: ".").map { name[name.index(after: $0)...].lowercased() } }
                guard let type, imageTypes.contains(type) else {
                    report("is not an image file (\(imageTypes.sorted().joined(separator: ", "))), so it is not published")
                    continue
                }
                if type == "svg", !page.header.allowsUnsafeHTML {
                    report("is an SVG, which can carry script: it is published only from a page with 'unsafe-html: true'")
                    continue
                }
                // A translation shows its original's image by the same path (shots/a.png from ko/ when
                // only en/ has it), as a link falls back to the other language's page.
                var candidates = [source]
                if source.first == Substring(page.language.rawValue) {
                    candidates += Language.allCases.filter { $0 != page.language }.map { [Substring($0.rawValue)] + source.dropFirst() }
                }
                guard let found = candidates.first(where: isPlainFile),
                      let bytes = try? fileSystem.contents(of: ([root] + found.map(String.init)).joined(separator: "/"))
                else {
                    report("names \(source.joined(separator: "/")), which is not a file in the content folder (a symbolic link is not followed)")
                    continue
                }
                let path = output.joined(separator: "/")
                published[path] = published[path] ?? bytes
                images[destination] = path
            }
            pages[index].images = images
        }
        let assets = published.map { ContentAsset(path: $0.key, bytes: $0.value) }.sorted()
        return (assets, diagnostics.sorted())
    }

    /// The relative path a destination names, percent-encoding undone and any query or fragment
    /// dropped; nil for what `LinkResolver.isExternal` calls external (a scheme, `//`, a fragment,
    /// nothing) and for an absolute path.
    static func localPath(_ destination: String) -> String? {
        guard !LinkResolver.isExternal(destination) else { return nil }
        var path = Substring(destination)
        if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<cut] }
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("\\") else { return nil }
        return String(path).removingPercentEncoding ?? String(path)
    }

    /// `relative` from `folder` as a link is taken (`LinkResolver.segments`); nil when it climbs
    /// above the folder's root or names the root itself.
    static func resolved(_ relative: String, from folder: some Collection<Substring>) -> [Substring]? {
        guard let segments = LinkResolver.segments(of: Substring(relative), from: Array(folder)), !segments.isEmpty else { return nil }
        return segments
    }

    /// The image destinations of a page, in reading order, with where each is written.
    private struct ImageFinder: MarkdownWalker {
        var images: [(String, SourcePosition)] = []
        mutating func visit(inline: Inline) {
            if case let .image(source, _, _, position) = inline { images.append((source, position)) }
        }
    }
}
