import LifedocBase
import LifedocContent
import LifedocGraph

/// A translation records the fingerprints of its source's sections (`translation:` in its front
/// matter, written by `lifedoc check --mark-translated`). When the source has changed since, the
/// translation is stale, and the report names the sections that changed, were added or were removed.
struct StaleTranslationChecker: Checker {
    func check(_ content: LinkedContent) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for node in content.graph.nodes {
            guard let en = content.page(node.id, in: .en)?.page, let ko = content.page(node.id, in: .ko)?.page else { continue }
            guard let record = [en, ko].compactMap(\.header.translation).first else {
                diagnostics.append(Diagnostic(
                    .unmarkedTranslation, at: ko.location(1),
                    "translation records no version of its source; mark it with 'lifedoc check --mark-translated' once it is up to date"))
                continue
            }
            let source = record.source == en.language ? en : ko
            let changes = Self.changes(record: record, source: source)
            guard !changes.isEmpty else { continue }
            diagnostics.append(Diagnostic(
                .staleTranslation, at: record.location,
                "translation is older than its source \(source.file): \(changes.joined(separator: ", "))",
                related: [source.location(1)]))
        }
        return diagnostics
    }

    /// Page id → the changes to its source since it was translated, for every stale translation.
    static func staleSections(in content: LinkedContent) -> [PageID: [String]] {
        var result: [PageID: [String]] = [:]
        for node in content.graph.nodes {
            for language in Language.allCases {
                guard let page = content.page(node.id, in: language)?.page, let record = page.header.translation,
                      record.source != language, let source = content.page(node.id, in: record.source)?.page
                else { continue }
                let changes = changes(record: record, source: source)
                if !changes.isEmpty { result[node.id] = changes }
            }
        }
        return result
    }

    /// "section 'when' changed", "section 'x' added", "section 'y' removed", in source order.
    static func changes(record: TranslationRecord, source: Page) -> [String] {
        let current = SectionFingerprint.fingerprints(of: source)
        var changes: [String] = []
        for (key, hash) in current {
            switch record.sections[key] {
            case nil: changes.append("section '\(key)' added")
            case hash?: continue
            default: changes.append("section '\(key)' changed")
            }
        }
        let currentKeys = Set(current.map(\.key))
        for key in record.sections.keys.sorted() where !currentKeys.contains(key) {
            changes.append("section '\(key)' removed")
        }
        return changes
    }
}
