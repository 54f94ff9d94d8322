import LifedocBase
import LifedocGraph

/// The keys of the build cache. A page or side-by-side view is rendered from its own file(s) and
/// from things every page shares: the compiler, the templates, the base URL, the graph (titles,
/// symbols, languages, edges, so who mentions whom), which file holds which page and the
/// diagrams. A page's own key adds whether it is a stale translation, and of what. A key fingerprints all of them; when any shared input changes,
/// every key changes and everything is rendered again, which is always correct.
extension SitePlanner {
    /// The fingerprint of what every page shares; `graphJSON` is the graph as the site ships it.
    func sharedDigest(graphJSON: String) -> ContentHash {
        var digest = ContentHash()
        digest.add("lifedoc-render-cache 1")
        digest.add(input.compilerID)
        digest.add(input.templates.digest)
        digest.add(input.baseURL)
        digest.add(graphJSON)
        for linked in input.content.pages.sorted(by: { $0.page.file < $1.page.file }) {
            digest.add(linked.page.file)
            digest.add(linked.page.id.rawValue)
        }
        for (key, svg) in diagrams.map({ ("\($0.key.lifecycle) \($0.key.language) \($0.key.highlight?.rawValue ?? "-") \($0.key.root)", $0.value) })
            .sorted(by: { $0.0 < $1.0 })
        {
            digest.add(key)
            digest.add(svg)
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
}
