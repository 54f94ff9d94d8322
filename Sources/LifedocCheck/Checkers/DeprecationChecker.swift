import LifedocBase
import LifedocContent
import LifedocGraph

/// A deprecated method names what replaces it: its `deprecated:` field declares a `replacement`, so
/// readers of the page, `lifedoc show` and the graph know where the code should move.
struct DeprecationChecker: Checker {
    func check(_ content: LinkedContent, workers: Workers) -> [Diagnostic] {
        content.graph.nodes(of: .method).compactMap { node -> Diagnostic? in
            guard let deprecation = node.deprecation, deprecation.replacement == nil else { return nil }
            let header = Language.allCases.lazy.compactMap { content.page(node.id, in: $0)?.page }
                .first { $0.header.deprecation != nil }
            // A replacement that was declared but names nothing is already an unknown-reference error.
            guard let header, header.header.deprecation?.replacement == nil else { return nil }
            return Diagnostic(
                .missingReplacement, at: header.header.deprecation?.version.location,
                "'\(node.symbol ?? node.id.rawValue)' is deprecated since iOS \(deprecation.version) but its page names no replacement: "
                    + "add 'replacement:' under 'deprecated:' with the method to use instead")
        }
    }
}
