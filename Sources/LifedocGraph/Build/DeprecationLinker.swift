import LifedocBase
import LifedocContent

/// Resolves each deprecated method's declared replacement: a method page (linked, named by its
/// canonical signature), a real API listed in `symbols.yml` (named as written), or neither (an
/// `unknown-reference` error with the nearest method).
enum DeprecationLinker {
    static func link(
        nodes: inout [Node], pages: [PageID: [Language: Page]], resolver: SymbolResolver, diagnostics: inout [Diagnostic]
    ) {
        for index in nodes.indices where nodes[index].deprecation != nil {
            let headers = Language.allCases.compactMap { pages[nodes[index].id]?[$0]?.header }
            guard let declared = headers.compactMap({ $0.deprecation?.replacement }).first else { continue }
            if let target = resolver.resolve(declared.value) {
                let symbol = nodes.first { $0.id == target }?.symbol
                nodes[index].deprecation?.replacementID = target
                nodes[index].deprecation?.replacement = symbol ?? declared.value
            } else if resolver.isExternal(declared.value) {
                nodes[index].deprecation?.replacement = declared.value
            } else if let file = resolver.unparsedPage(naming: declared.value) {
                diagnostics.append(Diagnostic(
                    .unknownReference, at: declared.location,
                    "replacement '\(declared.value)' names no method page; its page \(file) does not parse",
                    related: [SourceLocation(file: file, line: 1)]))
            } else {
                diagnostics.append(Diagnostic(
                    .unknownReference, at: declared.location,
                    "replacement '\(declared.value)' names no method page and no API in symbols.yml",
                    suggestion: resolver.nearest(to: declared.value)?.signature))
            }
        }
    }
}
