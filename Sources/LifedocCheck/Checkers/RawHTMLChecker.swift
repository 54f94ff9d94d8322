import LifedocBase
import LifedocContent
import LifedocGraph
import LifedocMarkdown

/// Raw HTML is left out of the site unless its page opts in with `unsafe-html: true` (and is then
/// cleaned): a writer who wrote a `<details>` block or a `<div class="note">` learns it here, with
/// the line, instead of finding the text gone from the site. HTML comments are notes between
/// writers and are left out without a word.
struct RawHTMLChecker: Checker {
    func check(_ content: LinkedContent, workers: Workers) -> [Diagnostic] {
        let pages = content.pages.map(\.page).filter { !$0.header.allowsUnsafeHTML }
        return workers.map(pages) { page in
            var finder = Finder()
            finder.walk(page.document)
            return finder.found.map { html, position in
                Diagnostic(
                    .rawHTML, at: SourceLocation(file: page.file, line: position.line, column: position.column),
                    "raw HTML '\(html)' is left out of the site",
                    suggestion: "write it in Markdown, or keep it (cleaned) with 'unsafe-html: true' in the front matter")
            }
        }.flatMap { $0 }
    }

    /// The raw HTML of a document other than comments, one per line, its first tag shortened.
    private struct Finder: MarkdownWalker {
        var found: [(html: String, position: SourcePosition)] = []

        mutating func visit(block: Block) {
            if case let .htmlBlock(html, position) = block { note(html, at: position) }
        }

        mutating func visit(inline: Inline) {
            if case let .html(html, position) = inline { note(html, at: position) }
        }

        private mutating func note(_ html: String, at position: SourcePosition) {
            let text = html.trimmingWhitespace()
            guard !text.hasPrefix("<!--"), found.last?.position.line != position.line else { return }
            let tag = text.prefix { $0 != "\n" }
            found.append((tag.count > 40 ? String(tag.prefix(40)) + "…" : String(tag), position))
        }
    }
}
