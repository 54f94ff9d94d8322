import LifedocBase
import LifedocGraph

/// The keys of the build cache. A page or side-by-side view is rendered from its own file(s) and
/// from things every page shares: the compiler, the templates, the base URL, the graph (titles,
/// symbols, languages, edges, so who mentions whom), which file holds which page and the
/// diagrams. A page's own key adds whether it is a stale translation, and of what. A key fingerprints all of them; when any shared input changes,
/// every key changes and everything is rendered again, which is always correct.
extension SitePlanner {
    /// The fingerprint of what every page shares.
    func sharedDigest() -> ContentHash {
        var digest = ContentHash()
        digest.add("lifedoc-render-cache 2")
        digest.add(input.compilerID)
        digest.add(input.templates.digest)
        digest.add(input.baseURL)
        digest.add(input.configuration.editURL(for: "") ?? "no repository")
        Self.add(input.content.graph, to: &digest)
        for linked in input.content.pages.sorted(by: { $0.page.file < $1.page.file }) {
            digest.add(linked.page.file)
            digest.add(linked.page.id.rawValue)
        }
        for (key, svg) in diagrams.map({ ("\($0.key.lifecycle) \($0.key.language) \($0.key.highlight?.rawValue ?? "-") \($0.key.root) \($0.key.direction)", $0.value) })
            .sorted(by: { $0.0 < $1.0 })
        {
            digest.add(key)
            digest.add(svg)
        }
        return digest
    }

    /// What a listing page is made from: what every page shares, and for the home page every
    /// page's summary, for the dashboard the checks' findings it shows (coverage, placeholders,
    /// unmarked and stale translations with their sections).
    func digest(of listing: ListingPage, shared: ContentHash) -> ContentHash {
        var digest = shared
        switch listing {
        case .search:
            break
        case .home:
            digest.add("summaries")
            for linked in input.content.pages.sorted(by: { $0.page.file < $1.page.file }) {
                digest.add(linked.page.file)
                digest.add(linked.page.summary)
            }
        case .dashboard:
            let report = input.report
            digest.add("findings")
            for row in report.coverage.rows {
                digest.add("coverage \(row.kind.rawValue) \(row.language.rawValue) \(row.described) \(row.total)")
            }
            for file in report.coverage.placeholders.sorted() { digest.add("placeholder " + file) }
            let unmarked = Set(report.diagnostics.filter { $0.code == .unmarkedTranslation }.compactMap { $0.location?.file })
            for file in unmarked.sorted() { digest.add("unmarked " + file) }
            for id in stale.keys.sorted() {
                for (language, each) in stale[id]!.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                    digest.add("stale \(id.rawValue) \(language.rawValue) \(each.source.rawValue)")
                    for section in each.sections { digest.add(section) }
                    digest.add("end")
                }
            }
        }
        return digest
    }

    /// The key of `job`: the shared digest, the kind of file, and the fingerprint of every page file
    /// it shows (its own page; both languages for a side-by-side view).
    func key(of job: PageJob, shared: ContentHash) -> String {
        var digest = shared
        let page = job.linked.page
        if job.compare {
            digest.add("compare " + page.language.rawValue + " " + page.id.rawValue)
            for language in Language.allCases { digest.add(index.page(page.id, language)?.page.sourceHash ?? "-") }
        } else {
            digest.add("page " + page.file)
            digest.add(page.sourceHash)
            if let stale = stale[page.id]?[page.language] {
                digest.add("stale " + stale.source.rawValue)
                for section in stale.sections { digest.add(section) }
            }
        }
        return digest.hex
    }

    /// Adds every field of every node and edge of `graph`: what `graph.json` holds, without
    /// encoding it as JSON (a tenth of a second for each 1,000 pages). A missing field and each
    /// present one are told apart (`!`, `=value`).
    static func add(_ graph: KnowledgeGraph, to digest: inout ContentHash) {
        func add(_ value: String?) { digest.add(value.map { "=" + $0 } ?? "!") }
        for node in graph.nodes {
            digest.add("node")
            add(node.id.rawValue)
            add(node.kind.rawValue)
            for language in Language.allCases { add(node.titles[language]) }
            add(node.languages.map(\.rawValue).joined(separator: " "))
            for field in [node.symbol, node.objc, node.declaration, node.protocolName, node.className, node.availability,
                          node.notification, node.lifecycle?.rawValue, node.group, node.order.map(String.init),
                          node.deprecation?.version, node.deprecation?.replacement, node.deprecation?.replacementID?.rawValue] {
                add(field)
            }
        }
        for edge in graph.edges {
            digest.add("edge")
            for field in [edge.from.rawValue, edge.to.rawValue, edge.kind.rawValue, edge.via?.rawValue, edge.order.map(String.init)] {
                add(field)
            }
        }
    }
}
