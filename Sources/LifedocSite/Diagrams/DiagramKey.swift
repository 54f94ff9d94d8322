import LifedocBase
import LifedocContent
import LifedocGraph

/// One drawing of a state machine: a life cycle in a language, with one state highlighted or none,
/// its links relative to `root`, laid out for wide or narrow screens. The home pages draw the whole
/// machine; a state page draws the state's neighbourhood (its moves in and out). Each needs both
/// directions, and the page's CSS shows the one that fits.
struct DiagramKey: Hashable, Sendable, Encodable {
    var lifecycle: Lifecycle
    var language: Language
    var highlight: PageID?
    var root: String
    var direction: GraphDOT.Direction = .wide

    /// Every drawing the site needs, rendered by Graphviz in parallel.
    static func renderAll(
        content: LinkedContent, graphviz: GraphvizRenderer, workers: Workers, index: SiteIndex
    ) throws -> [DiagramKey: String] {
        let graph = content.graph
        var keys: [DiagramKey] = []
        for language in Language.allCases {
            let homeRoot = SitePaths.root(of: SitePaths.home(language))
            for lifecycle in Lifecycle.allCases {
                for direction in GraphDOT.Direction.allCases {
                    keys.append(DiagramKey(lifecycle: lifecycle, language: language, highlight: nil, root: homeRoot, direction: direction))
                }
            }
            for state in graph.nodes(of: .state) where index.languages[state.id]?.contains(language) == true {
                guard let lifecycle = state.lifecycle else { continue }
                for direction in GraphDOT.Direction.allCases {
                    keys.append(DiagramKey(
                        lifecycle: lifecycle, language: language, highlight: state.id,
                        root: SitePaths.root(of: SitePaths.page(state.id, in: language)), direction: direction))
                }
            }
        }
        // Each drawing's DOT reads the whole graph: `workers`.
        let states = graph.nodes(of: .state)
        let sources = workers.map(keys) { key in
            var links: [PageID: String] = [:]
            for state in states where state.lifecycle == key.lifecycle {
                guard let target = index.language(of: state.id, preferring: key.language) else { continue }
                links[state.id] = key.root + SitePaths.page(state.id, in: target)
            }
            return GraphDOT.stateMachine(
                graph, for: key.lifecycle, language: key.language, highlight: key.highlight, links: links, moves: index.moves,
                direction: key.direction, neighbourhood: key.highlight != nil)
        }
        let hasStates = keys.indices.filter { index in
            states.contains { $0.lifecycle == keys[index].lifecycle }
        }
        let svgs = try graphviz.render(hasStates.map { sources[$0] }, workers: workers)
        var result: [DiagramKey: String] = [:]
        for (position, keyIndex) in hasStates.enumerated() { result[keys[keyIndex]] = svgs[position] }
        return result
    }

    /// The wide and narrow drawings of one machine, when both were drawn.
    static func view(
        _ diagrams: [DiagramKey: String], lifecycle: Lifecycle, language: Language, highlight: PageID?, root: String, title: String
    ) -> DiagramView? {
        let wide = diagrams[DiagramKey(lifecycle: lifecycle, language: language, highlight: highlight, root: root, direction: .wide)]
        let narrow = diagrams[DiagramKey(lifecycle: lifecycle, language: language, highlight: highlight, root: root, direction: .narrow)]
        guard let wide, let narrow else { return nil }
        return DiagramView(title: title, svg: wide, narrow: narrow, href: nil)
    }
}
