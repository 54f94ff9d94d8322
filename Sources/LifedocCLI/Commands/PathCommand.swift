internal import ArgumentParser
import Foundation
import LifedocBase
import LifedocContent
import LifedocGraph

/// `lifedoc path FROM TO`: the ordered delegate calls that take an app or scene between two states.
struct PathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path",
        abstract: "Print the delegate calls that take an app or scene from one state to another.",
        discussion: """
            States may be named by id (states/scene/background), by life cycle and slug (scene/background), \
            by slug (foreground-active), by title or glossary word in either language (\"Foreground Active\", \
            \"포그라운드 활성\", 미실행), each with its life cycle before it if you like (\"scene background\", \
            \"씬 백그라운드\"). A name both life cycles use (background) takes the life cycle of the other state. \
            Errors are in the language the states are named in. Exits 1 when no path exists.
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
        let language = ReaderLanguage.of(from + " " + to, lang: lang)
        let (start, goal) = try StateChoice.pair(from, to, in: graph, glossary: linked.glossary, language: language)
        guard let steps = graph.path(from: start.id, to: goal.id) else {
            let (first, last) = (StateChoice.name(of: start, in: language), StateChoice.name(of: goal, in: language))
            Console.error(
                language == .ko
                    ? "error: '\(first)'에서 \(KoreanParticles.attach("'\(last)'", .toward)) 가는 경로가 없습니다"
                    : "error: no sequence of moves leads from '\(first)' to '\(last)'")
            throw ExitCode(1)
        }
        let text = PathReport.text(steps: steps, from: start, to: goal, graph: graph, language: language)
        Console.print(TerminalText.width().map { TerminalText.wrap(text, width: $0) } ?? text)
    }
}

/// Picks the two states a `path` command names, settling a shared name by the other state's life
/// cycle, and says in the reader's language why it cannot.
enum StateChoice {
    static func pair(
        _ from: String, _ to: String, in graph: KnowledgeGraph, glossary: Glossary = .empty, language: Language = .en
    ) throws -> (Node, Node) {
        let korean = language == .ko
        let starts = graph.states(matching: from, glossary: glossary)
        let goals = graph.states(matching: to, glossary: glossary)
        for (name, found) in [(from, starts), (to, goals)] where found.isEmpty {
            throw ValidationError(message(forUnknown: name, in: graph, glossary: glossary, language: language))
        }
        let pairs = starts.flatMap { start in goals.map { (start, $0) } }.filter { $0.0.lifecycle == $0.1.lifecycle }
        guard pairs.count == 1 else {
            let both = korean ? "\(KoreanParticles.attach("'\(from)'", .and)) '\(to)'" : "'\(from)' and '\(to)'"
            if pairs.isEmpty {
                var message = korean ? "\(KoreanParticles.attach(both, .topic)) 같은 생명 주기의 상태가 아닙니다" : "\(both) are not states of the same life cycle"
                // The app's Active is the scene's Foreground Active: name the state meant in the
                // first state's life cycle.
                if let start = starts.first, let lifecycle = start.lifecycle, let goal = goals.first,
                    let match = counterpart(of: goal, among: graph.nodes(of: .state).filter { $0.lifecycle == lifecycle })
                {
                    let command = "lifedoc path \(lifecycle.rawValue)/\(start.id.slug) \(lifecycle.rawValue)/\(match.id.slug)"
                    message += korean
                        ? ". \(lifecycle == .app ? "앱" : "씬") 생명 주기에서는 '\(name(of: match, in: language))'입니다: \(command)"
                        : "; in the \(lifecycle.rawValue) life cycle it is '\(match.title(in: .en))': \(command)"
                }
                throw ValidationError(message)
            }
            throw ValidationError(
                korean
                    ? "\(KoreanParticles.attach(both, .topic)) 두 생명 주기에 모두 있습니다. 하나를 고르세요. 예: scene/\(starts[0].id.slug)"
                    : "\(both) exist in both life cycles; name one, e.g. scene/\(starts[0].id.slug)")
        }
        return pairs[0]
    }

    /// Why `name` names no state, and what it might have meant: nothing when it is blank; a life
    /// cycle's name alone (앱) with an example; the states it is part of the name of (포그라운드);
    /// else the nearest name to a misspelt one; else every state.
    static func message(forUnknown name: String, in graph: KnowledgeGraph, glossary: Glossary, language: Language) -> String {
        let korean = language == .ko
        if name.allSatisfy(\.isWhitespace) {
            return korean ? "상태 이름이 비어 있습니다" : "a state's name is empty"
        }
        let missing = korean ? "\(KoreanParticles.attach("'\(name)'", .quote)) 상태는 없습니다" : "no state is named '\(name)'"
        func listed(_ states: [Node]) -> String {
            states.map { "\(self.name(of: $0, in: language)) (\(shortID(of: $0)))" }.joined(separator: ", ")
        }
        if let lifecycle = graph.lifecycle(named: name, glossary: glossary) {
            let example = graph.nodes(of: .state).first { $0.lifecycle == lifecycle && ($0.id.slug == "active" || $0.id.slug.hasSuffix("-active")) }
                ?? graph.nodes(of: .state).first { $0.lifecycle == lifecycle }
            let state = example.map { korean ? self.name(of: $0, in: .ko) : $0.title(in: .en).lowercased() } ?? ""
            return korean
                ? "\(KoreanParticles.attach("'\(name)'", .topic)) 생명 주기의 이름입니다. 상태와 함께 쓰세요. 예: '\(name) \(state)'"
                : "'\(name)' names a life cycle; name a state with it, e.g. '\(name) \(state)'"
        }
        let partly = graph.states(partlyMatching: name, glossary: glossary)
        if !partly.isEmpty {
            return missing + (korean ? ". 이 중 하나인가요? " : "; it could be one of: ") + listed(partly)
        }
        // A misspelt name gets the nearest state's name, in any of the ways states are named, or
        // the states whose names hold the nearest word of a title (forground: the two Foreground
        // ones); a word of fewer than three letters (않음) is no name on its own.
        var names: Set<String> = []
        for state in graph.nodes(of: .state) {
            names.formUnion([state.id.slug, shortID(of: state)])
            for title in state.titles.values {
                names.insert(title.lowercased())
                names.insert(title.prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces).lowercased())
                names.formUnion(title.lowercased().split { !$0.isLetter }.filter { $0.count >= 3 }.map(String.init))
            }
        }
        if let nearest = EditDistance.nearest(to: name.lowercased(), among: names.sorted(), limit: { max(2, $0.count / 3) }) {
            if graph.states(matching: nearest, glossary: glossary).isEmpty {
                let meant = graph.states(partlyMatching: nearest, glossary: glossary)
                if !meant.isEmpty { return missing + (korean ? ". 이 중 하나인가요? " : "; did you mean one of: ") + listed(meant) }
            }
            return missing + (korean ? ". \(KoreanParticles.attach("'\(nearest)'", .object)) 찾으셨나요?" : "; did you mean '\(nearest)'?")
        }
        return missing + (korean ? ". 상태는 다음과 같습니다: " : "; states are: ") + listed(graph.nodes(of: .state))
    }

    /// A state's id below `states/` (`scene/background`), as the command accepts it.
    static func shortID(of state: Node) -> String {
        String(state.id.rawValue.dropFirst(state.id.rawValue.hasPrefix("states/") ? 7 : 0))
    }

    /// A state's title in `language`, without the English name a Korean title gives in parentheses.
    static func name(of state: Node, in language: Language) -> String {
        let title = state.title(in: language)
        guard language == .ko, let open = title.firstIndex(of: "("), open > title.startIndex else { return title }
        return title[..<open].trimmingCharacters(in: .whitespaces)
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
