package import LifedocBase
import LifedocContent

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
    /// (`Foreground Active`, `포그라운드 활성`), compared without case, spaces or parentheses.
    package func states(matching text: String) -> [Node] {
        let states = nodes(of: .state)
        let wanted = Self.folded(text)
        for exact in [PageID(text), PageID("states/" + text)] {
            if let node = states.first(where: { $0.id == exact }) { return [node] }
        }
        return states.filter { node in
            Self.folded(node.id.slug) == wanted
                || node.titles.values.contains { title in
                    Self.folded(title) == wanted
                        || Self.folded(String(title.prefix { $0 != "(" })) == wanted
                        || title.split(separator: "(").dropFirst().contains { Self.folded(String($0.prefix { $0 != ")" })) == wanted }
                }
        }
    }

    private static func folded(_ text: String) -> String {
        text.lowercased().filter { $0.isLetter || $0.isNumber }
    }
}
