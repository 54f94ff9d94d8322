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
    /// Only the front matter's lines are looked at; the body is cut off as it is.
    package static func split(_ text: String, file: String) -> Result<SplitPage, Diagnostic> {
        let bytes = text.utf8
        let newline = UInt8(ascii: "\n")
        let firstEnd = bytes.firstIndex(of: newline) ?? bytes.endIndex
        guard isFence(bytes[bytes.startIndex..<firstEnd], opening: true) else {
            return .success(SplitPage(yaml: nil, body: text, bodyLineOffset: 0))
        }
        if firstEnd < bytes.endIndex {
            let yamlStart = bytes.index(after: firstEnd)
            var lineStart = yamlStart
            var lineNumber = 2
            while true {
                let lineEnd = bytes[lineStart...].firstIndex(of: newline) ?? bytes.endIndex
                if isFence(bytes[lineStart..<lineEnd], opening: false) {
                    let yamlEnd = lineStart == yamlStart ? yamlStart : bytes.index(before: lineStart)
                    let bodyStart = lineEnd == bytes.endIndex ? lineEnd : bytes.index(after: lineEnd)
                    return .success(SplitPage(
                        yaml: String(text[yamlStart..<yamlEnd]), body: String(text[bodyStart...]), bodyLineOffset: lineNumber))
                }
                if lineEnd == bytes.endIndex { break }
                lineStart = bytes.index(after: lineEnd)
                lineNumber += 1
            }
        }
        return .failure(Diagnostic(
            .invalidFrontMatter, at: SourceLocation(file: file, line: 1),
            "front matter opened with '---' on line 1 is never closed"))
    }

    /// `---` (or `...` to close), with trailing spaces or tabs allowed.
    private static func isFence(_ line: Substring.UTF8View, opening: Bool) -> Bool {
        let trimmed = ASCIIBytes.droppingTrailingBlanks(line)
        return trimmed.elementsEqual("---".utf8) || (!opening && trimmed.elementsEqual("...".utf8))
    }
}
