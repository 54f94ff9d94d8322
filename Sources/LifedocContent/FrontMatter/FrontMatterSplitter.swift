package import LifedocBase

/// A page's text cut into its optional YAML front matter and its Markdown body.
package struct SplitPage: Sendable, Hashable {
    /// The YAML text between the `---` lines, or nil when the page has no front matter.
    package var yaml: String?
    /// The Markdown after the front matter.
    package var body: String
    /// How many file lines come before the body (0 without front matter).
    package var bodyLineOffset: Int
}

/// Finds front matter: a first line of exactly `---`, up to the next line of `---` (or `...`).
package enum FrontMatterSplitter {
    /// Splits `text`; a front matter block that is opened but never closed is an error at line 1.
    package static func split(_ text: String, file: String) -> Result<SplitPage, Diagnostic> {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, isFence(first, opening: true) else {
            return .success(SplitPage(yaml: nil, body: text, bodyLineOffset: 0))
        }
        lines.removeFirst()
        guard let close = lines.firstIndex(where: { isFence($0, opening: false) }) else {
            return .failure(Diagnostic(
                .invalidFrontMatter, at: SourceLocation(file: file, line: 1),
                "front matter opened with '---' on line 1 is never closed"))
        }
        let yaml = lines[..<close].joined(separator: "\n")
        let body = lines[(close + 1)...].joined(separator: "\n")
        return .success(SplitPage(yaml: yaml, body: body, bodyLineOffset: close + 2))
    }

    private static func isFence(_ line: Substring, opening: Bool) -> Bool {
        let trimmed = line.reversed().drop(while: { $0 == " " || $0 == "\t" })
        let text = String(trimmed.reversed())
        return text == "---" || (!opening && text == "...")
    }
}
