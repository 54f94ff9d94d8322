import LifedocBase
import LifedocContent
import LifedocGraph

/// Lookups the planner makes many times, built once: languages by page, and edges by end (pages by
/// id and language come from `LinkedContent`'s own table).
struct SiteIndex: Sendable {
    let content: LinkedContent
    let languages: [PageID: Set<Language>]
    let incoming: [PageID: [Edge]]
    let outgoing: [PageID: [Edge]]
    /// The life cycles' moves (`KnowledgeGraph.moves` walks every edge; pages ask for them often).
    let moves: [PathStep]
    /// Each node's place in a list of pages in each language: by kind, then title in that language,
    /// then id. Lists of many pages ("Mentioned in") sort these numbers, not the nodes.
    let listingRank: [Language: [PageID: Int]]

    init(_ content: LinkedContent) {
        var languages: [PageID: Set<Language>] = [:]
        for page in content.pages {
            languages[page.page.id, default: []].insert(page.page.language)
        }
        var incoming: [PageID: [Edge]] = [:]
        var outgoing: [PageID: [Edge]] = [:]
        for edge in content.graph.edges {
            incoming[edge.to, default: []].append(edge)
            outgoing[edge.from, default: []].append(edge)
        }
        self.content = content
        self.languages = languages
        self.incoming = incoming
        self.outgoing = outgoing
        moves = content.graph.moves
        var listingRank: [Language: [PageID: Int]] = [:]
        for language in Language.allCases {
            let keyed = content.graph.nodes.map { (kind: $0.kind, title: $0.title(in: language), id: $0.id) }
            let sorted = keyed.sorted { ($0.kind, $0.title, $0.id) < ($1.kind, $1.title, $1.id) }
            listingRank[language] = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($0.element.id, $0.offset) })
        }
        self.listingRank = listingRank
    }

    func page(_ id: PageID, _ language: Language) -> LinkedPage? { content.page(id, in: language) }

    /// The language a link to `id` goes to: `language` when the page exists in it, else the other
    /// language it exists in, nil when it has no page.
    func language(of id: PageID, preferring language: Language) -> Language? {
        guard let available = languages[id], !available.isEmpty else { return nil }
        return available.contains(language) ? language : available.sorted().first!
    }

    func edges(from id: PageID, _ kind: EdgeKind) -> [Edge] { (outgoing[id] ?? []).filter { $0.kind == kind } }

    func edges(to id: PageID, _ kind: EdgeKind) -> [Edge] { (incoming[id] ?? []).filter { $0.kind == kind } }
}
