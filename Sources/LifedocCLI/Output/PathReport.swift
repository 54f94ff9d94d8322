import LifedocBase
import LifedocGraph

/// The text `lifedoc path` prints: one numbered line per call, and a line for each move the system
/// makes without a call.
enum PathReport {
    static func text(steps: [PathStep], from start: Node, to goal: Node, graph: KnowledgeGraph) -> String {
        let life = start.lifecycle.map { " (\($0.rawValue) life cycle)" } ?? ""
        var lines = ["\(start.title(in: .en)) → \(goal.title(in: .en))\(life)"]
        if steps.isEmpty { lines.append("  already there: no call") }
        var number = 0
        for step in steps {
            let move = "\(graph.node(step.from)?.title(in: .en) ?? step.from.rawValue) → \(graph.node(step.to)?.title(in: .en) ?? step.to.rawValue)"
            if step.calls.isEmpty {
                lines.append("   -  (no call)".padding(toLength: 60, withPad: " ", startingAt: 0) + move + ", made by the system")
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
