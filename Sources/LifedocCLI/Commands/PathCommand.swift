internal import ArgumentParser
import LifedocBase
import LifedocGraph

/// `lifedoc path FROM TO`: the ordered delegate calls that take an app or scene between two states.
struct PathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path",
        abstract: "Print the delegate calls that take an app or scene from one state to another.",
        discussion: """
            States may be named by id (states/scene/background), by life cycle and slug (scene/background), \
            by slug (foreground-active) or by title in either language (\"Foreground Active\", \"포그라운드 활성\"). \
            A name both life cycles use (background) takes the life cycle of the other state. Exits 1 when \
            no path exists.
            """)

    @OptionGroup var options: ContentOptions

    @Option(name: .long, help: "Answer in this language: ko or en (default: the language the states are named in, else LANG's).")
    var lang: String?

    func validate() throws {
        if let lang, Language(rawValue: lang) == nil { throw ValidationError("--lang must be ko or en") }
    }

    @Argument(help: "The state to start from.")
    var from: String

    @Argument(help: "The state to reach.")
    var to: String

    func run() throws {
        let linked = try options.load()
        let graph = linked.graph
        let (start, goal) = try StateChoice.pair(from, to, in: graph)
        guard let steps = graph.path(from: start.id, to: goal.id) else {
            Console.error("error: no sequence of moves leads from '\(start.title(in: .en))' to '\(goal.title(in: .en))'")
            throw ExitCode(1)
        }
        let text = PathReport.text(steps: steps, from: start, to: goal, graph: graph, language: ReaderLanguage.of(from + " " + to, lang: lang))
        Console.print(TerminalText.width().map { TerminalText.wrap(text, width: $0) } ?? text)
    }
}

/// Picks the two states a `path` command names, settling a shared name by the other state's life cycle.
enum StateChoice {
    static func pair(_ from: String, _ to: String, in graph: KnowledgeGraph) throws -> (Node, Node) {
        let starts = graph.states(matching: from)
        let goals = graph.states(matching: to)
        for (name, found) in [(from, starts), (to, goals)] where found.isEmpty {
            let known = graph.nodes(of: .state).map { $0.id.rawValue.replacingOccurrences(of: "states/", with: "") }
            // A misspelt name gets the nearest state's name, in any of the ways states are named.
            var names: [String] = []
            for state in graph.nodes(of: .state) {
                names += [state.id.slug, state.id.rawValue.replacingOccurrences(of: "states/", with: "")]
                names += Language.allCases.compactMap { state.titles[$0]?.lowercased() }
            }
            if let nearest = EditDistance.nearest(to: name.lowercased(), among: Array(Set(names)).sorted(), limit: { max(2, $0.count / 3) }) {
                throw ValidationError("no state is named '\(name)'; did you mean '\(nearest)'?")
            }
            throw ValidationError("no state is named '\(name)'; states are: \(known.joined(separator: ", "))")
        }
        let pairs = starts.flatMap { start in goals.map { (start, $0) } }.filter { $0.0.lifecycle == $0.1.lifecycle }
        guard pairs.count == 1 else {
            if pairs.isEmpty {
                var message = "'\(from)' and '\(to)' are not states of the same life cycle"
                // The app's Active is the scene's Foreground Active: name the state meant in the
                // first state's life cycle.
                if let start = starts.first, let lifecycle = start.lifecycle, let goal = goals.first,
                    let match = counterpart(of: goal, among: graph.nodes(of: .state).filter { $0.lifecycle == lifecycle })
                {
                    message += "; in the \(lifecycle.rawValue) life cycle it is '\(match.title(in: .en))': "
                        + "lifedoc path \(lifecycle.rawValue)/\(start.id.slug) \(lifecycle.rawValue)/\(match.id.slug)"
                }
                throw ValidationError(message)
            }
            throw ValidationError("'\(from)' and '\(to)' exist in both life cycles; name one, e.g. scene/\(starts[0].id.slug)")
        }
        return pairs[0]
    }

    /// The state of `states` whose English title's words end `goal`'s, or are ended by them
    /// (Active and Foreground Active, Inactive and Foreground Inactive; not Active and Foreground
    /// Inactive): the one with the most words.
    static func counterpart(of goal: Node, among states: [Node]) -> Node? {
        func words(_ node: Node) -> [Substring] { node.title(in: .en).lowercased().split { !$0.isLetter } }
        let wanted = words(goal)
        func endsWith(_ long: [Substring], _ short: [Substring]) -> Bool {
            !short.isEmpty && long.count >= short.count && Array(long.suffix(short.count)) == short
        }
        return states.filter { endsWith(wanted, words($0)) || endsWith(words($0), wanted) }
            .max { (words($0).count, $1.id) < (words($1).count, $0.id) }
    }
}
