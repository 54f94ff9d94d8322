package import LifedocBase
package import LifedocGraph

/// One rule of `lifedoc check`: a pure function from the linked content to diagnostics.
package protocol Checker: Sendable {
    /// The problems this rule finds; a rule that looks at each page on its own does so with `workers`.
    func check(_ content: LinkedContent, workers: Workers) -> [Diagnostic]
}

extension Checker {
    /// The problems this rule finds, with a thread per core.
    package func check(_ content: LinkedContent) -> [Diagnostic] { check(content, workers: .allCores) }
}

/// What `lifedoc check` reports: every diagnostic (linking's and the checkers'), sorted, and the
/// translation coverage.
package struct CheckReport: Sendable {
    /// Every diagnostic, sorted by file, line, column and code.
    package var diagnostics: [Diagnostic]
    /// Described / total per kind and language.
    package var coverage: Coverage
    /// Stale translations: page id → the source sections that changed (for the site's banner).
    package var staleSections: [PageID: [String]]
    /// The same stale translations with their languages and the keys of the changed source
    /// sections (`lead` or a section id), sorted by page id.
    package var staleTranslations: [StaleTranslation] = []

    /// Whether the report fails a CI run: any error, or with `strict` any warning too.
    package func fails(strict: Bool) -> Bool {
        diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }
}

/// A translation older than its source: which language is behind, and which source sections
/// (`lead` or a section id) changed, were added or were removed since it was marked.
package struct StaleTranslation: Sendable, Hashable, Encodable {
    package var id: PageID
    package var translation: Language
    package var source: Language
    package var sections: [String]
}

/// Step 4 of the pipeline: runs every checker over the linked content.
package enum Checks {
    /// The checkers `lifedoc check` runs besides staleness, in order.
    package static let all: [any Checker] = [
        TranslationCoverageChecker(), SectionParityChecker(), TerminologyChecker(), AnchorChecker(),
        HeadingConsistencyChecker(), DeprecationChecker(), LeftOutMarkupChecker(),
    ]

    /// Runs the staleness check (once: its findings feed both the diagnostics and `staleSections`)
    /// and `checkers`, and gathers their diagnostics with linking's.
    package static func run(_ content: LinkedContent, checkers: [any Checker] = all, workers: Workers = .allCores) -> CheckReport {
        // The staleness check, each checker and the coverage read the content and nothing else:
        // they run side by side on `workers`, and their results are put together in a fixed order.
        let parts = workers.map(Array(0...(checkers.count + 1))) { part -> Part in
            switch part {
            case 0: .staleness(StaleTranslationChecker.findings(in: content, workers: workers))
            case 1: .coverage(Coverage.measure(content))
            default: .diagnostics(checkers[part - 2].check(content, workers: workers))
            }
        }
        var diagnostics = content.diagnostics
        var staleness: (stale: [StaleTranslationChecker.Finding], unmarked: [Diagnostic]) = ([], [])
        var coverage = Coverage(rows: [])
        for part in parts {
            switch part {
            case let .staleness(found):
                staleness = found
                diagnostics += StaleTranslationChecker.diagnostics(stale: found.stale, unmarked: found.unmarked)
            case let .coverage(measured): coverage = measured
            case let .diagnostics(found): diagnostics += found
            }
        }
        var staleSections: [PageID: [String]] = [:]
        for finding in staleness.stale { staleSections[finding.id] = finding.changes }
        let staleTranslations = staleness.stale.map { finding in
            StaleTranslation(
                id: finding.id, translation: finding.source.language.other, source: finding.source.language,
                sections: finding.sectionKeys)
        }.sorted { $0.id < $1.id }
        return CheckReport(
            diagnostics: Array(Set(diagnostics)).sorted(), coverage: coverage,
            staleSections: staleSections, staleTranslations: staleTranslations)
    }

    /// What one of the independent parts of `run` found.
    private enum Part: Sendable {
        case staleness((stale: [StaleTranslationChecker.Finding], unmarked: [Diagnostic]))
        case coverage(Coverage)
        case diagnostics([Diagnostic])
    }
}
