import Foundation
package import LifedocBase

/// Reads the site's search files on demand, as the browser's `lifedocSearch.search` does: the
/// manifest first, then only the term shards a query's terms hash to, the symbol vocabulary only
/// when a name may be misspelled, and only the document files of the hits it shows. Files read
/// once are kept, and `bytesRead` counts what was read, which is what a browser would download.
package struct SearchIndexReader {
    private let read: (String) throws -> String?
    private let manifest: SearchIndex.Manifest
    /// What has been loaded so far: the manifest's facts, loaded terms and documents.
    package private(set) var index: SearchIndex
    private var loadedShards: Set<Int> = []
    private var loadedChunks: Set<Int> = []
    private var loadedSymbols = false
    /// The bytes of every file read so far.
    package private(set) var bytesRead = 0
    /// The paths of every file read so far, in reading order.
    package private(set) var filesRead: [String] = []

    /// Reads the manifest; `read` returns a file's text by path below the site root, or nil when
    /// the file is missing.
    package init(read: @escaping (String) throws -> String?) throws {
        self.read = read
        var bytes = 0
        manifest = try Self.payload("search/manifest.js", "manifest", as: SearchIndex.Manifest.self, read, &bytes)
        guard manifest.version == SearchIndex.formatVersion else { throw SearchIndex.ShardError.unsupported(manifest.version) }
        guard manifest.documentChunk > 0, manifest.termShards > 0, manifest.documentCount >= 0 else {
            throw SearchIndex.ShardError.malformed("search/manifest.js")
        }
        bytesRead = bytes
        filesRead = ["search/manifest.js"]
        index = SearchIndex(
            version: manifest.version, documents: Array(repeating: nil, count: manifest.documentCount), terms: [:],
            synonyms: manifest.synonyms, symbolTerms: [], lexicon: manifest.lexicon, pageKinds: manifest.pageKinds,
            pageDelegates: manifest.pageDelegates, pageNext: manifest.pageNext,
            pageStates: manifest.pageStates)
    }

    /// Searches, loading what the query needs first.
    package mutating func search(_ query: String, language: Language? = nil, limit: Int = 10) throws -> [SearchHit] {
        try results(query, language: language, limit: limit).hits
    }

    /// Searches, loading what the query needs first: the first `limit` hits and the number of pages matched.
    package mutating func results(_ query: String, language: Language? = nil, limit: Int = 10) throws -> SearchResults {
        // The query's own terms and glossary forms; then, if a name is missing, the vocabulary
        // and the shards of its correction.
        try loadTerms(index.queryTerms(query) { _ in true }.map(\.term) + index.spacingCandidatesWithGlossary(index.spacedQuery(query)))
        let loaded = index
        // A name the index lacks may be misspelled or typed in part; one pages write that no method's
        // name holds whole (didFinishLaunching) may be a part of one.
        let partOrMissing = { (term: String) in
            loaded.terms[term].map { term.hasPrefix("i:") && !$0.postings.contains(where: \.symbol) } ?? true
        }
        if !loadedSymbols, Analyzer.terms(query).contains(where: { SearchIndex.isCorrectable($0) && partOrMissing($0) }) {
            index.symbolTerms = try payload("search/symbols.js", "symbols", as: [String].self)
            loadedSymbols = true
        }
        try loadTerms(index.queryTerms(query).map(\.term))
        let ranking = index.rank(query, language: language, limit: limit)
        for number in ranking.numbers { try loadChunk(number / manifest.documentChunk) }
        return SearchResults(hits: index.hits(ranking, limit: limit), total: ranking.total)
    }

    /// Loads every file and returns the whole index.
    package mutating func loadAll() throws -> SearchIndex {
        for shard in 0..<manifest.termShards { try loadShard(shard) }
        for chunk in 0..<((manifest.documentCount + manifest.documentChunk - 1) / manifest.documentChunk) {
            try loadChunk(chunk)
        }
        if !loadedSymbols {
            index.symbolTerms = try payload("search/symbols.js", "symbols", as: [String].self)
            loadedSymbols = true
        }
        return index
    }

    private mutating func loadTerms(_ terms: [String]) throws {
        let shards = Set(terms.map { SearchIndex.shard(of: $0, count: manifest.termShards) })
        for shard in shards.sorted() { try loadShard(shard) }
    }

    private mutating func loadShard(_ number: Int) throws {
        guard loadedShards.insert(number).inserted else { return }
        let shard = try payload("search/t/\(number).js", "t/\(number)", as: [String: SearchIndex.TermEntry].self)
        index.terms.merge(shard) { first, _ in first }
    }

    private mutating func loadChunk(_ number: Int) throws {
        guard loadedChunks.insert(number).inserted else { return }
        let documents = try payload("search/d/\(number).js", "d/\(number)", as: [SearchDocument?].self)
        let start = number * manifest.documentChunk
        for (offset, document) in documents.enumerated() where start + offset < index.documents.count {
            index.documents[start + offset] = document
        }
    }

    private mutating func payload<T: Decodable>(_ path: String, _ name: String, as type: T.Type) throws -> T {
        let value = try Self.payload(path, name, as: type, read, &bytesRead)
        filesRead.append(path)
        return value
    }

    /// The JSON value of one search file, `lifedocSearch.receive("<name>", <JSON>);`.
    private static func payload<T: Decodable>(
        _ path: String, _ name: String, as type: T.Type, _ read: (String) throws -> String?, _ bytes: inout Int
    ) throws -> T {
        guard let text = try read(path) else { throw SearchIndex.ShardError.missing(path) }
        bytes += text.utf8.count
        let prefix = "lifedocSearch.receive(\"\(name)\", "
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix(prefix), trimmed.hasSuffix(");") else { throw SearchIndex.ShardError.malformed(path) }
        let data = Data(trimmed.dropFirst(prefix.count).dropLast(2).utf8)
        // A manifest another lifedoc wrote may have other fields: its version says so first.
        if T.self == SearchIndex.Manifest.self, let other = try? JSONDecoder().decode(Versioned.self, from: data),
            other.version != SearchIndex.formatVersion
        {
            throw SearchIndex.ShardError.unsupported(other.version)
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw SearchIndex.ShardError.malformed(path)
        }
    }

    /// The one field every manifest has had.
    private struct Versioned: Decodable {
        var version: Int
    }
}
