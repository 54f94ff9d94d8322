package import LifedocBase
package import LifedocContent

/// Step 3 of the pipeline: links the parsed pages of both languages into one knowledge graph.
package enum GraphBuilder {
    /// Links `pages` (any order) into a graph.
    /// - Parameters:
    ///   - pages: every parsed page of both languages.
    ///   - glossary: the termbase.
    ///   - externalSymbols: real API names that have no page (neither linked nor reported).
    ///   - unparsedFiles: the files of pages that did not parse, named when a method they would
    ///     describe is mentioned.
    package static func link(
        pages: [Page], glossary: Glossary = .empty, externalSymbols: [String] = [], unparsedFiles: [String] = []
    ) -> LinkedContent {
        var memo = LinkMemo(keeping: false)
        return link(pages: pages, glossary: glossary, externalSymbols: externalSymbols, unparsedFiles: unparsedFiles, reusing: &memo)
    }

    /// Links `pages` as `link(pages:glossary:externalSymbols:unparsedFiles:)` does, taking from
    /// `memo` the mentions and links of each page that is as it was when `memo` was made, while
    /// what they resolve against (every page's path and id, the method symbols, the external
    /// symbols, the unparsed files) is the same too; `memo` is left holding this linking's.
    package static func link(
        pages: [Page], glossary: Glossary, externalSymbols: [String], unparsedFiles: [String], reusing memo: inout LinkMemo,
        workers: Workers = .allCores
    ) -> LinkedContent {
        var diagnostics: [Diagnostic] = []
        var grouped: [PageID: [Language: Page]] = [:]
        // Sorted as positions: moving the pages themselves would copy every field of each.
        for position in pages.indices.sorted(by: { pages[$0].file < pages[$1].file }) {
            let page = pages[position]
            if let existing = grouped[page.id]?[page.language] {
                diagnostics.append(Diagnostic(
                    .duplicateID, at: page.location(page.header.id?.location.line ?? 1),
                    "id '\(page.id)' is already used by \(existing.file)", related: [existing.location(1)]))
                continue
            }
            grouped[page.id, default: [:]][page.language] = page
        }
        // The link lookup and the pages in id order need only the pages: made on a thread of their
        // own while the facts, symbols and front-matter edges are worked out here.
        let ids = grouped.keys.sorted()
        let lookup = Background { [grouped] () -> (resolver: LinkResolver, ordered: [Page]) in
            var ordered: [Page] = []
            ordered.reserveCapacity(pages.count)
            for id in ids {
                for language in Language.allCases { if let page = grouped[id]?[language] { ordered.append(page) } }
            }
            return (LinkResolver(pages: ordered), ordered)
        }
        var merger = FactMerger()
        var nodes = ids.map { merger.merge(id: $0, pages: grouped[$0]!) }
        diagnostics += merger.diagnostics
        diagnostics += RequiredFields.check(nodes: nodes, pages: grouped)

        let symbols = MethodSymbols.collect(nodes: &nodes, pages: grouped, diagnostics: &diagnostics)
        let resolver = SymbolResolver(symbols: symbols, external: externalSymbols, unparsed: unparsedFiles)
        var edges = FrontMatterEdges.edges(nodes: nodes, pages: grouped, resolver: resolver, diagnostics: &diagnostics)
        DeprecationLinker.link(nodes: &nodes, pages: grouped, resolver: resolver, diagnostics: &diagnostics)

        let (linkResolver, ordered) = lookup.value
        // Each page's mentions and links, and the edges they make (once per target and kind: a
        // page naming a method ten times is one edge), depend only on the page and the two
        // resolvers: `workers`, for the pages the memo does not hold.
        let world = LinkMemo.World(
            paths: ordered.map { LinkMemo.World.Path(file: $0.file, id: $0.id) }, symbols: symbols,
            external: externalSymbols, unparsed: unparsedFiles)
        let kept = memo.world == world ? memo.results : [:]
        let results = workers.map(ordered) { page -> LinkMemo.Result in
            if let known = kept[page.file], known.sourceHash == page.sourceHash, known.linked.page == page { return known }
            let (mentions, mentionProblems) = MentionExtractor.mentions(in: page, resolver: resolver)
            let (links, linkProblems) = linkResolver.links(in: page)
            // One edge of `kind` to each target but the page itself.
            func edges(to targets: [PageID], _ kind: EdgeKind) -> [Edge] {
                var seen: Set<PageID> = [page.id]
                return targets.filter { seen.insert($0).inserted }.map { Edge(from: page.id, to: $0, kind: kind) }
            }
            return LinkMemo.Result(
                sourceHash: page.sourceHash, linked: LinkedPage(page: page, mentions: mentions, links: links),
                problems: mentionProblems + linkProblems,
                edges: edges(to: mentions.map(\.target), .mentions) + edges(to: links.map(\.target), .links))
        }
        if memo.keeping {
            memo.world = world
            memo.results = Dictionary(results.map { ($0.linked.page.file, $0) }, uniquingKeysWith: { first, _ in first })
        }
        memo.lastLinked = ordered.indices.filter { kept[ordered[$0].file]?.sourceHash != ordered[$0].sourceHash }.count
        var linked: [LinkedPage] = []
        linked.reserveCapacity(results.count)
        // Sized once: grown by doubling, a large site's edges would hold up to half again unused.
        edges.reserveCapacity(edges.count + results.reduce(0) { $0 + $1.edges.count })
        for result in results {
            diagnostics += result.problems
            edges += result.edges
            linked.append(result.linked)
        }
        return LinkedContent(
            graph: KnowledgeGraph(nodes: nodes, edges: edges), resolver: resolver, pages: linked,
            glossary: glossary, diagnostics: diagnostics.sorted())
    }
}
