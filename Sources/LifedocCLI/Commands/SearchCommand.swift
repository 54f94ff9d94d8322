internal import ArgumentParser
import Foundation
import LifedocBase
import LifedocGraph
import LifedocSearch

/// `lifedoc search`: searches the index `lifedoc build` wrote into the site (or, when there is no
/// built site, an index made from the content on the spot).
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search the knowledge base in Korean or English, by method name, selector or declaration.",
        discussion: """
            QUERY may be Korean or English words (particles and endings are ignored: 백그라운드로 finds \
            백그라운드), initial consonants (ㅂㄱㄹㅇㄷ), a Swift signature, an Objective-C selector, a \
            pasted declaration, a notification name or a misspelled method name. Results come in the \
            query's language when the page exists in it. With --evaluate FILE, runs the queries of an \
            evaluation set instead and prints top-1 accuracy and mean reciprocal rank.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "What to search for.")
    var query: [String] = []

    @OptionGroup var options: ContentOptions

    @Option(name: .long, help: "The built site whose search index to use.")
    var site = "Site"

    @Option(name: .long, help: "Prefer pages in this language: ko or en (default: the query's language).")
    var lang: String?

    @Option(name: .long, help: "How many hits to show.")
    var limit = 10

    @Option(name: .long, help: "Output format: text or json.")
    var format: Format = .text

    @Option(name: .long, help: ArgumentHelp("Run an evaluation set (JSON: queries with their expected first hit).", valueName: "file"))
    var evaluate: String?

    func validate() throws {
        if let lang, Language(rawValue: lang) == nil { throw ValidationError("--lang must be ko or en") }
        if evaluate == nil && query.joined().trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("give a query, or --evaluate FILE")
        }
        if limit < 1 { throw ValidationError("--limit must be at least 1") }
    }

    func run() throws {
        let index = try loadIndex()
        if let evaluate {
            try SearchEvaluation.run(file: evaluate, index: index, json: format == .json)
            return
        }
        let text = query.joined(separator: " ")
        let hits = index.search(text, language: lang.flatMap(Language.init(rawValue:)), limit: limit)
        switch format {
        case .json:
            struct Output: Encodable { var query: String; var hits: [SearchHit] }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            Console.print(String(decoding: try encoder.encode(Output(query: text, hits: hits)), as: UTF8.self))
        case .text:
            if hits.isEmpty { Console.print("no results for '\(text)'") }
            for (number, hit) in hits.enumerated() {
                Console.print("\(number + 1). \(hit.title)  [\(hit.kind), \(hit.lang)]  \(hit.url)\n   \(hit.snippet)")
            }
        }
        if hits.isEmpty { throw ExitCode(1) }
    }

    /// The site's index (the files `lifedoc build` wrote under `search/`), or one made from the
    /// content when the site has none.
    private func loadIndex() throws -> SearchIndex {
        let root = site.hasSuffix("/") ? String(site.dropLast()) : site
        if FileManager.default.fileExists(atPath: root + "/search/manifest.js") {
            do {
                return try SearchIndex.fromShards { path in
                    FileManager.default.contents(atPath: root + "/" + path).map { String(decoding: $0, as: UTF8.self) }
                }
            } catch {
                Console.error("\(root)/search: error: the search index cannot be read (\(error)); run 'lifedoc build' again")
                throw ExitCode(2)
            }
        }
        let linked = try options.load()
        return SearchIndexBuilder.build(linked) { id, language in "\(language.rawValue)/\(id.rawValue).html" }
    }
}
