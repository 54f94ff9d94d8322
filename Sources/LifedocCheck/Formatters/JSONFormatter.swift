import Foundation
import LifedocBase
import LifedocContent

/// `{"diagnostics":[{"severity","code","file","line","column","message","suggestion","related"}],
/// "coverage":{"method":{"en":{"described","total","percent"},…},…},"summary":{"errors","warnings"}}`,
/// keys sorted. The wire structs are separate from the model so the format stays stable.
package enum JSONFormatter {
    struct Document: Encodable {
        var diagnostics: [DiagnosticRecord]
        var coverage: [String: [String: CoverageRecord]]
        var summary: Summary
    }

    struct DiagnosticRecord: Encodable {
        var severity: String
        var code: String
        var file: String?
        var line: Int?
        var column: Int?
        var message: String
        var suggestion: String?
        var related: [LocationRecord]
        /// For a problem that follows from another (`FollowOns`): where its cause is.
        var causedBy: LocationRecord?
    }

    struct LocationRecord: Encodable {
        var file: String
        var line: Int
        var column: Int
    }

    struct CoverageRecord: Encodable {
        var described: Int
        var total: Int
        var percent: Double
    }

    struct Summary: Encodable {
        var errors: Int
        var warnings: Int
    }

    /// Formats a report as pretty-printed JSON with a trailing newline.
    /// Every diagnostic is kept; one that follows from another (`FollowOns`) comes after its cause,
    /// with `causedBy` naming it.
    package static func format(_ report: CheckReport, pathPrefix: String = "") -> String {
        func record(_ diagnostic: Diagnostic, cause: Diagnostic? = nil) -> DiagnosticRecord {
            func location(_ at: SourceLocation) -> LocationRecord {
                LocationRecord(file: pathPrefix + at.file, line: at.line, column: at.column)
            }
            return DiagnosticRecord(
                severity: diagnostic.severity.rawValue, code: diagnostic.code.rawValue,
                file: diagnostic.location.map { pathPrefix + $0.file }, line: diagnostic.location?.line,
                column: diagnostic.location?.column, message: diagnostic.message, suggestion: diagnostic.suggestion,
                related: diagnostic.related.map(location), causedBy: cause?.location.map(location))
        }
        let diagnostics = FollowOns.fold(report.diagnostics).flatMap { folded in
            [record(folded.diagnostic)] + folded.followOns.map { record($0, cause: folded.diagnostic) }
        }
        var coverage: [String: [String: CoverageRecord]] = [:]
        for row in report.coverage.rows {
            coverage[row.kind.rawValue, default: [:]][row.language.rawValue] =
                CoverageRecord(described: row.described, total: row.total, percent: row.percent)
        }
        let document = Document(
            diagnostics: diagnostics, coverage: coverage,
            summary: Summary(errors: report.diagnostics.filter { $0.severity == .error }.count,
                             warnings: report.diagnostics.filter { $0.severity == .warning }.count))
        return encode(document)
    }

    /// Encodes with sorted keys and unescaped slashes.
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
