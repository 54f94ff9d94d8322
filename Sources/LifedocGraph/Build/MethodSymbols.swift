import LifedocBase
import LifedocContent

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
            // A second page declaring a signature or selector is reported, and the first page
            // keeps it: mentions still resolve, to the page that declared it first.
            let spellings = [signature, node.objc].compactMap { $0 }
            if let taken = spellings.first(where: { owners[$0.lowercased()].map { $0 != node.id } ?? false }) {
                diagnostics.append(Diagnostic(
                    .duplicateSymbol, at: location,
                    "'\(taken)' is already declared by '\(owners[taken.lowercased()]!)'; this page's symbol is ignored"))
                continue
            }
            for spelling in spellings { owners[spelling.lowercased()] = node.id }
            symbols.append(MethodSymbol(id: node.id, signature: signature, selector: node.objc, notification: node.notification))
        }
        return symbols
    }
}
