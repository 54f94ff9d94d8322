package import LifedocBase
package import LifedocContent

/// One move of a path through the life cycle: the calls that signal it, in order (none when the
/// system makes the move without a call).
package struct PathStep: Sendable, Hashable {
    package var from: PageID
    package var to: PageID
    package var calls: [PageID]
}

extension KnowledgeGraph {
    /// The moves, grouped by (from, to), with their calls sorted by order then id.
    package var moves: [PathStep] {
        var calls: [PageID: [PageID: [(Int, PageID)]]] = [:]
        for edge in edges where edge.kind == .transition {
            var list = calls[edge.from, default: [:]][edge.to, default: []]
            if let via = edge.via { list.append((edge.order ?? 0, via)) }
            calls[edge.from, default: [:]][edge.to] = list
        }
        return calls.keys.sorted().flatMap { from in
            calls[from]!.keys.sorted().map { to in
                PathStep(from: from, to: to, calls: calls[from]![to]!.sorted { $0 < $1 }.map(\.1))
            }
        }
    }

    /// The shortest sequence of moves from one state to another, preferring moves that a call
    /// signals over moves the system makes silently; nil when the target cannot be reached.
    package func path(from start: PageID, to goal: PageID) -> [PathStep]? {
        if start == goal { return [] }
        let moves = self.moves
        var best: [PageID: (silent: Int, steps: [PathStep])] = [start: (0, [])]
        var frontier: [PageID] = [start]
        while !frontier.isEmpty, best[goal] == nil {
            var next: [PageID: (silent: Int, steps: [PathStep])] = [:]
            for state in frontier {
                let current = best[state]!
                for move in moves where move.from == state && best[move.to] == nil {
                    let candidate = (silent: current.silent + (move.calls.isEmpty ? 1 : 0), steps: current.steps + [move])
                    if let existing = next[move.to], existing.silent <= candidate.silent { continue }
                    next[move.to] = candidate
                }
            }
            for (state, value) in next { best[state] = value }
            frontier = next.keys.sorted()
        }
        return best[goal]?.steps
    }

    /// The state nodes that `text` names: an id (`states/scene/background`), an id below `states/`
    /// (`scene/background`), a slug (`foreground-active`) or a title in either language
    /// (`Foreground Active`, `포그라운드 활성`) or a word of the glossary term whose id is its slug
    /// (미실행, 서스펜드), compared without case, spaces or parentheses; failing that, any of these
    /// after or before a life cycle's name or glossary words (`scene background`, `씬 백그라운드`,
    /// `앱 활성`), which keeps that life cycle's states.
    package func states(matching text: String, glossary: Glossary = .empty) -> [Node] {
        let states = nodes(of: .state)
        for exact in [PageID(text), PageID("states/" + text)] {
            if let node = states.first(where: { $0.id == exact }) { return [node] }
        }
        for (lifecycle, name) in Self.readings(of: text, glossary: glossary) {
            let found = states.filter { node in
                (lifecycle == nil || node.lifecycle == lifecycle) && Self.names(of: node, glossary: glossary).contains(name)
            }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// The states one of whose names holds `text`, read as `states(matching:glossary:)` reads it
    /// (포그라운드 is in 포그라운드 활성 and 포그라운드 비활성), for telling a reader which states a word
    /// that names none could mean; none for a word of fewer than two letters.
    package func states(partlyMatching text: String, glossary: Glossary = .empty) -> [Node] {
        let readings = Self.readings(of: text, glossary: glossary).filter { $0.name.count >= 2 }
        return nodes(of: .state).filter { node in
            let names = Self.names(of: node, glossary: glossary)
            return readings.contains { lifecycle, name in
                (lifecycle == nil || node.lifecycle == lifecycle) && names.contains { $0.contains(name) }
            }
        }
    }

    /// The life cycle `text` names alone (앱, scene, 씬), by its name or the glossary's words for it.
    package func lifecycle(named text: String, glossary: Glossary = .empty) -> Lifecycle? {
        let wanted = Self.folded(text)
        return Lifecycle.allCases.first { Self.words(for: $0, glossary: glossary).contains(wanted) }
    }

    /// `text` folded, then once for each life cycle whose name it starts or ends with: the rest,
    /// with that life cycle.
    private static func readings(of text: String, glossary: Glossary) -> [(lifecycle: Lifecycle?, name: String)] {
        let wanted = folded(text)
        guard !wanted.isEmpty else { return [] }
        var readings: [(lifecycle: Lifecycle?, name: String)] = [(nil, wanted)]
        for lifecycle in Lifecycle.allCases {
            for word in words(for: lifecycle, glossary: glossary) where wanted.count > word.count {
                if wanted.hasPrefix(word) {
                    readings.append((lifecycle, String(wanted.dropFirst(word.count))))
                } else if wanted.hasSuffix(word) {
                    readings.append((lifecycle, String(wanted.dropLast(word.count))))
                }
            }
        }
        return readings
    }

    /// Every folded name of `node`: its slug, its titles with and without the part in parentheses
    /// and that part alone, and the words of the glossary term whose id is its slug.
    private static func names(of node: Node, glossary: Glossary) -> Set<String> {
        var names: Set<String> = [folded(node.id.slug)]
        for title in node.titles.values {
            names.insert(folded(title))
            names.insert(folded(String(title.prefix { $0 != "(" })))
            for part in title.split(separator: "(").dropFirst() { names.insert(folded(String(part.prefix { $0 != ")" }))) }
        }
        for term in glossary.terms where term.id == node.id.slug {
            for word in term.preferred.values { names.insert(folded(word)) }
            for words in term.variants.values { names.formUnion(words.map(folded)) }
        }
        names.remove("")
        return names
    }

    /// The folded words a life cycle is named by: its own name, `application` for the app, and the
    /// words of the glossary term whose id is its name (앱, 어플, 씬), longest first.
    private static func words(for lifecycle: Lifecycle, glossary: Glossary) -> [String] {
        var words: Set<String> = [lifecycle.rawValue, "ui" + lifecycle.rawValue]
        if lifecycle == .app { words.formUnion(["application", "uiapplication"]) }
        for term in glossary.terms where term.id == lifecycle.rawValue {
            for word in term.preferred.values { words.insert(folded(word)) }
            for variants in term.variants.values { words.formUnion(variants.map(folded)) }
        }
        words.remove("")
        return words.sorted { ($0.count, $1) > ($1.count, $0) }
    }

    private static func folded(_ text: String) -> String {
        text.lowercased().filter { $0.isLetter || $0.isNumber }
    }
}
