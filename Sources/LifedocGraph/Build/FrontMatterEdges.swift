import LifedocBase
import LifedocContent

/// The edges front matter declares: transitions (from methods and, for moves without a call, from
/// states), the state each method signals, counterparts, and the methods a task belongs to.
enum FrontMatterEdges {
    static func edges(
        nodes: [Node], pages: [PageID: [Language: Page]], resolver: SymbolResolver, diagnostics: inout [Diagnostic]
    ) -> [Edge] {
        let states = Set(nodes.filter { $0.kind == .state }.map(\.id))
        var edges: [Edge] = []
        func state(_ reference: String, at location: SourceLocation) -> PageID? {
            for candidate in [PageID(reference), PageID("states/" + reference)] where states.contains(candidate) {
                return candidate
            }
            diagnostics.append(Diagnostic(.unknownReference, at: location, "'\(reference)' names no state page"))
            return nil
        }
        func method(_ reference: Located<String>) -> PageID? {
            if let id = resolver.resolve(reference.value) { return id }
            if let file = resolver.unparsedPage(naming: reference.value) {
                diagnostics.append(Diagnostic(
                    .unknownReference, at: reference.location,
                    "'\(reference.value)' names no method page; its page \(file) does not parse",
                    related: [SourceLocation(file: file, line: 1)]))
                return nil
            }
            diagnostics.append(Diagnostic(
                .unknownReference, at: reference.location, "'\(reference.value)' names no method page",
                suggestion: resolver.nearest(to: reference.value)?.signature))
            return nil
        }
        for node in nodes {
            let headers = Language.allCases.compactMap { pages[node.id]?[$0]?.header }
            let transitions = Self.agreedTransitions(headers, diagnostics: &diagnostics)
            for declaration in transitions {
                switch node.kind {
                case .method:
                    guard let fromText = declaration.from else {
                        diagnostics.append(Diagnostic(
                            .invalidField, at: declaration.location, "a method's transition needs 'from' and 'to'"))
                        continue
                    }
                    guard let from = state(fromText, at: declaration.location),
                          let to = state(declaration.to, at: declaration.location) else { continue }
                    edges.append(Edge(from: from, to: to, kind: .transition, via: node.id, order: declaration.order))
                    edges.append(Edge(from: node.id, to: to, kind: .signals))
                case .state:
                    guard let to = state(declaration.to, at: declaration.location) else { continue }
                    edges.append(Edge(from: node.id, to: to, kind: .transition, order: declaration.order))
                default:
                    continue
                }
            }
            if let counterpart = headers.compactMap(\.counterpart).first, let target = method(counterpart) {
                edges.append(Edge(from: node.id, to: target, kind: .counterpart))
            }
            if node.kind == .task {
                let declared = headers.first { !$0.methods.isEmpty }?.methods ?? []
                for reference in declared {
                    if let target = method(reference) { edges.append(Edge(from: target, to: node.id, kind: .performs)) }
                }
            }
        }
        return edges
    }

    /// The transitions of a node: those of the first language that declares any; a second language
    /// that declares a different set is a conflict.
    private static func agreedTransitions(_ headers: [PageHeader], diagnostics: inout [Diagnostic]) -> [TransitionDeclaration] {
        let declaring = headers.filter { !$0.transitions.isEmpty }
        guard let first = declaring.first else { return [] }
        func key(_ list: [TransitionDeclaration]) -> [String] {
            list.map { "\($0.from ?? "")>\($0.to)#\($0.order)" }.sorted()
        }
        for other in declaring.dropFirst() where key(other.transitions) != key(first.transitions) {
            diagnostics.append(Diagnostic(
                .conflictingFact, at: other.transitions[0].location,
                "transitions disagree with those declared in the other language",
                related: [first.transitions[0].location]))
        }
        return first.transitions
    }
}
