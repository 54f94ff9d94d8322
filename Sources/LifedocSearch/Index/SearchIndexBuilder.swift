import Foundation
package import LifedocBase
import LifedocContent
package import LifedocGraph
import LifedocMarkdown

/// Step 6 of the pipeline: indexes every state, method, task and guide in both languages.
///
/// Fields (BM25F within groups, BM25 saturation per group): the symbol field (signature, selector,
/// notification in both its Swift and Objective-C names, declaration) weighs 4 for a whole name and 1
/// for one of its words, the title with the page's keywords 3 (a keyword `keywordWeight` of a title
/// word), and the text (section headings twice the body) 1.
package enum SearchIndexBuilder {
    static let k1 = 1.2
    /// How much of a page's text a document keeps for snippets.
    static let snippetLength = 600
    /// A term on nearly every page (background, scene) still counts this much, so a page whose
    /// title or symbol holds it outranks pages that only mention it.
    static let minimumIDF = 0.4

    enum Field: Int, CaseIterable {
        case symbol, title, keywords, headings, body

        /// The weight of the field within its group.
        var weight: Double {
            switch self {
            case .symbol, .title, .body: 1
            case .keywords: keywordWeight
            case .headings: 2
            }
        }

        /// Length normalisation: long bodies (a glossary naming every term) count for less.
        var b: Double {
            switch self {
            case .symbol, .title, .keywords: 0.5
            case .headings: 0.75
            case .body: 0.9
            }
        }

        /// Fields saturate per group, so a word in the title adds to a page that also uses it in
        /// its body instead of disappearing in the body's saturation: symbol, title, text.
        var group: Int {
            switch self {
            case .symbol: 0
            case .title, .keywords: 1
            case .headings, .body: 2
            }
        }
    }

    /// The weight of each group: symbol 4, title 3, text (headings and body) 1.
    static let groupWeights: [Double] = [4, 3, 1]

    /// The symbol group's weight for one word of a name (`time` in `applicationSignificantTimeChange`)
    /// rather than the whole name: what a word weighs in the text. At the symbol's full weight, a
    /// method whose name holds a common word outranked the page a phrase was about ("save unsaved
    /// changes when user leaves" found `applicationSignificantTimeChange` first, above the page on
    /// saving user data); on `Tests/Search/tuning.json`, English phrases went from 0.556 to 0.722 top-1
    /// (MRR 0.716 to 0.821), and no other form moved down.
    static let nameWordWeight = 1.0

    /// What a word of a page's `keywords:` weighs beside a word of its title (they share the title's
    /// group): the phrases readers type for the page, which its own words do not say.
    static let keywordWeight = 0.7

    /// Builds the index; `url` gives each page's path in the site. With `keep`, each page's
    /// analysis is taken from `memo` when it holds one for the page as it is now, and the analyses of
    /// this build are handed to `keep` as the blocks of a new memo (`AnalysisMemo.file`). `memo` is
    /// read here (it is an autoclosure), and let go as soon as the pages are analysed, so its bytes
    /// and the postings are never in memory together.
    package static func build(
        _ content: LinkedContent, url: (PageID, Language) -> String, memo loadMemo: @autoclosure () -> AnalysisMemo? = nil,
        keep: (([AnalysisMemo.BlockBytes]) -> Void)? = nil, workers: Workers = .allCores
    ) -> SearchIndex {
        let held = HeldMemo(loadMemo())
        let nodeNumbers = Dictionary(uniqueKeysWithValues: content.graph.nodes.enumerated().map { ($0.element.id, $0.offset) })
        let pages = content.pages.compactMap { linked -> (Int, LinkedPage)? in
            guard let node = nodeNumbers[linked.page.id] else { return nil }
            return (2 * node + (linked.page.language == .ko ? 1 : 0), linked)
        }.sorted { $0.0 < $1.0 }
        var documents = [SearchDocument?](repeating: nil, count: 2 * content.graph.nodes.count)
        var analysedPages: [(number: Int, terms: PageTerms)] = []
        let graph = content.graph
        // Analysing the text is most of the work and each page's is its own: all cores, in runs of
        // pages that share a memo of analysed words. A page keeps only its distinct terms and their
        // counts per field, not every word, so a large corpus fits in memory.
        let entries = pages.map { (number: $0.0, page: $0.1.page) }
        let runLength = 64
        let runs = stride(from: 0, to: entries.count, by: runLength).map { Array(entries[$0..<min($0 + runLength, entries.count)]) }
        let remembering = keep != nil
        // The runs go to `workers` in a few groups of consecutive runs, each with one memo of
        // analysed words: a word is analysed about once per group, not once per run.
        let groupCount = min(runs.count, 16)
        let groups = (0..<groupCount).map { group in
            runs[(group * runs.count / groupCount)..<((group + 1) * runs.count / groupCount)]
        }
        // Each group numbers its pages' terms (`TermNumbers`), so a page holds numbers, not texts.
        let analysedGroups = workers.map(Array(groups.enumerated())) { (groupNumber, group) -> (runs: [(pages: [AnalysedPage?], block: AnalysisMemo.BlockBytes)], terms: [String]) in
            var words = Analyzer.Memo()
            var counter = TermCounter()
            let runs = group.map { run -> (pages: [AnalysedPage?], block: AnalysisMemo.BlockBytes) in
                var tables = AnalysisMemo.Tables()
                var kept: [(key: String, analysis: Analysis)] = []
                let results = run.map { entry -> AnalysedPage? in
                    let page = entry.page
                    guard let node = graph.node(page.id) else { return nil }
                    let forms = symbolForms(node)
                    // A page's names are few and short: made again on each build, memo or not.
                    let titleKeys = TitleKeys.keys(of: page, kind: node.kind, words: &words)
                    func analysed(_ analysis: Analysis) -> AnalysedPage {
                        var terms = analysis.terms
                        terms.group = groupNumber
                        return AnalysedPage(number: entry.number, node: node, terms: terms, snippet: analysis.snippet, titleKeys: titleKeys)
                    }
                    let runTogether = runTogetherNames(node)
                    guard remembering else {
                        return analysed(analyse(page, symbolForms: forms, runTogether: runTogether, words: &words, counter: &counter))
                    }
                    let key = AnalysisMemo.key(file: page.file, sourceHash: page.sourceHash, symbolForms: forms)
                    let hit = held.memo?.analysis(for: key, tables: &tables, numbers: &words.numbers)
                    let analysis = hit ?? analyse(page, symbolForms: forms, runTogether: runTogether, words: &words, counter: &counter)
                    kept.append((key, analysis))
                    return analysed(analysis)
                }
                guard remembering else { return (results, []) }
                // A run of pages that are all as the memo has them keeps its block as it was.
                if let first = kept.first, let number = held.memo?.blockNumber(of: first.key),
                    let same = held.memo?.block(number: number, holding: kept.map(\.key), tables: tables)
                {
                    return (results, same)
                }
                return (results, AnalysisMemo.encodeBlock(kept, terms: words.numbers.terms)[...])
            }
            return (runs, words.numbers.terms)
        }
        let analysedRuns = analysedGroups.flatMap(\.runs)
        let groupTerms = analysedGroups.map(\.terms)
        held.memo = nil
        if let keep { keep(analysedRuns.map(\.block)) }
        let analysed = analysedRuns.flatMap(\.pages)
        var titleKeys: [Int: [(key: String, impact: Int)]] = [:]
        for (entry, result) in zip(pages, analysed) {
            guard let result else { continue }
            let (number, node, text) = (result.number, result.node, result.snippet)
            let page = entry.1.page
            analysedPages.append((number, result.terms))
            titleKeys[number] = result.titleKeys
            documents[number] = SearchDocument(
                id: page.id.rawValue, lang: page.language.rawValue, kind: node.kind.rawValue,
                title: node.kind == .method ? (node.symbol ?? page.title) : page.title, symbol: node.symbol,
                lifecycle: lifecycle(of: node, in: graph)?.rawValue, url: url(page.id, page.language), text: text)
        }
        var averages = [Double](repeating: 0, count: Field.allCases.count)
        for (_, terms) in analysedPages {
            for (field, length) in terms.lengths.enumerated() { averages[field] += Double(length) }
        }
        averages = averages.map { analysedPages.isEmpty ? 1 : max($0 / Double(analysedPages.count), 1) }

        // Each group's terms and the title keys, numbered again across the groups, so that a page's
        // postings are found by number, not by hashing its terms' texts once more.
        var numbers = TermNumbers()
        let groupNumbers = groupTerms.map { $0.map { Int(numbers.number(of: $0)) } }
        let titleKeyNumbers = titleKeys.mapValues { $0.map { (number: Int(numbers.number(of: $0.key)), impact: $0.impact) } }
        titleKeys = [:]
        let texts = numbers.terms
        numbers = TermNumbers()
        // Pages are in document order, so each term's postings are appended already sorted. Each
        // list is made as long as it will be when its first posting comes (grown by doubling, the
        // lists held about a third more than their postings, tens of megabytes at 10,000 pages per
        // language), not before, while the pages' counts are still being let go.
        var lengths = [Int32](repeating: 0, count: texts.count)
        for (documentIndex, document) in analysedPages {
            let pageNumbers = groupNumbers[document.group]
            document.forEachTerm { _, local, _ in lengths[pageNumbers[Int(local)]] += 1 }
            for (number, _) in titleKeyNumbers[documentIndex] ?? [] { lengths[number] += 1 }
        }
        var postings = [[SearchIndex.Posting]](repeating: [], count: texts.count)
        func append(_ posting: SearchIndex.Posting, to number: Int) {
            if postings[number].capacity == 0 { postings[number].reserveCapacity(Int(lengths[number])) }
            postings[number].append(posting)
        }
        var inSymbolField = [Bool](repeating: false, count: texts.count)
        let fields = Field.allCases
        let (weights, groupOf) = (fields.map(\.weight), fields.map(\.group))
        let isIdentifier = texts.map { $0.hasPrefix("i:") }
        for position in analysedPages.indices {
            // Each page's counts are let go once its postings are made, so the two never both peak.
            let (documentIndex, document) = analysedPages[position]
            analysedPages[position].terms = .none
            let lengths = document.lengths
            let norms = fields.map { 1 - $0.b + $0.b * Double(lengths[$0.rawValue]) / averages[$0.rawValue] }
            let pageNumbers = groupNumbers[document.group]
            document.forEachTerm { _, local, counts in
                let number = pageNumbers[Int(local)]
                var groups = SIMD4<Double>()
                for field in 0..<fields.count where counts[field] > 0 {
                    groups[groupOf[field]] += weights[field] * Double(counts[field]) / norms[field]
                }
                var impact = 0.0
                for group in groupWeights.indices where groups[group] > 0 {
                    let weight = group == 0 && !isIdentifier[number] ? nameWordWeight : groupWeights[group]
                    impact += weight * groups[group] * (k1 + 1) / (k1 + groups[group])
                }
                let inSymbol = counts[Field.symbol.rawValue] > 0
                if inSymbol { inSymbolField[number] = true }
                append(SearchIndex.Posting(document: documentIndex, impact: Int((impact * 1000).rounded()), symbol: inSymbol), to: number)
            }
            for (number, impact) in titleKeyNumbers[documentIndex] ?? [] {
                append(SearchIndex.Posting(document: documentIndex, impact: impact, symbol: false), to: number)
            }
        }
        analysedPages = []
        lengths = []
        let total = Double(documents.count { $0 != nil })
        var terms: [String: SearchIndex.TermEntry] = [:]
        terms.reserveCapacity(texts.count)
        for number in texts.indices where !postings[number].isEmpty {
            let list = postings[number]
            postings[number] = []
            let df = Double(list.count)
            terms[texts[number]] = SearchIndex.TermEntry(
                idf: rounded(max(log(1 + (total - df + 0.5) / (df + 0.5)), minimumIDF)), postings: list)
        }
        let symbolTerms = texts.indices.filter { inSymbolField[$0] }.map { texts[$0] }
        let kinds = String(graph.nodes.map { node -> Character in
            switch node.kind { case .state: "s"; case .method: "m"; case .task: "t"; case .article: "a" }
        })
        // Whose method a page is: the app delegate's, a scene delegate's, a view controller's; and
        // whose state: the app's or a scene's.
        let delegates = String(graph.nodes.map { node -> Character in
            switch Self.delegate(of: node) {
            case .app: "a"
            case .scene: "s"
            case nil:
                node.kind == .method && node.className == "UIViewController" ? "v"
                    : node.kind == .state ? (node.lifecycle == .app ? "A" : node.lifecycle == .scene ? "S" : "-") : "-"
            }
        })
        return SearchIndex(
            version: SearchIndex.formatVersion, documents: documents, terms: terms, synonyms: synonyms(content.glossary),
            symbolTerms: symbolTerms.sorted(), lexicon: SearchLexicon(content.glossary), pageKinds: kinds,
            pageDelegates: delegates, pageNext: Self.nextCalls(graph), pageStates: Self.statesEntered(graph))
    }

    /// For each node, in node order, the nodes of the methods that may be called next after its
    /// method (`SearchIndex.pageNext`): those a `transition` edge goes via, out of each state its
    /// method `signals` the move into.
    static func nextCalls(_ graph: KnowledgeGraph) -> [[Int]] {
        graph.nodes.map { node -> [Int] in
            guard node.kind == .method else { return [] }
            let entered = graph.edges(from: node.id, kind: .signals).map(\.to)
            let next = entered.flatMap { graph.edges(from: $0, kind: .transition).compactMap(\.via) }
            return Set(next.compactMap(graph.position(of:))).sorted()
        }
    }

    /// For each node, in node order, the states its method `signals` the move into
    /// (`SearchIndex.pageStates`).
    static func statesEntered(_ graph: KnowledgeGraph) -> [[Int]] {
        graph.nodes.map { node -> [Int] in
            guard node.kind == .method else { return [] }
            return Set(graph.edges(from: node.id, kind: .signals).compactMap { graph.position(of: $0.to) }).sorted()
        }
    }

    /// Whose delegate method a page is, by its declaring protocol: the app delegate's
    /// (`UIApplicationDelegate`) or a scene delegate's (`UISceneDelegate`, `UIWindowSceneDelegate`);
    /// nil for any other page.
    static func delegate(of node: Node) -> Lifecycle? {
        guard node.kind == .method, let type = node.protocolName else { return nil }
        if type == "UIApplicationDelegate" { return .app }
        if type == "UISceneDelegate" || type == "UIWindowSceneDelegate" { return .scene }
        return nil
    }

    /// The life cycle a state belongs to, or a method reports on: the life cycle of the states it
    /// signals, else its declaring protocol's (a scene delegate's methods belong to the scene life
    /// cycle, the app delegate's to the app's); nil for other pages.
    static func lifecycle(of node: Node, in graph: KnowledgeGraph) -> Lifecycle? {
        switch node.kind {
        case .state: return node.lifecycle
        case .method:
            if let state = graph.edges(from: node.id, kind: .signals).lazy.compactMap({ graph.node($0.to)?.lifecycle }).first {
                return state
            }
            guard let type = node.protocolName else { return nil }
            if type.hasPrefix("UIScene") || type.hasPrefix("UIWindowScene") { return .scene }
            if type.hasPrefix("UIApplication") { return .app }
            return nil
        default: return nil
        }
    }

    /// The memo of an earlier build while the pages are analysed: the runs read it side by side,
    /// and the build lets it go (nil) before going on.
    private final class HeldMemo: @unchecked Sendable {
        var memo: AnalysisMemo?

        init(_ memo: AnalysisMemo?) { self.memo = memo }
    }

    /// One page as its run analysed it: its document number, node, terms (numbered by its group),
    /// snippet text and exact-name keys.
    struct AnalysedPage: Sendable {
        var number: Int
        var node: Node
        var terms: PageTerms
        var snippet: String
        var titleKeys: [(key: String, impact: Int)]
    }

    /// What analysing a page makes: its terms, numbered in its group's `Analyzer.Memo`, and its
    /// snippet text.
    struct Analysis: Sendable {
        var terms: PageTerms
        var snippet: String
    }

    /// Analyses `page`, whose node's names in code are `symbolForms`: its five fields' terms, by
    /// their numbers in `words`, counted with `counter`, and its snippet.
    static func analyse(
        _ page: Page, symbolForms: [String], runTogether: [String], words: inout Analyzer.Memo, counter: inout TermCounter
    ) -> Analysis {
        var numbers: [UInt32] = []
        func field(_ text: String, adding extra: [String] = []) {
            numbers.removeAll(keepingCapacity: true)
            Analyzer.numbers(text, memo: &words, into: &numbers)
            for term in extra { numbers.append(words.numbers.number(of: term)) }
            counter.count(numbers)
        }
        field(symbolForms.joined(separator: " "), adding: runTogether)
        field(page.title)
        field(page.header.keywords.map(\.value).joined(separator: "\n"))
        field(page.sections.map(\.title).joined(separator: "\n"))
        field(bodyText(page))
        return Analysis(terms: counter.finish(), snippet: snippetText(page))
    }

    /// The first word of a delegate method's name that names what it is sent to.
    static let delegateReceivers: Set<String> = ["application", "scene"]

    /// A method's signature and selector as a reader types them into a search box: run together,
    /// without their punctuation, as one identifier each (`windowScene(_:performActionFor:completionHandler:)`
    /// is `i:windowsceneperformactionforcompletionhandler`), so that a part of one typed the same way
    /// (`windowsceneperformaction`, `applicationdidfinishlaunching`) finds the method through
    /// `SearchIndex.typedNames`. Names of one part are already an identifier of their own.
    static func runTogetherNames(_ node: Node) -> [String] {
        guard node.kind == .method else { return [] }
        var names: [String] = []
        for name in [node.symbol, node.objc].compactMap({ $0 }) {
            let parts = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
            let joined = "i:" + parts.joined().lowercased()
            if parts.count >= 2 && !names.contains(joined) { names.append(joined) }
        }
        // The name without the delegate it is sent to, as readers name the moment: didEnterBackground
        // for applicationDidEnterBackground(_:) and sceneDidEnterBackground(_:).
        if let symbol = node.symbol {
            let base = Array(symbol.prefix { $0 != "(" }.unicodeScalars)
            let parts = Analyzer.camelParts(base)
            if parts.count >= 3, delegateReceivers.contains(parts[0]) {
                let rest = "i:" + parts.dropFirst().joined().lowercased()
                if !names.contains(rest) { names.append(rest) }
            }
        }
        return names
    }

    /// Every way the node's symbol is written: signature, selector, notification (Swift and
    /// Objective-C names) and declaration.
    ///
    /// A state's name field says which life cycle it belongs to, in both languages ("scene state",
    /// "씬 상태"), so "scene background state" finds the scene's Background, not the app's.
    static func symbolForms(_ node: Node) -> [String] {
        if node.kind == .state, let lifecycle = node.lifecycle {
            return lifecycle == .scene ? ["scene state", "씬 상태"] : ["app state", "앱 상태"]
        }
        var forms = [node.symbol, node.objc, node.declaration].compactMap { $0 }
        if let notification = node.notification {
            forms.append(notification)
            let parts = notification.split(separator: ".")
            if parts.count == 2, let first = parts[1].first {
                forms.append(String(parts[0]) + first.uppercased() + parts[1].dropFirst())
            }
        }
        return forms
    }

    /// The start of the page's text that a document keeps for snippets: its summary, then the rest
    /// of its lead and its sections, white space collapsed, `snippetLength` Characters. Only as many
    /// blocks are read as that needs (with a wide margin for text that is mostly white space or
    /// combining marks).
    static func snippetText(_ page: Page) -> String {
        let margin = 16 * snippetLength
        var pieces = [page.summary]
        var length = page.summary.utf8.count
        // The summary is the lead's first paragraph: it is not read twice.
        let summary = page.lead.firstIndex { if case .paragraph = $0 { true } else { false } }
        let rest = page.lead.indices.filter { $0 != summary }.map { page.lead[$0] }
        reading: for blocks in [rest] + page.sections.map(\.blocks) {
            for block in blocks {
                if length > margin { break reading }
                let text = block.pageText
                pieces.append(text)
                length += text.utf8.count + 1
            }
        }
        return String(Normalization.collapsingWhitespace(pieces.joined(separator: " "), limit: 4 * snippetLength).prefix(snippetLength))
    }

    /// The page's text without code blocks: its lead, and each section's blocks.
    static func bodyText(_ page: Page) -> String {
        page.blocksBySection.flatMap { $0.blocks }.compactMap { block -> String? in
            if case .codeBlock = block { return nil }
            return block.pageText
        }.joined(separator: "\n")
    }

    /// The glossary as groups of analysed forms: the English and the Korean preferred form first,
    /// then the variants, and each of them of two words or more written as one.
    static func synonyms(_ glossary: Glossary) -> [[[String]]] {
        glossary.terms.map { term in
            let preferred = Language.allCases.map { language in
                Analyzer.terms(term.preferred[language] ?? "").filter { $0.hasPrefix("w:") }
            }
            var forms = preferred
            func add(_ text: String) {
                let words = Analyzer.terms(text).filter { $0.hasPrefix("w:") }
                if !words.isEmpty && !forms.contains(words) { forms.append(words) }
            }
            for language in Language.allCases {
                for text in term.variants[language] ?? [] { add(text) }
            }
            // A term of two words or more is also written as one (씬델리게이트, lifecycle): a variant
            // too, analysed as one word (stemmed as a whole: lifecycle, not life + cycle).
            for language in Language.allCases {
                for text in [term.preferred[language]].compactMap({ $0 }) + (term.variants[language] ?? [])
                where text.contains(" ") {
                    add(text.split(separator: " ").joined())
                }
            }
            return forms
        }.filter { $0.count > 2 || ($0.count == 2 && $0[0] != $0[1]) }
    }

    static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}
