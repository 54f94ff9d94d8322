internal import ArgumentParser
import Foundation
import LifedocBase
import LifedocSearch

/// Runs an evaluation set (`Tests/Search/tuning.json`) against an index and prints top-1 accuracy and
/// mean reciprocal rank, overall and per query form, then the queries that missed, unless the set
/// is held out (`"heldOut": true`): its misses are counted, not shown, so that nobody tunes the
/// ranking by reading them (`--format json` still gives every result, for the browser's parity test).
enum SearchEvaluation {
    struct EvaluationSet: Decodable {
        var queries: [Query]
        var heldOut: Bool?
    }

    struct Query: Decodable {
        var query: String
        var expect: String
        var form: String
    }

    /// One query's result, for `--format json`.
    struct Result: Encodable {
        var query: String
        var expect: String
        var rank: Int?
        var hits: [SearchHit]
    }

    static func run(file: String, index: SearchIndex, json: Bool = false) throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            Console.error("\(file): error: cannot read the evaluation set")
            throw ExitCode(2)
        }
        let set = try JSONDecoder().decode(EvaluationSet.self, from: data)
        var byForm: [String: (count: Int, top1: Int, reciprocal: Double)] = [:]
        var misses: [String] = []
        var results: [Result] = []
        for query in set.queries {
            let hits = index.search(query.query, limit: 10)
            let rank = hits.firstIndex { $0.id == query.expect }.map { $0 + 1 }
            results.append(Result(query: query.query, expect: query.expect, rank: rank, hits: hits))
            var entry = byForm[query.form] ?? (0, 0, 0)
            entry.count += 1
            if rank == 1 { entry.top1 += 1 }
            entry.reciprocal += rank.map { 1 / Double($0) } ?? 0
            byForm[query.form] = entry
            if rank != 1 {
                misses.append("  \(query.query)  expected \(query.expect) at \(rank.map { "rank \($0)" } ?? "no rank in the top 10"), got \(hits.first?.id ?? "nothing")")
            }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            Console.print(String(decoding: try encoder.encode(results), as: UTF8.self))
            return
        }
        func line(_ name: String, _ entry: (count: Int, top1: Int, reciprocal: Double)) -> String {
            let top1 = Double(entry.top1) / Double(max(entry.count, 1))
            let mrr = entry.reciprocal / Double(max(entry.count, 1))
            return name.padding(toLength: 18, withPad: " ", startingAt: 0)
                + String(format: "%4d queries  top-1 %.3f  MRR %.3f", entry.count, top1, mrr)
        }
        let total = byForm.values.reduce((0, 0, 0.0)) { ($0.0 + $1.count, $0.1 + $1.top1, $0.2 + $1.reciprocal) }
        Console.print(line("all", total))
        for form in byForm.keys.sorted() { Console.print(line(form, byForm[form]!)) }
        guard !misses.isEmpty else { return }
        if set.heldOut == true {
            Console.print("missed: \(misses.count) \(misses.count == 1 ? "query" : "queries"), not shown: a held-out set is never read to tune the ranking")
        } else {
            Console.print("missed:\n" + misses.joined(separator: "\n"))
        }
    }
}
