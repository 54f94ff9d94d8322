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

    /// Encodes `graph` as pretty-printed JSON with a trailing newline: what `JSONEncoder` makes of
    /// the whole `Document`, byte for byte, but encoded `chunk` records at a time. The encoder
    /// builds a tree of every value before it writes; for a graph of 20,000 pages and 200,000
    /// edges that tree is over 100 MB, at the very end of a build. Each chunk is encoded as an
    /// array, and its records are placed one level deeper (two spaces more after each line break:
    /// JSON strings hold no raw line breaks).
    package static func format(_ graph: KnowledgeGraph, chunk: Int = 2_000) -> String {
        String(decoding: bytes(graph, chunk: chunk), as: UTF8.self)
    }

    /// The UTF-8 bytes of `format(_:chunk:)`, as the site writes them. The chunks are kept apart
    /// and joined once their total is known: grown by doubling, one list of the 35 MB a graph of
    /// 20,000 pages takes held up to 64 MB and copied as it grew.
    package static func bytes(_ graph: KnowledgeGraph, chunk: Int = 2_000) -> [UInt8] {
        guard !graph.nodes.isEmpty, !graph.edges.isEmpty, chunk > 0 else {
            return Array(whole(Document(nodes: graph.nodes.map(record), edges: graph.edges.map(record))).utf8)
        }
        var pieces: [[UInt8]] = [Array("{\n  \"edges\" : [\n".utf8)]
        append(graph.edges, as: record, chunk: chunk, to: &pieces)
        pieces.append(Array("\n  ],\n  \"nodes\" : [\n".utf8))
        append(graph.nodes, as: record, chunk: chunk, to: &pieces)
        pieces.append(Array("\n  ]\n}\n".utf8))
        var out: [UInt8] = []
        out.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for index in pieces.indices {
            out += pieces[index]
            pieces[index] = []
        }
        return out
    }

    /// The whole document through one `JSONEncoder` call (what `format` is proven against).
    static func whole(_ document: Document) -> String {
        String(decoding: (try? encoder.encode(document)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }

    /// The encoder: pretty-printed, keys sorted, slashes not escaped.
    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Appends `items` as records of a top-level list, `chunk` at a time (a piece each), separated
    /// by `,\n`.
    private static func append<Item, Record: Encodable>(
        _ items: [Item], as record: (Item) -> Record, chunk: Int, to pieces: inout [[UInt8]]
    ) {
        let encoder = encoder
        for start in stride(from: 0, to: items.count, by: chunk) {
            let records = items[start..<min(start + chunk, items.count)].map(record)
            guard let data = try? encoder.encode(records) else { continue }
            // `[\n` + records, each line indented two spaces + `\n]`: the records' lines, four spaces in.
            let bytes = Array(data)
            guard bytes.count >= 4 else { continue }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + bytes.count / 8)
            if start > 0 { out.append(contentsOf: ",\n".utf8) }
            out.append(contentsOf: [0x20, 0x20])
            let body = bytes[2..<(bytes.count - 2)]
            for index in body.indices {
                out.append(body[index])
                // An empty line (an empty list's, `[\n\n]`) stays empty, as in the whole document.
                if body[index] == UInt8(ascii: "\n"), index + 1 < body.endIndex, body[index + 1] != UInt8(ascii: "\n") {
                    out.append(contentsOf: [0x20, 0x20])
                }
            }
            pieces.append(out)
        }
    }

    static func record(_ node: Node) -> NodeRecord {
        NodeRecord(
            id: node.id.rawValue, kind: node.kind.rawValue,
            titles: Dictionary(uniqueKeysWithValues: node.titles.map { ($0.key.rawValue, $0.value) }),
            languages: node.languages.map(\.rawValue), symbol: node.symbol, objc: node.objc,
            declaration: node.declaration, protocol: node.protocolName, class: node.className,
            deprecated: node.deprecation.map { DeprecatedRecord(version: $0.version, replacement: $0.replacement) },
            availability: node.availability,
            notification: node.notification, lifecycle: node.lifecycle?.rawValue, group: node.group,
            order: node.order)
    }

    static func record(_ edge: Edge) -> EdgeRecord {
        EdgeRecord(from: edge.from.rawValue, to: edge.to.rawValue, kind: edge.kind.rawValue,
                   via: edge.via?.rawValue, order: edge.via == nil ? nil : edge.order)
    }
}
