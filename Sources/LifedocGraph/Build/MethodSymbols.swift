package import LifedocBase
package import LifedocContent

/// Collects the method symbols the resolver is built from, checking that each signature is a
/// canonical Swift signature and that no two methods share a signature or selector.
enum MethodSymbols {
    static func collect(
        nodes: inout [Node], pages: [PageID: [Language: Page]], diagnostics: inout [Diagnostic]
    ) -> [MethodSymbol] {
        var symbols: [MethodSymbol] = []
        var owners: [String: PageID] = [:]
        for index in nodes.indices where nodes[index].kind == .method {
            let node = nodes[index]
            guard let symbol = node.symbol else { continue }
            let header = Language.allCases.compactMap { pages[node.id]?[$0]?.header }.first { $0.symbol != nil }
            let location = header?.symbol?.location
            guard let signature = SpellingParser.parse(symbol)?.signature, signature == symbol.filter({ $0 != " " }) else {
                diagnostics.append(Diagnostic(
                    .invalidField, at: location,
                    "symbol '\(symbol)' is not a Swift signature such as 'sceneDidEnterBackground(_:)'"))
                continue
            }
            nodes[index].symbol = signature
            for key in [signature.lowercased(), node.objc?.lowercased()].compactMap({ $0 }) {
                if let owner = owners[key], owner != node.id {
                    diagnostics.append(Diagnostic(
                        .duplicateSymbol, at: location, "'\(key)' is already declared by '\(owner)'"))
                }
                owners[key] = node.id
            }
            symbols.append(MethodSymbol(id: node.id, signature: signature, selector: node.objc, notification: node.notification))
        }
        return symbols
    }
}
