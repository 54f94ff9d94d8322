import LifedocBase
import LifedocCheck
import LifedocContent
import LifedocGraph
import LifedocMarkdown

extension SitePlanner {
    /// A state, method, task or guide page.
    func contentPage(_ linked: LinkedPage, node: Node) -> String {
        let page = linked.page
        let language = page.language
        let path = SitePaths.page(page.id, in: language)
        let root = SitePaths.root(of: path)
        let s = words(language)
        let counterpart = index.page(page.id, language.other) != nil ? SitePaths.page(page.id, in: language.other) : nil
        // The body for this page and, when a side-by-side view still to come shows it, for the views.
        let key = CompareDocuments.Key(id: page.id, language: language)
        let pageVariant = HTMLVariant(root: root)
        let rendered: RenderedDocument
        if compareDocuments.isWanted(key) {
            let documents = render(linked, language: language, variants: [pageVariant, compareVariant(page.id, language)])
            compareDocuments.leave(documents[1], for: key)
            rendered = documents[0]
        } else {
            rendered = render(linked, language: language, variants: [pageVariant])[0]
        }
        let isMethod = node.kind == .method
        let title = isMethod ? (node.symbol ?? page.title) : page.title
        var view = PageView(
            layout: layout(path: path, language: language, title: title, description: page.summary, counterpart: counterpart),
            s: s, kindLabel: kindLabel(node.kind, language), title: title, titleIsCode: isMethod, lead: rendered.lead,
            sections: rendered.sections.map { SectionView(id: $0.id, heading: $0.heading, body: $0.body) },
            toc: [], hasTOC: false, facts: [], hasFacts: false, declaration: node.declaration, diagram: nil,
            relations: [], mentionedIn: [], hasMentions: false, stale: staleBanner(page, root: root),
            compare: counterpart == nil ? nil : root + SitePaths.compare(page.id, in: language))
        view.layout.pageID = page.id.rawValue
        view.layout.breadcrumbs = breadcrumbs(node, title: title, language: language, root: root)
        view.layout.pager = pager(node, language: language, root: root)
        view.layout.editURL = input.configuration.editURL(for: page.file)
        let keywords = page.header.keywords.map(\.value)
        view.layout.keywords = keywords.isEmpty ? nil : keywords.joined(separator: ", ")
        view.toc = zip(rendered.sections, page.sections).map { TOCItem(id: $0.id, title: $1.title) }
        view.hasTOC = view.toc.count > 1
        view.facts = facts(node, language: language, root: root)
        view.hasFacts = !view.facts.isEmpty || node.declaration != nil
        view.relations = relations(node, language: language, root: root)
        if node.kind == .state, let lifecycle = node.lifecycle {
            view.diagram = DiagramKey.view(diagrams, lifecycle: lifecycle, language: language, highlight: node.id, root: root,
                                           title: lifecycleName(lifecycle, language))
        }
        view.mentionedIn = mentions(of: node.id, language: language, root: root)
        view.hasMentions = !view.mentionedIn.isEmpty
        return input.templates.render(view, template: "page", language: language)
    }

    /// The facts of a method or state, labelled in `language`.
    private func facts(_ node: Node, language: Language, root: String) -> [FactView] {
        var facts: [FactView] = []
        func add(_ name: String, text: String? = nil, code: String? = nil, links: [LinkItem] = []) {
            guard text != nil || code != nil || !links.isEmpty else { return }
            facts.append(FactView(label: word("fact_" + name, language, fallback: name), text: text, code: code, links: links))
        }
        switch node.kind {
        case .method:
            add("selector", code: node.objc)
            add("protocol", code: node.protocolName)
            add("class", code: node.className)
            add("availability", text: node.availability)
            if let deprecation = node.deprecation {
                facts.append(FactView(
                    label: word("fact_deprecated", language, fallback: "Deprecated"), text: "iOS " + deprecation.version,
                    links: [], isNotice: true))
                let replacement = deprecation.replacementID.flatMap { link($0, language: language, root: root) }
                add("replacement", code: replacement == nil ? deprecation.replacement : nil, links: replacement.map { [$0] } ?? [])
            }
            add("notification", code: node.notification)
            let signals = index.edges(from: node.id, .signals).compactMap { link($0.to, language: language, root: root) }
            add("signals", links: signals)
            // A counterpart is declared on one side and named on both.
            let counterpartIDs = Set(index.edges(from: node.id, .counterpart).map(\.to) + index.edges(to: node.id, .counterpart).map(\.from))
            let counterparts = counterpartIDs.sorted().compactMap { link($0, language: language, root: root) }
            add("counterpart", links: counterparts)
        case .state:
            if let lifecycle = node.lifecycle {
                add("lifecycle", text: lifecycleName(lifecycle, language))
            }
        case .task:
            if let group = node.group { add("group", text: word(SitePlanner.stringName("group", group), language, fallback: group)) }
        case .article:
            break
        }
        return facts
    }

    /// The groups of related pages: moves in and out of a state, the moves a method signals, the
    /// methods a task belongs in and the tasks a method performs.
    private func relations(_ node: Node, language: Language, root: String) -> [LinkGroup] {
        var groups: [LinkGroup] = []
        func moveItem(_ move: PathStep, towards: Bool) -> LinkItem? {
            let calls = move.calls.compactMap { input.content.graph.node($0)?.symbol }
            let note = calls.isEmpty ? word("silent_move", language, fallback: "") : calls.joined(separator: ", ")
            return link(towards ? move.to : move.from, language: language, root: root, note: note)
        }
        switch node.kind {
        case .state:
            let moves = index.moves
            let arrivals = moves.filter { $0.to == node.id }.compactMap { moveItem($0, towards: false) }
            let departures = moves.filter { $0.from == node.id }.compactMap { moveItem($0, towards: true) }
            if !arrivals.isEmpty { groups.append(LinkGroup(title: word("arrives_from", language, fallback: ""), id: "ld-arrivals", items: arrivals)) }
            if !departures.isEmpty { groups.append(LinkGroup(title: word("leaves_to", language, fallback: ""), id: "ld-departures", items: departures)) }
        case .method:
            let moves = index.moves.filter { $0.calls.contains(node.id) }
            let items = moves.compactMap { move -> LinkItem? in
                guard var item = link(move.to, language: language, root: root) else { return nil }
                let from = input.content.graph.node(move.from)?.title(in: language) ?? move.from.rawValue
                item.note = from + " → " + item.title
                return item
            }
            if !items.isEmpty { groups.append(LinkGroup(title: word("transitions", language, fallback: ""), id: "ld-transitions", items: items)) }
            let tasks = index.edges(from: node.id, .performs).compactMap { link($0.to, language: language, root: root) }
            if !tasks.isEmpty { groups.append(LinkGroup(title: word("tasks_here", language, fallback: ""), id: "ld-tasks", items: tasks)) }
        case .task:
            let methods = index.edges(to: node.id, .performs).compactMap { link($0.from, language: language, root: root) }
            if !methods.isEmpty { groups.append(LinkGroup(title: word("where_to_do_it", language, fallback: ""), id: "ld-methods", items: methods)) }
        case .article:
            break
        }
        return groups
    }

    /// The pages that mention or link to `id`, by kind then title.
    func mentions(of id: PageID, language: Language, root: String) -> [LinkItem] {
        let rank = index.listingRank[language] ?? [:]
        var sources: [(rank: Int, id: PageID)] = []
        var seen: Set<PageID> = []
        for edge in index.content.graph.edges(to: id) where (edge.kind == .mentions || edge.kind == .links) && edge.from != id {
            guard let place = rank[edge.from], seen.insert(edge.from).inserted else { continue }
            sources.append((place, edge.from))
        }
        return sources.sorted { $0.rank < $1.rank }.compactMap { source in
            input.content.graph.node(source.id).flatMap { link(source.id, language: language, root: root, note: kindLabel($0.kind, language)) }
        }
    }

    /// The banner of a translation older than its source.
    private func staleBanner(_ page: Page, root: String) -> StaleBanner? {
        guard let stale = stale[page.id]?[page.language] else {
            return nil
        }
        let names = stale.sections.map { key -> String in
            if key == "lead" { return word("stale_lead", page.language, fallback: key) }
            return page.sections.first { $0.explicitID == key }?.title ?? key
        }
        return StaleBanner(
            sourceHref: root + SitePaths.page(page.id, in: stale.source), sourceLanguage: stale.source.nativeName,
            sourceHreflang: stale.source.rawValue, sections: names, hasSections: !names.isEmpty)
    }
}
