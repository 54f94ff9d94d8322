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

    /// Everything that is not one of the options below, so that a pasted Objective-C declaration,
    /// which starts with a dash (`- (void)applicationDidBecomeActive:…`), is a query, not an option.
    @Argument(parsing: .allUnrecognized, help: "What to search for.")
    var query: [String] = []

    @OptionGroup var options: ContentOptions

    @OptionGroup var output: OutputOptions

    @Option(name: .long, help: "The built site whose search index to use (default: Site, or the content when it has none).")
    var site: String?

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
        try FreeText.refuseOptionLikeWords(query, options: ["content", "site", "lang", "limit", "format", "evaluate", "color", "help"])
        if evaluate == nil && query.joined().trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("give a query, or --evaluate FILE")
        }
        if limit < 1 { throw ValidationError("--limit must be at least 1") }
    }

    func run() throws {
        if let evaluate {
            try SearchEvaluation.run(file: evaluate, index: try loadIndex(), json: format == .json)
            return
        }
        let text = FreeText.text(query)
        let language = lang.flatMap(Language.init(rawValue:))
        let results: SearchResults
        if var reader = try openSite() {
            results = try siteFailure { try reader.results(text, language: language, limit: limit) }
        } else {
            results = try indexFromContent().results(text, language: language, limit: limit)
        }
        let hits = results.hits
        let shownIn = language ?? SearchIndex.language(of: text)
        switch format {
        case .json:
            struct Output: Encodable { var query: String; var total: Int; var hits: [SearchHit] }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            Console.print(String(decoding: try encoder.encode(Output(query: text, total: results.total, hits: hits)), as: UTF8.self))
        case .text:
            if hits.isEmpty {
                // A pasted page of text is not echoed back whole.
                let shown = text.count > 80 ? String(text.prefix(80)) + "…" : text
                Console.print("no results for '\(shown)'")
            }
            let width = TerminalText.width()
            let style = Style(enabled: output.colours())
            let site = try openSite() != nil ? siteRoot + "/" : ""
            for (number, hit) in hits.enumerated() {
                // Each hit: its title and what it is, where it is (a path that opens), and its snippet.
                let head = Self.head(
                    number: "\(number + 1). ", title: hit.title, label: "[\(Self.label(of: hit, in: shownIn))]", width: width, style: style)
                Console.print(head + "\n   " + style.accent(site + hit.url))
                Console.print(style.matches(width.map { TerminalText.wrap("   " + hit.snippet, width: $0) } ?? "   " + hit.snippet))
            }
            if results.total > hits.count {
                let more = shownIn == .ko
                    ? "결과 \(results.total)개 중 \(hits.count)개; 모두 보려면 --limit \(results.total)"
                    : "\(hits.count) of \(results.total) results; --limit \(results.total) shows them all"
                Console.print(width.map { TerminalText.wrap(more, width: $0) } ?? more)
            }
        }
        if hits.isEmpty { throw ExitCode(1) }
    }

    /// A hit's first line, `1. title  [label]`. Where it is wider than the terminal, the title wraps
    /// under itself and the label ends its last line, or takes a line of its own.
    static func head(number: String, title: String, label: String, width: Int?, style: Style) -> String {
        guard let width, TerminalText.columns(of: number + title + "  " + label) > width else {
            return number + style.bold(title) + "  " + style.dim(label)
        }
        let indent = String(repeating: " ", count: number.count)
        let lines = TerminalText.wrap(indent + title, width: width).components(separatedBy: "\n")
        var out = lines.enumerated().map { index, line in
            (index == 0 ? number : indent) + style.bold(String(line.dropFirst(indent.count)))
        }
        if TerminalText.columns(of: lines[lines.count - 1]) + 2 + TerminalText.columns(of: label) <= width {
            out[out.count - 1] += "  " + style.dim(label)
        } else {
            out += TerminalText.wrap(indent + label, width: width).components(separatedBy: "\n")
                .map { indent + style.dim(String($0.dropFirst(indent.count))) }
        }
        return out.joined(separator: "\n")
    }

    /// A hit's kind, its life cycle for states and methods, and its language, in the language of the
    /// query: `method · scene life cycle, en` or `메서드 · 씬 기반, en`.
    static func label(of hit: SearchHit, in language: Language) -> String {
        let kinds: [String: String] = language == .ko
            ? ["state": "상태", "method": "메서드", "task": "할 일", "article": "가이드"] : [:]
        let kind = kinds[hit.kind] ?? hit.kind
        let lifecycle = hit.lifecycle.map { name in
            language == .ko ? (name == "scene" ? "씬 기반" : "앱 기반") : "\(name) life cycle"
        }
        return [kind + (lifecycle.map { " · " + $0 } ?? ""), hit.lang].joined(separator: ", ")
    }

    /// The whole index: the site's (the files `lifedoc build` wrote under `search/`), or one made
    /// from the content when the site has none.
    private func loadIndex() throws -> SearchIndex {
        guard var reader = try openSite() else { return try indexFromContent() }
        return try siteFailure { try reader.loadAll() }
    }

    /// A reader of the site's search files, which loads only what a query needs; nil when the site
    /// has no index.
    private func openSite() throws -> SearchIndexReader? {
        let root = siteRoot
        guard FileManager.default.fileExists(atPath: root + "/search/manifest.js") else {
            // A site named on the command line must be one; only the default falls back to the content.
            if site != nil {
                Console.error("\(root): error: no search index here (no search/manifest.js); build the site into it with 'lifedoc build --output \(root)', or leave --site out to search the content")
                throw ExitCode(2)
            }
            return nil
        }
        return try siteFailure {
            try SearchIndexReader { path in
                FileManager.default.contents(atPath: root + "/" + path).map { String(decoding: $0, as: UTF8.self) }
            }
        }
    }

    /// Runs `body`, turning an unreadable index into a message and exit code 2.
    private func siteFailure<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SearchIndex.ShardError {
            Console.error("\(siteRoot)/search: error: the search index cannot be read (\(error)); run 'lifedoc build' again")
            throw ExitCode(2)
        }
    }

    /// `--site` (or `Site`) without a trailing `/`.
    private var siteRoot: String {
        // No --site: the working folder's Site, or the installed knowledge base's site.
        let site = self.site ?? (options.contentOption == nil ? KnowledgeBase.located().site : nil) ?? "Site"
        return site.count > 1 && site.hasSuffix("/") ? String(site.dropLast()) : site
    }

    /// A reader's search is not stopped by a writer's unreadable page (a broken link to a file, a
    /// front matter that does not parse): the problems are told, and the pages that could be read
    /// are searched.
    private func indexFromContent() throws -> SearchIndex {
        let linked = try options.loadQuietly()
        for diagnostic in linked.diagnostics { Console.error(diagnostic.prefixed(options.pathPrefix).formatted) }
        if linked.diagnostics.containsInputError {
            Console.error("note: searching the pages that could be read; 'lifedoc check' shows what to mend")
        }
        return Self.index(of: linked)
    }

    /// An index made from the content on the spot, its pages addressed as the site writes them
    /// (`ko/methods/x.html`): for a search without a built site, and `show`'s words.
    static func index(of linked: LinkedContent) -> SearchIndex {
        SearchIndexBuilder.build(linked) { id, language in "\(language.rawValue)/\(id.rawValue).html" }
    }
}
