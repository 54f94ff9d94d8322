import LifedocBase
import LifedocContent

/// The facts each kind of page must declare in at least one language.
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
                if node.protocolName == nil { missing.append("protocol") }
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
