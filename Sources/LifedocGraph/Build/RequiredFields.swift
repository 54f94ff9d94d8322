import LifedocBase
import LifedocContent

/// The facts each kind of page must declare in at least one language: a method its symbol and its
/// declaring type (`protocol:` or, for a class's method, `class:`), a state its life cycle.
enum RequiredFields {
    static func check(nodes: [Node], pages: [PageID: [Language: Page]]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for node in nodes {
            guard let page = Language.allCases.compactMap({ pages[node.id]?[$0] }).first else { continue }
            let at = page.header.kind?.location ?? page.location(1)
            var missing: [String] = []
            switch node.kind {
            case .state where node.lifecycle == nil: missing.append("lifecycle")
            case .method:
                if node.symbol == nil { missing.append("symbol") }
                if node.protocolName == nil && node.className == nil { missing.append("protocol") }
                if node.protocolName != nil && node.className != nil {
                    diagnostics.append(Diagnostic(
                        .invalidField, at: at,
                        "method page '\(node.id)' declares both 'protocol' and 'class'; a method has one declaring type",
                        suggestion: "keep 'protocol: \(node.protocolName!)' or 'class: \(node.className!)'"))
                }
            default: break
            }
            for field in missing {
                diagnostics.append(Diagnostic(
                    .missingField, at: at, "\(node.kind.rawValue) page '\(node.id)' has no '\(field)' in either language"))
            }
        }
        return diagnostics
    }
}
