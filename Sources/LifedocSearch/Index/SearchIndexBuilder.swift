import Foundation
package import LifedocBase
import LifedocContent
package import LifedocGraph
import LifedocMarkdown

/// Step 6 of the pipeline: indexes every state, method, task and guide in both languages.
///
/// Fields (BM25F within groups, BM25 saturation per group): the symbol field (signature, selector,
/// notification in both its Swift and Objective-C names, declaration) weighs 4, the title 3, and
/// the text (section headings twice the body) 1.
package enum SearchIndexBuilder {
    static let k1 = 1.2
    /// How much of a page's text a document keeps for snippets.
    static let snippetLength = 600
    /// A term on nearly every page (background, scene) still counts this much, so a page whose
    /// title or symbol holds it outranks pages that only mention it.
    static let minimumIDF = 0.4

    enum Field: Int, CaseIterable {
        case symbol, title, headings, body

        /// The weight of the field within its group.
        var weight: Double {
            switch self {
            case .symbol, .title, .body: 1
            case .headings: 2
            }
        }

        /// Length normalisation: long bodies (a glossary naming every term) count for less.
        var b: Double {
            switch self {
            case .symbol, .title: 0.5
            case .headings: 0.75
            case .body: 0.9
            }
        }

        /// Fields saturate per group, so a word in the title adds to a page that also uses it in
        /// its body instead of disappearing in the body's saturation: symbol, title, text.
        var group: Int {
            switch self {
            case .symbol: 0
            case .title: 1
            case .headings, .body: 2
            }
        }
    }

    /// The weight of each group: symbol 4, title 3, text (headings and body) 1.
    static let groupWeights: [Double] = [4, 3, 1]

    /// Builds the index; `url` gives each page's path in the site.
    package static func build(_ content: LinkedContent, url: (PageID, Language) -> String) -> SearchIndex {
        let nodeNumbers = Dictionary(uniqueKeysWithValues: content.graph.nodes.enumerated().map { ($0.element.id, $0.offset) })
        let pages = content.pages.compactMap { linked -> (Int, LinkedPage)? in
            guard let node = nodeNumbers[linked.page.id] else { return nil }
            return (2 * node + (linked.page.language == .ko ? 1 : 0), linked)
        }.sorted { $0.0 < $1.0 }
        var documents = [SearchDocument?](repeating: nil, count: 2 * content.graph.nodes.count)
        var fieldTerms: [(number: Int, fields: [[String]])] = []
        let graph = content.graph
        // Analysing the text is most of the work and each page's is its own: all cores, in runs of
        // pages that share a memo of analysed words.
        let entries = pages.map { (number: $0.0, page: $0.1.page) }
        let runLength = 64
        let runs = stride(from: 0, to: entries.count, by: runLength).map { Array(entries[$0..<min($0 + runLength, entries.count)]) }
        let analysed = runs.parallelMap { run -> [(Int, Node, [[String]], String)?] in
            var memo = Analyzer.Memo()
            return run.map { entry in
                let page = entry.page
                guard let node = graph.node(page.id) else { return nil }
                let fields = [
                    Analyzer.terms(symbolForms(node).joined(separator: " "), memo: &memo),
                    Analyzer.terms(page.title, memo: &memo),
                    Analyzer.terms(page.sections.map(\.title).joined(separator: "\n"), memo: &memo),
                    Analyzer.terms(bodyText(page), memo: &memo),
                ]
                return (entry.number, node, fields, snippetText(page))
            }
        }.flatMap { $0 }
        for (entry, result) in zip(pages, analysed) {
            guard let (number, node, fields, text) = result else { continue }
            let page = entry.1.page
            fieldTerms.append((number, fields))
            documents[number] = SearchDocument(
                id: page.id.rawValue, lang: page.language.rawValue, kind: node.kind.rawValue,
                title: node.kind == .method ? (node.symbol ?? page.title) : page.title, symbol: node.symbol,
                url: url(page.id, page.language), text: text)
        }
        var averages = [Double](repeating: 0, count: Field.allCases.count)
        for (_, fields) in fieldTerms { for field in Field.allCases { averages[field.rawValue] += Double(fields[field.rawValue].count) } }
        averages = averages.map { fieldTerms.isEmpty ? 1 : max($0 / Double(fieldTerms.count), 1) }

        var postings: [String: [SearchIndex.Posting]] = [:]
        for (documentIndex, fields) in fieldTerms {
            let symbolKeys = Set(fields[Field.symbol.rawValue].filter { $0.hasPrefix("i:") })
            var weighted: [String: [Double]] = [:]
            for field in Field.allCases {
                let terms = fields[field.rawValue]
                let norm = 1 - field.b + field.b * Double(terms.count) / averages[field.rawValue]
                var counts: [String: Int] = [:]
                for term in terms { counts[term, default: 0] += 1 }
                for (term, count) in counts {
                    weighted[term, default: [0, 0, 0]][field.group] += field.weight * Double(count) / norm
                }
            }
            for (term, groups) in weighted {
                var impact = 0.0
                for (group, tf) in groups.enumerated() where tf > 0 { impact += groupWeights[group] * tf * (k1 + 1) / (k1 + tf) }
                postings[term, default: []].append(SearchIndex.Posting(
                    document: documentIndex, impact: Int((impact * 1000).rounded()), symbol: symbolKeys.contains(term)))
            }
        }
        let total = Double(fieldTerms.count)
        var terms: [String: SearchIndex.TermEntry] = [:]
        for (term, list) in postings {
            let df = Double(list.count)
            terms[term] = SearchIndex.TermEntry(
                idf: rounded(max(log(1 + (total - df + 0.5) / (df + 0.5)), minimumIDF)),
                postings: list.sorted { $0.document < $1.document })
        }
        let symbolTerms = Set(fieldTerms.flatMap { $0.fields[Field.symbol.rawValue] }).sorted()
        return SearchIndex(
            version: 2, documents: documents, terms: terms, synonyms: synonyms(content.glossary), symbolTerms: symbolTerms)
    }

    /// Every way the node's symbol is written: signature, selector, notification (Swift and
    /// Objective-C names) and declaration.
    static func symbolForms(_ node: Node) -> [String] {
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

    /// The start of the page's text that a document keeps for snippets: its summary, then its
    /// sections, white space collapsed, `snippetLength` Characters. Only as many blocks are read as
    /// that needs (with a wide margin for text that is mostly white space or combining marks).
    static func snippetText(_ page: Page) -> String {
        let margin = 16 * snippetLength
        var pieces = [page.summary]
        var length = page.summary.utf8.count
        reading: for section in page.sections {
            for block in section.blocks {
                if length > margin { break reading }
                let text = block.plainText
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
            return block.plainText
        }.joined(separator: "\n")
    }

    /// The glossary as groups of analysed forms: the English and the Korean preferred form first,
    /// then the variants.
    static func synonyms(_ glossary: Glossary) -> [[[String]]] {
        glossary.terms.map { term in
            let preferred = Language.allCases.map { language in
                Analyzer.terms(term.preferred[language] ?? "").filter { $0.hasPrefix("w:") }
            }
            var forms = preferred
            for language in Language.allCases {
                for text in term.variants[language] ?? [] {
                    let words = Analyzer.terms(text).filter { $0.hasPrefix("w:") }
                    if !words.isEmpty && !forms.contains(words) { forms.append(words) }
                }
            }
            return forms
        }.filter { $0.count > 2 || ($0.count == 2 && $0[0] != $0[1]) }
    }

    static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}
