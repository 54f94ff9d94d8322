package import LifedocBase

/// The site configuration, `lifedoc.yml` at the project's root:
///
/// ```yaml
/// base-url: https://docs.example.com/lifedoc/   # where the site is published
/// repository: https://github.com/owner/project  # for "Edit this page" links
/// branch: main                                  # default main
/// content-path: Content                         # the content folder inside the repository
/// ```
///
/// Every field is optional; a command-line option overrides its field.
package struct SiteConfiguration: Sendable, Hashable, Encodable {
    /// The placeholder base URL, which `build` reports until a real one is set.
    package static let placeholderBaseURL = "https://lifedoc.example/"

    package var baseURL: String?
    package var repository: String?
    package var branch = "main"
    package var contentPath = "Content"

    /// An empty configuration (no file).
    package init() {}

    /// The address that edits `file` (a content-root path, `en/methods/x.md`), when a repository is set.
    package func editURL(for file: String) -> String? {
        guard let repository, !repository.isEmpty else { return nil }
        let base = repository.hasSuffix("/") ? String(repository.dropLast()) : repository
        let encoded = file.split(separator: "/").map { $0.addingPercentEncodingForPath() }.joined(separator: "/")
        return "\(base)/edit/\(branch)/\(contentPath)/\(encoded)"
    }

    /// Reads `file`: a mapping of the fields above. Unknown fields are reported with the nearest
    /// known one; values of the wrong shape are errors.
    package static func read(_ file: SourceFile) -> (SiteConfiguration, [Diagnostic]) {
        var configuration = SiteConfiguration()
        let text: String
        switch TextDecoder.decode(file) {
        case let .success(decoded): text = decoded
        case let .failure(diagnostic): return (configuration, [diagnostic])
        }
        let value: YAMLValue?
        switch YAMLReader.read(text, file: file.path, firstLine: 1) {
        case let .success(read): value = read
        case let .failure(diagnostic): return (configuration, [diagnostic.with(code: .invalidConfiguration)])
        }
        guard let value else { return (configuration, []) }
        guard case let .mapping(entries, _) = value else {
            return (configuration, [Diagnostic(
                .invalidConfiguration, at: SourceLocation(file: file.path, line: value.line),
                "the site configuration must be a mapping of fields (base-url, repository, branch, content-path)")])
        }
        var diagnostics: [Diagnostic] = []
        let fields = ["base-url", "branch", "content-path", "repository"]
        for entry in entries {
            let location = SourceLocation(file: file.path, line: entry.line)
            guard fields.contains(entry.key) else {
                diagnostics.append(Diagnostic(
                    .unknownField, at: location, "unknown configuration field '\(entry.key)' is ignored",
                    suggestion: EditDistance.nearest(to: entry.key, among: fields) { max(2, $0.count / 3) }))
                continue
            }
            guard let text = entry.value.string?.trimmingWhitespace(), !text.isEmpty else {
                diagnostics.append(Diagnostic(.invalidConfiguration, at: location, "'\(entry.key)' must be one non-empty value"))
                continue
            }
            switch entry.key {
            case "base-url":
                guard text.hasPrefix("https://") || text.hasPrefix("http://") else {
                    diagnostics.append(Diagnostic(
                        .invalidConfiguration, at: location, "'base-url' must be an http or https address, not '\(text)'"))
                    continue
                }
                configuration.baseURL = text
            case "repository": configuration.repository = text
            case "branch": configuration.branch = text
            default: configuration.contentPath = text.hasSuffix("/") ? String(text.dropLast()) : text
            }
        }
        return (configuration, diagnostics)
    }
}

extension Substring {
    /// The path segment with characters other than unreserved ones percent-encoded.
    func addingPercentEncodingForPath() -> String {
        var result = ""
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
