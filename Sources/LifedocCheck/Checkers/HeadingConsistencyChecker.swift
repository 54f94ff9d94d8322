import LifedocBase
import LifedocContent
import LifedocGraph

/// One section id carries one heading text across the pages of one kind in one language: where
/// `{#why}` is "필요한 이유" on fifteen task pages and "왜 필요한가" on one, that one is warned about
/// with the common form as the suggestion. The common form is the one most pages use; a tie goes
/// to the form that sorts first, so the report does not depend on the order pages are read in.
struct HeadingConsistencyChecker: Checker {
    func check(_ content: LinkedContent, workers: Workers) -> [Diagnostic] {
        struct Group: Hashable { var kind: PageKind; var language: Language; var id: String }
        var uses: [Group: [String: [SourceLocation]]] = [:]
        for linked in content.pages {
            let page = linked.page
            for section in page.sections {
                guard let id = section.explicitID else { continue }
                let group = Group(kind: page.kind, language: page.language, id: id)
                uses[group, default: [:]][section.title, default: []].append(page.location(section.position))
            }
        }
        var diagnostics: [Diagnostic] = []
        for (group, forms) in uses where forms.count > 1 {
            let ranked = forms.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
            let common = ranked[0]
            for (text, locations) in ranked.dropFirst() {
                for location in locations {
                    diagnostics.append(Diagnostic(
                        .headingVariant, at: location,
                        "section '{#\(group.id)}' is headed '\(text)' here but '\(common.key)' on \(common.value.count) other \(group.kind.rawValue) page(s) in \(group.language.englishName)",
                        suggestion: common.key, related: [common.value.min()!]))
                }
            }
        }
        return diagnostics.sorted()
    }
}
