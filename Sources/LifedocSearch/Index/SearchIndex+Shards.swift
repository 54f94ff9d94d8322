import Foundation
package import LifedocBase

/// The index as the site ships it, so a browser fetches only what a query needs, even from disk:
///
/// ```
/// search/manifest.js   counts and glossary equivalences
/// search/symbols.js    the symbol vocabulary, fetched only to correct a misspelled name
/// search/t/<k>.js      the terms whose FNV-1a hash modulo the shard count is k, with their postings
/// search/d/<k>.js      documents 8k … 8k + 7 (titles, URLs, snippet text)
/// ```
///
/// Each file is one line, `lifedocSearch.receive("<name>", <JSON>);`, so a `<script>` element can
/// load it from `file://`, where `fetch` is refused; `lifedoc search` strips the call and reads the JSON.
extension SearchIndex {
    /// The version of the index's format: 3 added the event lexicon, the page kinds and life cycles;
    /// 4 the Snowball stems, Korean stems (`s:`) and exact-name keys (`t:`), which an older index lacks;
    /// 6 the page delegates and the scene delegate's names; 7 the state phrases of the lexicon; 8
    /// the words of pages' names (`h:`) and delegate methods' names without the delegate; 9 the
    /// lexicon's `except` words and its entries' `scene` words; 10 the methods called next
    /// (`pageNext`); 11 activity stemmed apart from active (`Analyzer.keptApart`); 12 the life
    /// cycle of state pages in `pageDelegates`; 13 the states methods move into (`pageStates`); 14 the lexicon's `compare` words.
    package static let formatVersion = 14
    /// Documents per document file: a query's ten hits fall in up to ten files, so they stay small.
    package static let documentChunk = 8
    /// About how many bytes of postings a term shard holds.
    package static let shardTarget = 16_000

    /// What the manifest holds.
    struct Manifest: Codable, Sendable {
        var version: Int
        var documentCount: Int
        var documentChunk: Int
        var termShards: Int
        var synonyms: [[[String]]]
        var lexicon: SearchLexicon
        var pageKinds: String
        var pageDelegates: String
        var pageNext: [[Int]]
        var pageStates: [[Int]]
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

    /// One of the site's search files: its path below the site root and its UTF-8 bytes.
    package struct File: Sendable, Equatable {
        package var path: String
        package var bytes: [UInt8]

        /// The file's text.
        package var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// The site's search files, by path below the site root, sorted.
    ///
    /// The index is taken (`consuming`): at 10,000 pages per language its postings and documents are
    /// about 60 MB and its files about 43 MB, so each term shard and chunk of documents is let go
    /// as soon as its file is made, and each file is made as bytes once (made as text first, then
    /// copied to bytes by the writer, the files were two copies of 43 MB beside the whole index).
    package consuming func shardFiles(workers: Workers = .allCores) throws -> [File] {
        var termBytes = 0
        for (term, entry) in terms { termBytes += term.utf8.count + 24 + entry.postings.count * 4 }
        let shardCount = max(1, (termBytes + Self.shardTarget - 1) / Self.shardTarget)
        var shards = [[String: TermEntry]](repeating: [:], count: shardCount)
        for (term, entry) in terms { shards[Self.shard(of: term, count: shardCount)][term] = entry }
        terms = [:]
        let manifest = Manifest(
            version: version, documentCount: documents.count, documentChunk: Self.documentChunk, termShards: shardCount,
            synonyms: synonyms, lexicon: lexicon, pageKinds: pageKinds, pageDelegates: pageDelegates,
            pageNext: pageNext, pageStates: pageStates)
        // Each file is encoded on its own, by `workers` (an encoder each), into the list in path
        // order; a worker takes its part out of `held`, so the part goes once its file is made.
        var parts: [(path: String, name: String, value: any Encodable & Sendable)] = [
            ("search/manifest.js", "manifest", manifest), ("search/symbols.js", "symbols", symbolTerms),
        ]
        for (number, shard) in shards.enumerated() { parts.append(("search/t/\(number).js", "t/\(number)", shard)) }
        shards = []
        for start in stride(from: 0, to: documents.count, by: Self.documentChunk) {
            let chunk = Array(documents[start..<min(start + Self.documentChunk, documents.count)])
            parts.append(("search/d/\(start / Self.documentChunk).js", "d/\(start / Self.documentChunk)", chunk))
        }
        documents = []
        let paths = parts.map(\.path)
        let held = ResultSlots<(name: String, value: any Encodable & Sendable)>(count: parts.count)
        for (index, part) in parts.enumerated() { held.store((part.name, part.value), at: index) }
        parts = []
        let encoded = workers.map(Array(paths.indices)) { index -> Result<[UInt8], any Error> in
            let part = held.take(at: index)
            return Result {
                var bytes = Array("lifedocSearch.receive(\"\(part.name)\", ".utf8)
                if let shard = part.value as? [String: TermEntry] {
                    TermShardJSON.append(shard, to: &bytes)
                } else {
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                    bytes += try encoder.encode(part.value)
                }
                bytes += ");\n".utf8
                return bytes
            }
        }
        var files: [File] = []
        files.reserveCapacity(paths.count)
        for (path, bytes) in zip(paths, encoded) { files.append(File(path: path, bytes: try bytes.get())) }
        return files.sorted { $0.path < $1.path }
    }

    /// Reads the whole index back from the site's search files; `read` returns a file's text by path
    /// below the site root, or nil when it is missing.
    package static func fromShards(_ read: @escaping (String) throws -> String?) throws -> SearchIndex {
        var reader = try SearchIndexReader(read: read)
        return try reader.loadAll()
    }

    /// Why the site's search files cannot be read.
    package enum ShardError: Error, Equatable, CustomStringConvertible {
        case missing(String), malformed(String), unsupported(Int)

        package var description: String {
            switch self {
            case let .missing(path): "\(path) is missing"
            case let .malformed(path): "\(path) is not a lifedoc search file"
            case let .unsupported(version): "the index has format version \(version); this lifedoc reads version \(SearchIndex.formatVersion)"
            }
        }
    }
}
