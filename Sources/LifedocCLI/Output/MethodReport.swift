import LifedocBase
import LifedocContent
import LifedocGraph

/// The text `lifedoc show` prints for a method, in the reader's language: its facts, then each
/// language's title and summary (the reader's first), its tasks and the pages that mention it.
enum MethodReport {
    /// The words of the report in each language.
    static func words(_ language: Language) -> [String: String] {
        language == .ko
            ? ["protocol": "프로토콜:", "class": "클래스:", "selector": "셀렉터:", "declaration": "선언:",
               "availability": "지원 버전:", "notification": "알림:", "deprecated": "지원 중단:", "transition": "전환:",
               "counterpart": "대응 메서드:", "tasks": "할 일:", "mentioned": "언급한 문서:", "no page": "없음",
               "use": "대신 %@ 사용"]
            : ["protocol": "protocol:", "class": "class:", "selector": "selector:", "declaration": "declaration:",
               "availability": "availability:", "notification": "notification:", "deprecated": "deprecated:",
               "transition": "transition:", "counterpart": "counterpart:", "tasks": "tasks:", "mentioned": "mentioned in:",
               "no page": "no page", "use": "use %@ instead"]
    }

    static func text(for node: Node, in linked: LinkedContent, language: Language = .en) -> String {
        let graph = linked.graph
        let word = words(language)
        var lines = ["\(node.symbol ?? node.id.rawValue)  [\(node.id)]"]
        func fact(_ name: String, _ value: String?) {
            let label = word[name] ?? name
            // Labels are padded by columns: a Korean label takes two per syllable.
            let padding = max(1, 14 - TerminalText.columns(of: label))
            if let value { lines.append("  " + label + String(repeating: " ", count: padding) + value) }
        }
        fact("protocol", node.protocolName)
        fact("class", node.className)
        fact("selector", node.objc)
        fact("declaration", node.declaration)
        fact("availability", node.availability)
        fact("notification", node.notification)
        if let deprecation = node.deprecation {
            let use = deprecation.replacement.map { "; " + (word["use"] ?? "").replacingOccurrences(of: "%@", with: $0) } ?? ""
            fact("deprecated", "iOS \(deprecation.version)" + use)
        }
        for edge in graph.edges where edge.kind == .transition && edge.via == node.id {
            let from = graph.node(edge.from)?.title(in: language) ?? edge.from.rawValue
            let to = graph.node(edge.to)?.title(in: language) ?? edge.to.rawValue
            fact("transition", "\(from) → \(to)")
        }
        let counterparts = graph.edges.filter { $0.kind == .counterpart && ($0.from == node.id || $0.to == node.id) }
            .map { $0.from == node.id ? $0.to : $0.from }
        for other in Set(counterparts).sorted() { fact("counterpart", graph.node(other)?.symbol ?? other.rawValue) }
        for each in [language, language.other] {
            lines.append("")
            guard let page = linked.page(node.id, in: each)?.page else {
                lines.append("\(each.rawValue): (\(word["no page"] ?? ""): \(each.nativeName))")
                continue
            }
            lines.append("\(each.rawValue): \(page.title)  (\(page.file))")
            if !page.summary.isEmpty { lines.append("  " + page.summary) }
        }
        let tasks = graph.edges(from: node.id, kind: .performs).compactMap { graph.node($0.to) }
        if !tasks.isEmpty {
            lines.append("")
            lines.append(word["tasks"] ?? "")
            for task in tasks { lines.append("  - \(task.title(in: language)) / \(task.title(in: language.other))  [\(task.id)]") }
        }
        let mentioning = Set(graph.edges(to: node.id, kind: .mentions).map(\.from)).sorted()
            .compactMap { graph.node($0) }
        if !mentioning.isEmpty {
            lines.append("")
            lines.append(word["mentioned"] ?? "")
            for page in mentioning { lines.append("  - \(page.title(in: language)) / \(page.title(in: language.other))  [\(page.id)]") }
        }
        return lines.joined(separator: "\n")
    }
}
