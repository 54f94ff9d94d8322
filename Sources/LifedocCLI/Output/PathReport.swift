import LifedocBase
import LifedocGraph

/// The text `lifedoc path` prints: one numbered line per call, and a line for each move the system
/// makes without a call.
enum PathReport {
    static func text(steps: [PathStep], from start: Node, to goal: Node, graph: KnowledgeGraph, language: Language = .en) -> String {
        let korean = language == .ko
        let life = start.lifecycle.map { korean ? " (\($0 == .scene ? "씬" : "앱") 생명 주기)" : " (\($0.rawValue) life cycle)" } ?? ""
        var lines = ["\(start.title(in: language)) → \(goal.title(in: language))\(life)"]
        if steps.isEmpty { lines.append(korean ? "  이미 그 상태입니다: 호출 없음" : "  already there: no call") }
        var number = 0
        for step in steps {
            let move = "\(graph.node(step.from)?.title(in: language) ?? step.from.rawValue) → \(graph.node(step.to)?.title(in: language) ?? step.to.rawValue)"
            if step.calls.isEmpty {
                let silent = korean ? "   -  (호출 없음)" : "   -  (no call)"
                let pad = max(1, 60 - TerminalText.columns(of: silent))
                lines.append(silent + String(repeating: " ", count: pad) + move + (korean ? ", 시스템이 옮김" : ", made by the system"))
            }
            for call in step.calls {
                number += 1
                let symbol = graph.node(call)?.symbol ?? call.rawValue
                lines.append("  \(String(number).leftPadded(to: 2)). \(symbol)".padding(toLength: 60, withPad: " ", startingAt: 0) + move)
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The string right-aligned in `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
