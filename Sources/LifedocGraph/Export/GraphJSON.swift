import Foundation
import LifedocBase
import LifedocContent

/// The graph as JSON: `{"nodes":[{"id","kind","symbol","objc","titles":{"en","ko"},…}],"edges":[{"from","to","kind"}]}`.
/// The wire structs are separate from the model so refactors cannot change the format; keys are
/// sorted and slashes are not escaped.
package enum GraphJSON {
    struct Document: Encodable {
        var nodes: [NodeRecord]
        var edges: [EdgeRecord]
    }

    struct NodeRecord: Encodable {
        var id: String
        var kind: String
        var titles: [String: String]
        var languages: [String]
        var symbol: String?
        var objc: String?
        var declaration: String?
        var `protocol`: String?
        var `class`: String?
        var deprecated: DeprecatedRecord?
        var availability: String?
        var notification: String?
        var lifecycle: String?
        var group: String?
        var order: Int?
    }

    struct DeprecatedRecord: Encodable {
        var version: String
        var replacement: String?
    }

    struct EdgeRecord: Encodable {
        var from: String
        var to: String
        var kind: String
        var via: String?
        var order: Int?
    }

    /// Encodes `graph` as pretty-printed JSON with a trailing newline.
    package static func format(_ graph: KnowledgeGraph) -> String {
        let document = Document(
            nodes: graph.nodes.map { node in
                NodeRecord(
                    id: node.id.rawValue, kind: node.kind.rawValue,
                    titles: Dictionary(uniqueKeysWithValues: node.titles.map { ($0.key.rawValue, $0.value) }),
                    languages: node.languages.map(\.rawValue), symbol: node.symbol, objc: node.objc,
                    declaration: node.declaration, protocol: node.protocolName, class: node.className,
                    deprecated: node.deprecation.map { DeprecatedRecord(version: $0.version, replacement: $0.replacement) },
                    availability: node.availability,
                    notification: node.notification, lifecycle: node.lifecycle?.rawValue, group: node.group,
                    order: node.order)
            },
            edges: graph.edges.map { edge in
                EdgeRecord(from: edge.from.rawValue, to: edge.to.rawValue, kind: edge.kind.rawValue,
                           via: edge.via?.rawValue, order: edge.via == nil ? nil : edge.order)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
