import LifedocBase
import LifedocContent
import LifedocGraph

/// Lookups the planner makes many times, built once: languages by page (pages by id and language
/// come from `LinkedContent`'s own table, edges by end from the graph's).
struct SiteIndex: Sendable {
    let content: LinkedContent
    let languages: [PageID: Set<Language>]
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
        self.content = content
        self.languages = languages
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

    /// The edges leaving `id` of one kind, in the graph's order. The graph finds them itself: a copy
    /// of every edge by each end was about 40 MB at the peak of a build of 10,000 pages per language.
    func edges(from id: PageID, _ kind: EdgeKind) -> [Edge] { content.graph.edges(from: id, kind: kind) }

    /// The edges arriving at `id` of one kind, in the graph's order.
    func edges(to id: PageID, _ kind: EdgeKind) -> [Edge] { content.graph.edges(to: id, kind: kind) }
}
