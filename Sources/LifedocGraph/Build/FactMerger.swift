import LifedocBase
package import LifedocContent

/// Merges the front matter of a page's two language versions into one node. Facts may be declared
/// in either language; where both declare one, the two must agree.
struct FactMerger {
    var diagnostics: [Diagnostic] = []

    /// The node for `id` from its pages (at least one).
    mutating func merge(id: PageID, pages: [Language: Page]) -> Node {
        let ordered = Language.allCases.compactMap { pages[$0] }
        let primary = ordered[0]
        var node = Node(id: id, kind: primary.kind)
        for page in ordered {
            node.titles[page.language] = page.title
            node.files[page.language] = page.file
        }
        if ordered.count == 2, ordered[0].kind != ordered[1].kind {
            conflict("kind", ordered[1].header.kind?.location, ordered[0].header.kind?.location,
                     ordered[1].kind.rawValue, ordered[0].kind.rawValue)
        }
        let headers = ordered.map(\.header)
        node.lifecycle = agreed("lifecycle", headers.map(\.lifecycle))
        node.symbol = agreed("symbol", headers.map(\.symbol))
        node.objc = agreed("objc", headers.map(\.objc))
        node.declaration = agreed("declaration", headers.map(\.declaration))
        node.protocolName = agreed("protocol", headers.map(\.protocolName))
        node.className = agreed("class", headers.map(\.className))
        node.availability = agreed("availability", headers.map(\.availability))
        if let version = agreed("deprecated.version", headers.map { $0.deprecation?.version }) {
            // The replacement is resolved to a method once the symbols are known (DeprecationLinker).
            _ = agreed("deprecated.replacement", headers.map { $0.deprecation?.replacement })
            node.deprecation = Deprecation(version: version)
        }
        node.notification = agreed("notification", headers.map(\.notification))
        node.group = agreed("group", headers.map(\.group))
        node.order = agreed("order", headers.map(\.order))
        return node
    }

    /// The declared value of a fact, reporting a conflict when two declarations differ.
    private mutating func agreed<Value: Hashable & Sendable & CustomStringConvertible>(
        _ name: String, _ values: [Located<Value>?]
    ) -> Value? {
        let declared = values.compactMap { $0 }
        guard let first = declared.first else { return nil }
        for other in declared.dropFirst() where other.value != first.value {
            conflict(name, other.location, first.location, other.value.description, first.value.description)
        }
        return first.value
    }

    private mutating func conflict(
        _ name: String, _ location: SourceLocation?, _ other: SourceLocation?, _ value: String, _ otherValue: String
    ) {
        diagnostics.append(Diagnostic(
            .conflictingFact, at: location,
            "\(name) '\(value)' disagrees with '\(otherValue)' declared in the other language",
            related: other.map { [$0] } ?? []))
    }
}

extension Lifecycle: CustomStringConvertible {
    package var description: String { rawValue }
}
