import LifedocBase
import LifedocContent
import LifedocGraph

/// The text `lifedoc show` prints for a method: its facts, then each language's title and summary,
/// its tasks and the pages that mention it.
enum MethodReport {
    static func text(for node: Node, in linked: LinkedContent) -> String {
        let graph = linked.graph
        var lines = ["\(node.symbol ?? node.id.rawValue)  [\(node.id)]"]
        func fact(_ name: String, _ value: String?) {
            if let value { lines.append("  " + name.padding(toLength: 14, withPad: " ", startingAt: 0) + value) }
        }
        fact("protocol:", node.protocolName)
        fact("class:", node.className)
        fact("selector:", node.objc)
        fact("declaration:", node.declaration)
        fact("availability:", node.availability)
        fact("notification:", node.notification)
        if let deprecation = node.deprecation {
            fact("deprecated:", "iOS \(deprecation.version)" + (deprecation.replacement.map { "; use \($0) instead" } ?? ""))
        }
        for edge in graph.edges where edge.kind == .transition && edge.via == node.id {
            let from = graph.node(edge.from)?.title(in: .en) ?? edge.from.rawValue
            let to = graph.node(edge.to)?.title(in: .en) ?? edge.to.rawValue
            fact("transition:", "\(from) → \(to)")
        }
        let counterparts = graph.edges.filter { $0.kind == .counterpart && ($0.from == node.id || $0.to == node.id) }
            .map { $0.from == node.id ? $0.to : $0.from }
        for other in counterparts { fact("counterpart:", graph.node(other)?.symbol ?? other.rawValue) }
        for language in Language.allCases {
            lines.append("")
            guard let page = linked.page(node.id, in: language)?.page else {
                lines.append("\(language.rawValue): (no \(language.nativeName) page)")
                continue
            }
            lines.append("\(language.rawValue): \(page.title)  (\(page.file))")
            if !page.summary.isEmpty { lines.append("  " + page.summary) }
        }
        let tasks = graph.edges(from: node.id, kind: .performs).compactMap { graph.node($0.to) }
        if !tasks.isEmpty {
            lines.append("")
            lines.append("tasks:")
            for task in tasks { lines.append("  - \(task.title(in: .en)) / \(task.title(in: .ko))  [\(task.id)]") }
        }
        let mentioning = Set(graph.edges(to: node.id, kind: .mentions).map(\.from)).sorted()
            .compactMap { graph.node($0) }
        if !mentioning.isEmpty {
            lines.append("")
            lines.append("mentioned in:")
            for page in mentioning { lines.append("  - \(page.title(in: .en)) / \(page.title(in: .ko))  [\(page.id)]") }
        }
        return lines.joined(separator: "\n")
    }
}
