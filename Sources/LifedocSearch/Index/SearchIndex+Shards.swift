import Foundation

/// The index as the site ships it, so a browser fetches only what a query needs, even from disk:
///
/// ```
/// search/manifest.js   counts, glossary equivalences, the symbol vocabulary
/// search/t/<k>.js      the terms whose FNV-1a hash modulo the shard count is k, with their postings
/// search/d/<k>.js      documents 32k … 32k + 31 (titles, URLs, snippet text)
/// ```
///
/// Each file is one line, `lifedocSearch.receive("<name>", <JSON>);`, so a `<script>` element can
/// load it from `file://`, where `fetch` is refused; `lifedoc search` strips the call and reads the JSON.
extension SearchIndex {
    /// Documents per document file.
    package static let documentChunk = 32
    /// About how many bytes of postings a term shard holds.
    package static let shardTarget = 24_000

    /// What the manifest holds.
    struct Manifest: Codable {
        var version: Int
        var documentCount: Int
        var documentChunk: Int
        var termShards: Int
        var synonyms: [[[String]]]
        var symbolTerms: [String]
    }

    /// The shard of a term: FNV-1a (32-bit) of its UTF-8 bytes, modulo `count`.
    package static func shard(of term: String, count: Int) -> Int {
        var hash: UInt32 = 0x811C_9DC5
        for byte in term.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return Int(hash % UInt32(max(count, 1)))
    }

    /// The site's search files, by path below the site root, sorted.
    package func shardFiles() throws -> [(path: String, text: String)] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var termBytes = 0
        for entry in terms.values { termBytes += 16 + entry.postings.count * 14 }
        let shardCount = max(1, (termBytes + Self.shardTarget - 1) / Self.shardTarget)
        var shards = [[String: TermEntry]](repeating: [:], count: shardCount)
        for (term, entry) in terms { shards[Self.shard(of: term, count: shardCount)][term] = entry }
        func file(_ name: String, _ value: some Encodable) throws -> String {
            let json = String(decoding: try encoder.encode(value), as: UTF8.self)
            return "lifedocSearch.receive(\"\(name)\", \(json));\n"
        }
        var files: [(path: String, text: String)] = []
        let manifest = Manifest(
            version: version, documentCount: documents.count, documentChunk: Self.documentChunk, termShards: shardCount,
            synonyms: synonyms, symbolTerms: symbolTerms)
        files.append(("search/manifest.js", try file("manifest", manifest)))
        for (number, shard) in shards.enumerated() {
            files.append(("search/t/\(number).js", try file("t/\(number)", shard)))
        }
        for start in stride(from: 0, to: documents.count, by: Self.documentChunk) {
            let chunk = Array(documents[start..<min(start + Self.documentChunk, documents.count)])
            files.append(("search/d/\(start / Self.documentChunk).js", try file("d/\(start / Self.documentChunk)", chunk)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Reads the index back from the site's search files; `read` returns a file's text by path below
    /// the site root, or nil when it is missing.
    package static func fromShards(_ read: (String) throws -> String?) throws -> SearchIndex {
        let decoder = JSONDecoder()
        func payload<T: Decodable>(_ path: String, _ name: String, as type: T.Type) throws -> T {
            guard let text = try read(path) else { throw ShardError.missing(path) }
            let prefix = "lifedocSearch.receive(\"\(name)\", "
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard trimmed.hasPrefix(prefix), trimmed.hasSuffix(");") else { throw ShardError.malformed(path) }
            let json = trimmed.dropFirst(prefix.count).dropLast(2)
            return try decoder.decode(T.self, from: Data(json.utf8))
        }
        let manifest = try payload("search/manifest.js", "manifest", as: Manifest.self)
        var terms: [String: TermEntry] = [:]
        for number in 0..<manifest.termShards {
            let shard = try payload("search/t/\(number).js", "t/\(number)", as: [String: TermEntry].self)
            terms.merge(shard) { first, _ in first }
        }
        var documents: [SearchDocument?] = []
        for start in stride(from: 0, to: manifest.documentCount, by: manifest.documentChunk) {
            let number = start / manifest.documentChunk
            documents += try payload("search/d/\(number).js", "d/\(number)", as: [SearchDocument?].self)
        }
        return SearchIndex(
            version: manifest.version, documents: documents, terms: terms, synonyms: manifest.synonyms,
            symbolTerms: manifest.symbolTerms)
    }

    /// Why the site's search files cannot be read.
    package enum ShardError: Error, CustomStringConvertible {
        case missing(String), malformed(String)

        package var description: String {
            switch self {
            case let .missing(path): "\(path) is missing"
            case let .malformed(path): "\(path) is not a lifedoc search file"
            }
        }
    }
}
