import LifedocBase
import LifedocContent
import LifedocGraph

/// One drawing of a state machine: a life cycle in a language, with one state highlighted or none,
/// its links relative to `root`. The home pages and every state page need one each.
struct DiagramKey: Hashable, Sendable {
    var lifecycle: Lifecycle
    var language: Language
    var highlight: PageID?
    var root: String

    /// Every drawing the site needs, rendered by Graphviz in parallel.
    static func renderAll(input: SiteInput, index: SiteIndex) throws -> [DiagramKey: String] {
        let graph = input.content.graph
        var keys: [DiagramKey] = []
        for language in Language.allCases {
            let homeRoot = SitePaths.root(of: SitePaths.home(language))
            for lifecycle in Lifecycle.allCases {
                keys.append(DiagramKey(lifecycle: lifecycle, language: language, highlight: nil, root: homeRoot))
            }
            for state in graph.nodes(of: .state) where index.languages[state.id]?.contains(language) == true {
                guard let lifecycle = state.lifecycle else { continue }
                keys.append(DiagramKey(
                    lifecycle: lifecycle, language: language, highlight: state.id,
                    root: SitePaths.root(of: SitePaths.page(state.id, in: language))))
            }
        }
        // Each drawing's DOT reads the whole graph: all cores.
        let states = graph.nodes(of: .state)
        let sources = keys.parallelMap { key in
            var links: [PageID: String] = [:]
            for state in states where state.lifecycle == key.lifecycle {
                guard let target = index.language(of: state.id, preferring: key.language) else { continue }
                links[state.id] = key.root + SitePaths.page(state.id, in: target)
            }
            return GraphDOT.stateMachine(
                graph, for: key.lifecycle, language: key.language, highlight: key.highlight, links: links, moves: index.moves)
        }
        let hasStates = keys.indices.filter { index in
            states.contains { $0.lifecycle == keys[index].lifecycle }
        }
        let svgs = try input.graphviz.render(hasStates.map { sources[$0] })
        var result: [DiagramKey: String] = [:]
        for (position, keyIndex) in hasStates.enumerated() { result[keys[keyIndex]] = svgs[position] }
        return result
    }
}
