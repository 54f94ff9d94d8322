import LifedocBase
import LifedocContent
import LifedocGraph

/// Every state, method, task and article exists in both languages with a real description.
/// A missing page is an error (a warning for articles, which teams often import in one language);
/// a page that holds only a title or a placeholder is an error.
struct TranslationCoverageChecker: Checker {
    func check(_ content: LinkedContent, workers: Workers) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for node in content.graph.nodes {
            let name = node.symbol.map { "'\($0)'" } ?? "'\(node.title(in: .en))'"
            for language in Language.allCases {
                if let linked = content.page(node.id, in: language) {
                    if linked.page.header.isDraft {
                        diagnostics.append(Diagnostic(
                            .draftPage, at: linked.page.location(1),
                            "\(language.englishName) page for \(node.kind.rawValue) \(name) is a draft still being written; remove 'draft: true' when it is done"))
                        continue
                    }
                    // A draft is reported as untranslated, with what is left, not as a placeholder.
                    if linked.page.header.translation?.draft == true {
                        let left = TranslationDraft.sectionsToTranslate(in: linked.page)
                        diagnostics.append(Diagnostic(
                            .draftTranslation, at: linked.page.header.translation?.location ?? linked.page.location(1),
                            left.isEmpty
                                ? "\(language.englishName) draft for \(node.kind.rawValue) \(name) has nothing left to translate; remove 'draft: true' and mark it with lifedoc mark-translated"
                                : "\(language.englishName) page for \(node.kind.rawValue) \(name) is a draft; still to translate: \(left.joined(separator: ", "))"))
                        continue
                    }
                    if !Description.isReal(linked.page) {
                        diagnostics.append(Diagnostic(
                            .placeholderPage, at: linked.page.location(1),
                            "\(language.englishName) page for \(node.kind.rawValue) \(name) has no real description"))
                    }
                    continue
                }
                guard let other = content.page(node.id, in: language.other) else { continue }
                let expected = language.rawValue + other.page.file.dropFirst(language.other.rawValue.count)
                diagnostics.append(Diagnostic(
                    .missingTranslation, at: other.page.location(1),
                    "\(language.englishName) page for \(node.kind.rawValue) \(name) is missing; expected at \(expected)",
                    related: [SourceLocation(file: String(expected), line: 1)],
                    severity: node.kind == .article ? .warning : .error))
            }
        }
        return diagnostics
    }
}
