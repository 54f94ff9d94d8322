import LifedocBase
import LifedocContent
import LifedocGraph
import LifedocMarkdown

/// Both languages have the same sections in the same order, the same fenced code blocks in each
/// section (code is not translated), the same links to other pages and the same methods mentioned.
/// Every difference names both locations.
struct SectionParityChecker: Checker {
    func check(_ content: LinkedContent, workers: Workers) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for node in content.graph.nodes {
            guard let en = content.page(node.id, in: .en), let ko = content.page(node.id, in: .ko) else { continue }
            diagnostics += compare(en, ko)
        }
        return diagnostics
    }

    private func compare(_ en: LinkedPage, _ ko: LinkedPage) -> [Diagnostic] {
        let enKeys = en.page.sections.enumerated().map { SectionFingerprint.key(of: $1, at: $0) }
        let koKeys = ko.page.sections.enumerated().map { SectionFingerprint.key(of: $1, at: $0) }
        guard enKeys == koKeys else {
            let index = Array(zip(enKeys, koKeys)).firstIndex { $0 != $1 } ?? min(enKeys.count, koKeys.count)
            let at = index < koKeys.count ? ko.page.location(ko.page.sections[index].position) : ko.page.location(1)
            let related = index < enKeys.count ? en.page.location(en.page.sections[index].position) : en.page.location(1)
            return [Diagnostic(
                .sectionMismatch, at: at,
                "sections differ from \(en.page.file): [\(koKeys.joined(separator: ", "))] here, [\(enKeys.joined(separator: ", "))] there",
                related: [related])]
        }
        var diagnostics: [Diagnostic] = []
        for index in -1..<enKeys.count {
            let name = index < 0 ? "the lead" : "section '\(enKeys[index])'"
            let at = index < 0 ? ko.page.location(1) : ko.page.location(ko.page.sections[index].position)
            let related = [index < 0 ? en.page.location(1) : en.page.location(en.page.sections[index].position)]
            let enCode = codeBlocks(en.page, index), koCode = codeBlocks(ko.page, index)
            if enCode.map(\.code) != koCode.map(\.code) {
                let differing = Array(zip(enCode, koCode)).firstIndex { $0.code != $1.code } ?? min(enCode.count, koCode.count)
                diagnostics.append(Diagnostic(
                    .codeMismatch, at: differing < koCode.count ? ko.page.location(koCode[differing].position) : at,
                    "\(name) has \(koCode.count) code block(s) here and \(enCode.count) in \(en.page.file); code block \(differing + 1) differs",
                    related: differing < enCode.count ? [en.page.location(enCode[differing].position)] : related))
            }
            let section: Int? = index < 0 ? nil : index
            let targets: [(DiagnosticCode, String, [PageID], [PageID])] = [
                (.linkMismatch, "links to different pages",
                 en.links.filter { $0.section == section }.map(\.target), ko.links.filter { $0.section == section }.map(\.target)),
                (.mentionMismatch, "mentions different methods",
                 en.mentions.filter { $0.section == section }.map(\.target), ko.mentions.filter { $0.section == section }.map(\.target)),
            ]
            for (code, verb, enTargets, koTargets) in targets where Set(enTargets) != Set(koTargets) {
                let (enSet, koSet) = (Set(enTargets), Set(koTargets))
                diagnostics.append(Diagnostic(
                    code, at: at,
                    "\(name) \(verb) than \(en.page.file): \(describe(koSet.subtracting(enSet), enSet.subtracting(koSet)))",
                    related: related))
            }
        }
        return diagnostics
    }

    private func describe(_ onlyHere: Set<PageID>, _ onlyThere: Set<PageID>) -> String {
        var parts: [String] = []
        if !onlyHere.isEmpty { parts.append("only here: " + onlyHere.map(\.rawValue).sorted().joined(separator: ", ")) }
        if !onlyThere.isEmpty { parts.append("only there: " + onlyThere.map(\.rawValue).sorted().joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }

    private func codeBlocks(_ page: Page, _ index: Int) -> [(code: String, position: SourcePosition)] {
        let blocks = index < 0 ? page.lead : page.sections[index].blocks
        var found: [(String, SourcePosition)] = []
        func collect(_ blocks: [Block]) {
            for block in blocks {
                switch block {
                case let .codeBlock(info, code, position): found.append((info + "\n" + code, position))
                case let .list(_, items, _): items.forEach(collect)
                case let .blockQuote(children, _): collect(children)
                default: break
                }
            }
        }
        collect(blocks)
        return found
    }
}
