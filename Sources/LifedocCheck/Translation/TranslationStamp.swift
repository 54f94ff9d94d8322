import LifedocBase
package import LifedocContent

/// Writes a translation's `translation:` record into its front matter, keeping every other line
/// of the file as it is:
///
/// ```yaml
/// translation:
///   source: en
///   sections:
///     lead: 5d41402abc4b2a76
///     when: 7c211433f0207159
/// ```
package enum TranslationStamp {
    /// The text of the translation with its record replaced by one for `source`'s current sections.
    /// - Parameters:
    ///   - text: the translation file's text.
    ///   - source: the parsed source page (the other language).
    ///   - commit: the commit the content is at, when it is in git (recorded as `commit:`).
    package static func stamp(_ text: String, source: Page, commit: String? = nil) -> String {
        var lines = ["translation:", "  source: \(source.language.rawValue)"]
        if let commit { lines.append("  commit: \"\(commit)\"") }
        lines.append("  sections:")
        for (key, hash) in SectionFingerprint.fingerprints(of: source) {
            lines.append("    \(key): \"\(hash)\"")
        }
        // The file's own line ending: a page saved on Windows keeps its CRLF. (A Swift string holds
        // "\r\n" as one Character, so splitting such a file at "\n" found no lines at all, and a
        // second front matter was put above the first.)
        let newline = newline(of: text)
        let record = lines.joined(separator: newline)
        var fileLines = text.components(separatedBy: newline)
        let hasFrontMatter = fileLines.first?.trimmingWhitespace() == "---"
            && fileLines.dropFirst().contains { $0.trimmingWhitespace() == "---" }
        guard hasFrontMatter else { return "---" + newline + record + newline + "---" + newline + text }
        let close = fileLines.dropFirst().firstIndex { $0.trimmingWhitespace() == "---" }!
        var header = Array(fileLines[1..<close])
        if let start = header.firstIndex(where: { $0.hasPrefix("translation:") }) {
            var end = start + 1
            while end < header.count, header[end].hasPrefix(" ") || header[end].hasPrefix("\t") || header[end].isEmpty {
                end += 1
            }
            header.removeSubrange(start..<end)
        }
        header.append(record)
        fileLines.replaceSubrange(1..<close, with: header)
        return fileLines.joined(separator: newline)
    }

    /// "\r\n" when the file's first line ends with it, else "\n".
    static func newline(of text: String) -> String {
        guard let crlf = text.firstIndex(of: "\r\n") else { return "\n" }
        guard let lf = text.firstIndex(of: "\n") else { return "\r\n" }
        return crlf < lf ? "\r\n" : "\n"
    }
}
