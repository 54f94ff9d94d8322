import LifedocBase

/// GitHub Actions workflow commands, one per diagnostic, which GitHub shows inline on the pull request:
/// `::error file=Content/ko/x.md,line=3,col=1,title=lifedoc missing-translation::Korean page … is missing`.
package enum GitHubFormatter {
    /// Formats a report; paths are prefixed with `pathPrefix` so they are relative to the repository.
    /// Causes come first, each saying how many problems follow from it; the follow-ons themselves
    /// are annotated only with `verbose` (GitHub shows the first ten error annotations of a step).
    package static func format(_ report: CheckReport, pathPrefix: String = "", verbose: Bool = false) -> String {
        var lines: [String] = []
        for folded in FollowOns.causesFirst(FollowOns.fold(report.diagnostics)) {
            var cause = folded.diagnostic
            if !folded.followOns.isEmpty {
                cause.message += " (and \(folded.followOns.count) follow-on problem\(folded.followOns.count == 1 ? "" : "s"))"
            }
            lines.append(format(cause, pathPrefix: pathPrefix))
            if verbose { lines += folded.followOns.map { format($0, pathPrefix: pathPrefix) } }
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
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
