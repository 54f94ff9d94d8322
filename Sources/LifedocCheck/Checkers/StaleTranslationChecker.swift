import LifedocBase
package import LifedocContent
import LifedocGraph

/// A translation records the fingerprints of its source's sections (`translation:` in its front
/// matter, written by `lifedoc check --mark-translated`). When the source has changed since, the
/// translation is stale, and the report names the sections that changed, were added or were removed.
package enum StaleTranslationChecker {
    /// A translation whose source changed after it was marked.
    struct Finding: Sendable {
        var id: PageID
        var record: TranslationRecord
        var source: Page
        var changes: [String]
        /// The keys of the sections named in `changes`, in the same order.
        var sectionKeys: [String]
    }

    /// Every stale translation, by page id, and a warning for each translation that records no source.
    static func findings(in content: LinkedContent, workers: Workers = .allCores) -> (stale: [Finding], unmarked: [Diagnostic]) {
        // Fingerprinting every source page is the work, and each pair is its own: `workers`.
        let outcomes = workers.map(content.graph.nodes) { node -> Outcome in
            guard let en = content.page(node.id, in: .en)?.page, let ko = content.page(node.id, in: .ko)?.page else { return .none }
            let translated = [en, ko].first { page in page.header.translation.map { $0.source != page.language } ?? false }
            // A draft is reported by the coverage check, with the sections still to translate.
            if [en, ko].contains(where: { $0.header.translation?.draft == true }) { return .none }
            guard let translation = translated, let record = translation.header.translation else {
                return .unmarked(Diagnostic(
                    .unmarkedTranslation, at: ko.location(1),
                    "translation records no version of its source; mark it with 'lifedoc check --mark-translated' once it is up to date"))
            }
            let source = translation.language == .en ? ko : en
            let changes = Self.changedSections(record: record, source: source)
            guard !changes.isEmpty else { return .none }
            return .stale(Finding(
                id: node.id, record: record, source: source,
                changes: changes.map { "section '\($0.key)' \($0.change)" }, sectionKeys: changes.map(\.key)))
        }
        var stale: [Finding] = []
        var unmarked: [Diagnostic] = []
        for outcome in outcomes {
            switch outcome {
            case let .stale(finding): stale.append(finding)
            case let .unmarked(diagnostic): unmarked.append(diagnostic)
            case .none: break
            }
        }
        return (stale, unmarked)
    }

    /// What one node's pair of pages comes to.
    private enum Outcome: Sendable {
        case none
        case unmarked(Diagnostic)
        case stale(Finding)
    }

    /// The diagnostics for the findings: each stale translation at its record, naming what changed.
    static func diagnostics(stale: [Finding], unmarked: [Diagnostic]) -> [Diagnostic] {
        unmarked + stale.map { finding in
            Diagnostic(
                .staleTranslation, at: finding.record.location,
                "translation is older than its source \(finding.source.file): \(finding.changes.joined(separator: ", "))",
                related: [finding.source.location(1)])
        }
    }

    /// The source sections that differ from the record: changed, added, then removed, in source order.
    package static func changedSections(record: TranslationRecord, source: Page) -> [(key: String, change: String)] {
        let current = SectionFingerprint.fingerprints(of: source)
        var changes: [(key: String, change: String)] = []
        for (key, hash) in current {
            switch record.sections[key] {
            case nil: changes.append((key, "added"))
            case hash?: continue
            default: changes.append((key, "changed"))
            }
        }
        let currentKeys = Set(current.map(\.key))
        for key in record.sections.keys.sorted() where !currentKeys.contains(key) {
            changes.append((key, "removed"))
        }
        return changes
    }
}
