internal import ArgumentParser
import LifedocGraph

/// `lifedoc graph`: prints the knowledge graph as JSON or as Graphviz DOT.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph", abstract: "Print the knowledge graph of states, methods, tasks and articles.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, dot }

    @OptionGroup var options: ContentOptions

    @Option(name: .long, help: "Output format: json or dot.")
    var format: Format = .json

    func run() throws {
        let linked = try options.load()
        switch format {
        case .json: Console.print(GraphJSON.format(linked.graph))
        case .dot: Console.print(GraphDOT.format(linked.graph))
        }
    }
}
