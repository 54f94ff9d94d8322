package import LifedocBase
package import LifedocContent

/// The graph in Graphviz's DOT language. `format(_:)` draws the whole graph; `stateMachine(_:for:)`
/// draws one life cycle's states with each move labelled by the calls that signal it.
package enum GraphDOT {
    /// The whole graph: states, methods, tasks and articles, with every edge labelled by its kind.
    package static func format(_ graph: KnowledgeGraph, language: Language = .en) -> String {
        var lines = ["digraph lifedoc {", "  rankdir=LR;", "  node [fontname=\"Helvetica\", fontsize=10];"]
        let shapes: [PageKind: String] = [.state: "ellipse", .method: "box", .task: "note", .article: "folder"]
        for node in graph.nodes {
            let label = node.symbol ?? node.title(in: language)
            lines.append("  \(quoted(node.id.rawValue)) [label=\(quoted(label)), shape=\(shapes[node.kind]!)];")
        }
        for edge in graph.edges {
            var label = edge.kind.rawValue
            if let via = edge.via, let method = graph.node(via) { label = method.symbol ?? via.rawValue }
            lines.append("  \(quoted(edge.from.rawValue)) -> \(quoted(edge.to.rawValue)) [label=\(quoted(label))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// How a drawing is laid out: left to right for wide screens, top to bottom for narrow ones.
    package enum Direction: String, Sendable, CaseIterable, Encodable {
        case wide, narrow

        var rankdir: String { self == .wide ? "LR" : "TB" }
    }

    /// The font every diagram names; the site build shows Graphviz this font alone, so the layout is
    /// the same on every machine (`GraphvizRenderer`).
    package static let fontName = "NanumGothic"

    /// One life cycle's state machine; `highlight` is drawn filled. Silent moves are dashed.
    /// `links` gives states a URL (drawn as SVG links); every element id starts with the life cycle's
    /// name and the direction, so several drawings can share one HTML page. A caller drawing many
    /// machines passes the graph's `moves`, found once: finding them walks every edge of the graph.
    /// With `neighbourhood`, only the highlighted state and the states it moves to or from are drawn,
    /// so a state page shows its own moves at a readable size rather than the whole machine shrunk.
    package static func stateMachine(
        _ graph: KnowledgeGraph, for lifecycle: Lifecycle, language: Language, highlight: PageID? = nil,
        links: [PageID: String] = [:], moves: [PathStep]? = nil, direction: Direction = .wide, neighbourhood: Bool = false
    ) -> String {
        let allMoves = moves ?? graph.moves
        var states = graph.nodes(of: .state).filter { $0.lifecycle == lifecycle }
        if neighbourhood, let highlight {
            let near = Set(allMoves.filter { $0.from == highlight || $0.to == highlight }.flatMap { [$0.from, $0.to] } + [highlight])
            states = states.filter { near.contains($0.id) }
        }
        let ids = Set(states.map(\.id))
        let prefix = lifecycle.rawValue + "-" + direction.rawValue
        var lines = [
            "digraph \(lifecycle.rawValue) {", "  rankdir=\(direction.rankdir);", "  bgcolor=\"transparent\";",
            "  id=\(quoted(prefix + "-machine"));",
            "  node [shape=box, style=\"rounded\", fontname=\(quoted(fontName)), fontsize=13];",
            "  edge [fontname=\(quoted(fontName)), fontsize=11];",
        ]
        for state in states {
            let style = state.id == highlight ? ", style=\"rounded,filled\", fillcolor=\"#ffd866\"" : ""
            let title = state.title(in: language)
            let link = links[state.id].map { ", URL=\(quoted($0)), tooltip=\(quoted(title))" } ?? ""
            lines.append("  \(quoted(state.id.rawValue)) [label=\(quoted(title)), id=\(quoted(prefix + "-" + state.id.slug))\(style)\(link)];")
        }
        let moves = allMoves.filter { ids.contains($0.from) && ids.contains($0.to) }
        for (number, move) in moves.enumerated() {
            let calls = move.calls.compactMap { graph.node($0)?.symbol }
            let style = calls.isEmpty ? ", style=dashed" : ""
            let id = ", id=\(quoted("\(prefix)-move-\(number + 1)"))"
            lines.append("  \(quoted(move.from.rawValue)) -> \(quoted(move.to.rawValue)) [label=\(quoted(calls.joined(separator: "\n")))\(style)\(id)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A DOT string literal.
    package static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
