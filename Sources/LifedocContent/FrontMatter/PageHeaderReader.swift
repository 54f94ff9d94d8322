package import LifedocBase

/// Reads the fields of a front-matter mapping into a typed `PageHeader`, reporting fields of the
/// wrong shape (errors), fields lifedoc does not know (warnings with the nearest known name), and
/// fields that do not belong to the page's kind.
package enum PageHeaderReader {
    /// Every field lifedoc reads, by the kinds that use it (nil: every kind).
    package static let fields: [(name: String, kinds: Set<PageKind>?)] = [
        ("id", nil), ("kind", nil), ("title", nil), ("order", nil), ("unsafe-html", nil), ("translation", nil), ("draft", nil), ("keywords", nil),
        ("lifecycle", [.state]), ("transitions", [.state, .method]),
        ("symbol", [.method]), ("objc", [.method]), ("declaration", [.method]), ("protocol", [.method]),
        ("class", [.method]), ("deprecated", [.method]),
        ("availability", [.method]), ("notification", [.method]), ("counterpart", [.method]),
        ("group", [.task]), ("methods", [.task]),
    ]

    /// Reads `value`, the whole front matter of `file`.
    package static func read(_ value: YAMLValue?, file: String) -> (PageHeader, [Diagnostic]) {
        var reader = FieldReader(file: file)
        guard let value else { return (reader.header, []) }
        guard case let .mapping(entries, _) = value else {
            reader.diagnostics.append(Diagnostic(
                .frontMatterNotMapping, at: SourceLocation(file: file, line: value.line),
                "front matter is \(value.shapeName), not a mapping of field names to values"))
            return (reader.header, reader.diagnostics)
        }
        if let kindEntry = entries.first(where: { $0.key == "kind" }) { reader.readKind(kindEntry) }
        let kind = reader.header.kind?.value ?? .article
        for entry in entries {
            guard let field = fields.first(where: { $0.name == entry.key }) else {
                let suggestion = nearestField(to: entry.key)
                reader.diagnostics.append(Diagnostic(
                    .unknownField, at: reader.location(entry.line),
                    "unknown front-matter field '\(entry.key)' is ignored", suggestion: suggestion))
                continue
            }
            if let kinds = field.kinds, !kinds.contains(kind) {
                reader.diagnostics.append(Diagnostic(
                    .unknownField, at: reader.location(entry.line),
                    "field '\(entry.key)' is not used on \(kind == .article ? "an" : "a") \(kind.rawValue) page and is ignored"))
                continue
            }
            reader.read(entry)
        }
        return (reader.header, reader.diagnostics)
    }

    private static func nearestField(to name: String) -> String? {
        // Sorted by name, so that of two fields equally near the first in the alphabet is named.
        EditDistance.nearest(to: name.lowercased(), among: fields.map(\.name).sorted()) { max(2, $0.count / 3) }
    }
}
