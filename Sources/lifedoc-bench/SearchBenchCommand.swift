internal import ArgumentParser
import LifedocCLI
import Foundation
import LifedocSearch

/// `lifedoc-bench search`: how fast a query is once its files are loaded, and how many bytes a
/// browser fetches to answer it, over a site's search files.
struct SearchBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Measure query time and the bytes each query fetches from a site's search files.",
        discussion: """
            For each query of --queries (JSON: {"queries": [{"query", "form"}]}), reads the files a \
            browser would fetch for it (from the search/ folder 'lifedoc build' wrote), and times \
            the query again --runs times with those files loaded. Prints JSON.
            """)

    @Option(name: .long, help: "The built site whose search/ files to read.")
    var site: String

    @Option(name: .long, help: "The queries (JSON).")
    var queries: String

    @Option(name: .long, help: "Timed repetitions of each query once loaded.")
    var runs = 50

    struct QueryFile: Decodable {
        struct Entry: Decodable { var query: String; var form: String }
        var queries: [Entry]
    }

    struct Measurement: Encodable {
        var query: String
        var form: String
        var hits: Int
        var first: String?
        var files: Int
        var bytes: Int
        var medianMilliseconds: Double
        var maxMilliseconds: Double
    }

    func run() throws {
        let list = try JSONDecoder().decode(QueryFile.self, from: Data(contentsOf: URL(fileURLWithPath: queries)))
        let root = site
        let read: (String) throws -> String? = { path in
            FileManager.default.contents(atPath: root + "/" + path).map { String(decoding: $0, as: UTF8.self) }
        }
        var results: [Measurement] = []
        for entry in list.queries {
            var reader = try SearchIndexReader(read: read)
            let hits = try reader.search(entry.query)
            var times: [Double] = []
            for _ in 0..<max(runs, 1) {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try reader.search(entry.query)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
            }
            times.sort()
            results.append(Measurement(
                query: entry.query, form: entry.form, hits: hits.count, first: hits.first.map { "\($0.lang)/\($0.id)" },
                files: reader.filesRead.count, bytes: reader.bytesRead, medianMilliseconds: times[times.count / 2],
                maxMilliseconds: times.last ?? 0))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        Console.print(String(decoding: try encoder.encode(results), as: UTF8.self))
    }
}
