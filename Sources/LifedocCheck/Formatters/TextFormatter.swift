package import LifedocBase
import LifedocContent

/// `file:line:column: severity: message [code]` lines, then the coverage table and a summary line.
///
/// ```text
/// Content/ko/methods/x.md:12:5: warning: '포어그라운드' is a variant spelling; … [terminology-variant]
///
/// coverage      en              ko
/// state         10/10  100.0%   10/10  100.0%
/// ```
package enum TextFormatter {
    /// Formats a report; paths are prefixed with `pathPrefix` (the content folder as given).
    /// Without `verbose`, a problem that follows from another (`FollowOns`) is counted on its
    /// cause's line instead of listed; with it, it is listed under its cause.
    package static func format(_ report: CheckReport, pathPrefix: String = "", verbose: Bool = false) -> String {
        var lines: [String] = []
        for folded in FollowOns.fold(report.diagnostics) {
            lines.append(format(folded.diagnostic, pathPrefix: pathPrefix))
            guard !folded.followOns.isEmpty else { continue }
            let count = folded.followOns.count
            if verbose {
                lines.append("  and \(count) follow-on problem\(count == 1 ? "" : "s"):")
                lines += folded.followOns.map { "  " + format($0, pathPrefix: pathPrefix).replacingOccurrences(of: "\n", with: "\n  ") }
            } else {
                lines.append("  and \(count) follow-on problem\(count == 1 ? "" : "s") that this one causes (lifedoc check --verbose lists them)")
            }
        }
        if !lines.isEmpty { lines.append("") }
        lines.append("coverage".padded(14) + Language.allCases.map { $0.rawValue.padded(16) }.joined())
        for kind in PageKind.allCases {
            let cells = Language.allCases.compactMap { language in
                report.coverage.rows.first { $0.kind == kind && $0.language == language }
            }.map { row in
                "\(row.described)/\(row.total)".padded(7) + String(format1: row.percent).padded(9)
            }
            lines.append(kind.rawValue.padded(14) + cells.joined())
        }
        let errors = report.diagnostics.filter { $0.severity == .error }.count
        let warnings = report.diagnostics.filter { $0.severity == .warning }.count
        lines.append("")
        lines.append("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One diagnostic line, with related locations as indented notes.
    package static func format(_ diagnostic: Diagnostic, pathPrefix: String) -> String {
        var copy = diagnostic
        copy.location?.file = pathPrefix + (diagnostic.location?.file ?? "")
        var text = copy.formatted
        for related in diagnostic.related {
            text += "\n  \(pathPrefix)\(related.file):\(related.line):\(related.column): note: \(relatedNote(diagnostic.code))"
        }
        for note in diagnostic.notes { text += "\n  note: " + note }
        return text
    }

    /// What a related location is to the rule that names it: where an id was first used or a key
    /// first given, the page of a method that does not parse, and otherwise the other language's
    /// counterpart (a fact, a section, a stale translation's source, a string).
    static func relatedNote(_ code: DiagnosticCode) -> String {
        switch code {
        case .duplicateID: "first used here"
        case .invalidFrontMatter: "first given here"
        case .unknownSymbol, .unknownReference: "its page, which does not parse"
        case .missingTranslation: "expected here"
        default: "counterpart here"
        }
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padded(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }

    /// A percentage with one decimal and a percent sign (`87.5%`).
    init(format1 value: Double) {
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10).\(tenths % 10)%"
    }
}
