import LifedocBase
import LifedocContent

/// The Markdown `lifedoc check` appends to `$GITHUB_STEP_SUMMARY`, shown on the workflow run's page:
/// the counts by severity, the coverage table and the stale translations.
///
/// ```markdown
/// ### lifedoc check
/// 1 error · 0 warnings · 0 notes
///
/// | kind | en | ko |
/// | --- | --- | --- |
/// | method | 30/30 (100.0%) | 29/30 (96.7%) |
/// ```
package enum StepSummaryFormatter {
    package static func format(_ report: CheckReport, pathPrefix: String = "") -> String {
        let count = { (severity: Severity) in report.diagnostics.filter { $0.severity == severity }.count }
        let causes = FollowOns.fold(report.diagnostics).filter { !$0.followOns.isEmpty }.count
        var lines = [
            "### lifedoc check", "",
            "\(count(.error)) error\(count(.error) == 1 ? "" : "s") · \(count(.warning)) warning\(count(.warning) == 1 ? "" : "s") · \(count(.note)) note\(count(.note) == 1 ? "" : "s")"
                + (causes > 0 ? " · \(causes) root cause\(causes == 1 ? "" : "s") listed first" : ""),
            "", "| kind | " + Language.allCases.map(\.rawValue).joined(separator: " | ") + " |",
            "| --- |" + String(repeating: " --- |", count: Language.allCases.count),
        ]
        for kind in PageKind.allCases {
            let cells = Language.allCases.map { language -> String in
                guard let row = report.coverage.rows.first(where: { $0.kind == kind && $0.language == language }) else { return "–" }
                return "\(row.described)/\(row.total) (\(String(format1: row.percent)))"
            }
            lines.append("| \(kind.rawValue) | " + cells.joined(separator: " | ") + " |")
        }
        if !report.staleTranslations.isEmpty {
            lines += ["", "**Stale translations**", ""]
            for stale in report.staleTranslations {
                lines.append("- `\(stale.id.rawValue)` (\(stale.translation.rawValue)) is behind its \(stale.source.englishName) source: \(stale.sections.joined(separator: ", "))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
