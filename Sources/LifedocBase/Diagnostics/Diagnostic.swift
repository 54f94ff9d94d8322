/// One problem found in the content, with where it is and, when there is one, the likely fix.
package struct Diagnostic: Hashable, Sendable, Codable {
    /// The rule that was broken.
    package var code: DiagnosticCode
    /// How serious it is; defaults to the code's own severity.
    package var severity: Severity
    /// Where it is, when it is in a file.
    package var location: SourceLocation?
    /// A terse statement of the fact, without a trailing period.
    package var message: String
    /// The "did you mean" target, when there is one.
    package var suggestion: String?
    /// Other places involved, such as the counterpart line in the other language.
    package var related: [SourceLocation]
    /// Lines that explain the problem further, printed under it (what a stale source's changed
    /// sentence was and is now).
    package var notes: [String] = []

    /// Creates a diagnostic with the code's default severity unless one is given.
    package init(
        _ code: DiagnosticCode, at location: SourceLocation?, _ message: String,
        suggestion: String? = nil, related: [SourceLocation] = [], severity: Severity? = nil
    ) {
        self.code = code
        self.severity = severity ?? code.defaultSeverity
        self.location = location
        self.message = message
        self.suggestion = suggestion
        self.related = related
    }

    /// `file:line:column: severity: message [code]`, followed by the suggestion when there is one.
    package var formatted: String {
        var text = ""
        if let location { text += location.description + ": " }
        text += "\(severity.rawValue): \(message) [\(code.rawValue)]"
        if let suggestion { text += " (did you mean '\(suggestion)'?)" }
        return text
    }
}

extension Diagnostic: Comparable {
    /// Orders by file, line, column, code and message: the one stable order for all output.
    package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        let left = lhs.location ?? SourceLocation(file: "", line: 0, column: 0)
        let right = rhs.location ?? SourceLocation(file: "", line: 0, column: 0)
        if left != right { return left < right }
        if lhs.code != rhs.code { return lhs.code.rawValue < rhs.code.rawValue }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return (lhs.suggestion ?? "") < (rhs.suggestion ?? "")
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic stops the pipeline (an input the compiler cannot read).
    package var containsInputError: Bool { contains { $0.code.isInputError && $0.severity == .error } }
    /// Whether any diagnostic is an error.
    package var containsError: Bool { contains { $0.severity == .error } }
}

/// A diagnostic can be thrown where a stage cannot go on (an unreadable input).
extension Diagnostic: Error {}

extension Diagnostic {
    /// The prefix that makes paths relative to `folder` (the content folder) readable from the
    /// folder lifedoc runs in: `Content/` for `Content` or `Content/`, nothing for `.` or "".
    package static func pathPrefix(forFolder folder: String) -> String {
        let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return trimmed.isEmpty || trimmed == "." ? "" : trimmed + "/"
    }

    /// The same diagnostic with `prefix` put before its file paths (`Content/` before `en/x.md`).
    package func prefixed(_ prefix: String) -> Diagnostic {
        guard !prefix.isEmpty else { return self }
        var copy = self
        copy.location?.file = prefix + (location?.file ?? "")
        copy.related = related.map { SourceLocation(file: prefix + $0.file, line: $0.line, column: $0.column) }
        return copy
    }
}
