import LifedocBase
import LifedocCheck
import LifedocContent
import LifedocGraph
import LifedocMarkdown

extension SitePlanner {
    /// A language's home page: both state machines, the states by life cycle, the methods by
    /// protocol, the tasks by group and the guides.
    func homePage(_ language: Language) -> String {
        let path = SitePaths.home(language)
        let root = SitePaths.root(of: path)
        let s = words(language)
        let graph = input.content.graph
        func items(_ nodes: [Node]) -> [LinkItem] {
            nodes.compactMap { link($0.id, language: language, root: root, note: summary($0.id, language)) }
        }
        let drawings = Lifecycle.allCases.compactMap { lifecycle -> DiagramView? in
            DiagramKey.view(diagrams, lifecycle: lifecycle, language: language, highlight: nil, root: root,
                            title: lifecycleName(lifecycle, language))
        }
        let states = Lifecycle.allCases.map { lifecycle in
            LinkGroup(
                title: lifecycleName(lifecycle, language),
                id: "ld-states-" + lifecycle.rawValue,
                items: items(readingOrder(graph.nodes(of: .state).filter { $0.lifecycle == lifecycle }, in: language)))
        }.filter { !$0.items.isEmpty }
        let methods = grouped(graph.nodes(of: .method), by: { $0.protocolName ?? $0.className ?? "" }).map { name, nodes in
            LinkGroup(title: name.isEmpty ? word("other_methods", language, fallback: "") : name,
                      id: "ld-methods-" + HTMLEscaping.slug(name), items: items(nodes))
        }
        let tasks = grouped(graph.nodes(of: .task), by: { $0.group ?? "" }).map { group, nodes in
            LinkGroup(title: group.isEmpty ? word("other_tasks", language, fallback: "") : word(SitePlanner.stringName("group", group), language, fallback: group),
                      id: "ld-tasks-" + HTMLEscaping.slug(group), items: items(nodes))
        }
        let view = HomeView(
            layout: layout(path: path, language: language, title: s["home_title"] ?? "", description: s["home_intro"] ?? "",
                           counterpart: SitePaths.home(language.other)),
            s: s, diagrams: drawings, states: states, methods: methods, tasks: tasks,
            guides: items(readingOrder(graph.nodes(of: .article), in: language)))
        return input.templates.render(view, template: "home", language: language)
    }

    /// The summary of a node's page in `language` (or the other language).
    func summary(_ id: PageID, _ language: Language) -> String {
        (index.page(id, language) ?? index.page(id, language.other))?.page.summary ?? ""
    }

    /// Nodes grouped by a key, groups sorted by key (the empty key last), nodes kept in order.
    func grouped(_ nodes: [Node], by key: (Node) -> String) -> [(String, [Node])] {
        var groups: [String: [Node]] = [:]
        for node in nodes { groups[key(node), default: []].append(node) }
        return groups.keys.sorted { ($0.isEmpty ? 1 : 0, $0) < ($1.isEmpty ? 1 : 0, $1) }.map { ($0, groups[$0]!) }
    }

    /// The side-by-side view of a page: the interface in `language`, this language on the left and
    /// the other on the right, sections matched by id.
    func comparePage(_ node: Node, language: Language) -> String {
        let path = SitePaths.compare(node.id, in: language)
        let root = SitePaths.root(of: path)
        let s = words(language)
        // Each side's body as its page's job left it, or rendered here and left for the other view.
        let documents = Language.allCases.map { side -> RenderedDocument? in
            guard let linked = index.page(node.id, side) else { return nil }
            let key = CompareDocuments.Key(id: node.id, language: side)
            if let document = compareDocuments.take(key) { return document }
            let document = render(linked, language: side, variants: [compareVariant(node.id, side)])[0]
            compareDocuments.leave(document, for: key)
            return document
        }
        let sides = [language, language.other].map { side -> (Language, LinkedPage?, RenderedDocument?) in
            (side, index.page(node.id, side), documents[Language.allCases.firstIndex(of: side)!])
        }
        func column(_ side: (Language, LinkedPage?, RenderedDocument?)) -> CompareColumn {
            let title = node.kind == .method ? (node.symbol ?? node.title(in: side.0)) : node.title(in: side.0)
            return CompareColumn(lang: side.0.rawValue, name: side.0.nativeName, href: root + SitePaths.page(node.id, in: side.0), title: title)
        }
        var order: [String] = ["lead"]
        for side in sides { for section in side.2?.sections ?? [] where !order.contains(section.id) { order.append(section.id) } }
        func cell(_ side: (Language, LinkedPage?, RenderedDocument?), _ id: String) -> CompareCell? {
            guard let document = side.2 else { return nil }
            if id == "lead" { return document.lead.isEmpty ? nil : CompareCell(lang: side.0.rawValue, heading: "", body: document.lead) }
            guard let section = document.sections.first(where: { $0.id == id }) else { return nil }
            return CompareCell(lang: side.0.rawValue, heading: section.heading, body: section.body)
        }
        let rows = order.map { id in CompareRow(id: id == "lead" ? "ld-lead" : id, left: cell(sides[0], id), right: cell(sides[1], id)) }
            .filter { $0.left != nil || $0.right != nil }
        let title = column(sides[0]).title
        let view = CompareView(
            layout: layout(path: path, language: language, title: (s["compare_title"] ?? "") + ": " + title,
                           description: summary(node.id, language), counterpart: SitePaths.compare(node.id, in: language.other)),
            s: s, title: title, left: column(sides[0]), right: column(sides[1]), rows: rows)
        return input.templates.render(view, template: "compare", language: language)
    }

    /// The translation dashboard: coverage per kind and language, then every page's state in each
    /// language (missing, placeholder, stale with the changed sections, unmarked or current).
    func dashboard(_ language: Language) -> String {
        let path = SitePaths.dashboard(language)
        let root = SitePaths.root(of: path)
        let s = words(language)
        let coverage = PageKind.allCases.map { kind in
            CoverageRowView(kind: kindLabel(kind, language), cells: Language.allCases.compactMap { each in
                input.report.coverage.rows.first { $0.kind == kind && $0.language == each }.map { row in
                    CoverageCell(lang: each.nativeName, described: row.described, total: row.total,
                                 percent: String(format: "%.1f", row.percent), complete: row.described == row.total)
                }
            })
        }.filter { $0.cells.contains { $0.total > 0 } }
        let unmarked = Set(input.report.diagnostics.filter { $0.code == .unmarkedTranslation }.compactMap { $0.location?.file })
        var staleCount = 0
        var missingCount = 0
        let nodes = input.content.graph.nodes.sorted { ($0.kind, $0.id) < ($1.kind, $1.id) }
        let pages = nodes.map { node -> PageStatusView in
            let cells = Language.allCases.map { each -> StatusCell in
                guard let linked = index.page(node.id, each) else {
                    missingCount += 1
                    return StatusCell(lang: each.rawValue, status: "missing", label: s["status_missing"] ?? "", detail: "", href: nil)
                }
                let href = root + SitePaths.page(node.id, in: each)
                if let stale = stale[node.id]?[each] {
                    staleCount += 1
                    return StatusCell(lang: each.rawValue, status: "stale", label: s["status_stale"] ?? "",
                                      detail: stale.sections.joined(separator: ", "), href: href)
                }
                if input.report.coverage.placeholders.contains(linked.page.file) {
                    return StatusCell(lang: each.rawValue, status: "placeholder", label: s["status_placeholder"] ?? "", detail: "", href: href)
                }
                if unmarked.contains(linked.page.file) {
                    return StatusCell(lang: each.rawValue, status: "unmarked", label: s["status_unmarked"] ?? "", detail: "", href: href)
                }
                return StatusCell(lang: each.rawValue, status: "ok", label: s["status_ok"] ?? "", detail: "", href: href)
            }
            let both = index.page(node.id, .en) != nil && index.page(node.id, .ko) != nil
            let title = link(node.id, language: language, root: root)
            return PageStatusView(
                title: title?.title ?? node.id.rawValue, href: title?.href ?? "", titleIsCode: node.kind == .method,
                kind: kindLabel(node.kind, language), cells: cells,
                compare: both ? root + SitePaths.compare(node.id, in: language) : nil)
        }
        let view = DashboardView(
            layout: layout(path: path, language: language, title: s["dashboard_title"] ?? "", description: s["dashboard_intro"] ?? "",
                           counterpart: SitePaths.dashboard(language.other)),
            s: s, coverage: coverage, pages: pages, staleCount: staleCount, missingCount: missingCount, pageCount: nodes.count)
        return input.templates.render(view, template: "translations", language: language)
    }
}
