import LifedocBase

/// GitHub Actions workflow commands, one per diagnostic, which GitHub shows inline on the pull request:
/// `::error file=Content/ko/x.md,line=3,col=1,title=lifedoc missing-translation::Korean page … is missing`.
package enum GitHubFormatter {
    /// Formats a report; paths are prefixed with `pathPrefix` so they are relative to the repository.
    package static func format(_ report: CheckReport, pathPrefix: String = "") -> String {
        report.diagnostics.map { format($0, pathPrefix: pathPrefix) }.joined(separator: "\n")
            + (report.diagnostics.isEmpty ? "" : "\n")
    }

    static func format(_ diagnostic: Diagnostic, pathPrefix: String) -> String {
        let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
        var properties: [String] = []
        if let location = diagnostic.location {
            properties.append("file=" + escapeProperty(pathPrefix + location.file))
            properties.append("line=\(location.line)")
            properties.append("col=\(location.column)")
        }
        properties.append("title=" + escapeProperty("lifedoc " + diagnostic.code.rawValue))
        var message = diagnostic.message
        if let suggestion = diagnostic.suggestion { message += " (did you mean '\(suggestion)'?)" }
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// Escapes a message as the workflow-command syntax requires.
    package static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a property value (also `:` and `,`).
    package static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
