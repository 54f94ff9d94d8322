import Foundation
import LifedocBase
import LifedocContent
import LifedocGraph
import LifedocMarkdown

/// The site's navigation: the sidebar's tree (one script per language, `<lang>/nav.js`, which
/// `site.js` draws on every page and marks the current page in), the breadcrumbs of a page, and
/// previous/next through the guides.
///
/// The tree is one file rather than markup in every page: a sidebar of the whole knowledge base in
/// each of N pages would make the site grow with N², which at 10,000 pages per language is
/// gigabytes. Without scripts the sidebar shows links to the home page's lists instead.
extension SitePlanner {
    /// A page in reading order: guides by their `order` (then title), states by theirs, the rest by title.
    func readingOrder(_ nodes: [Node], in language: Language) -> [Node] {
        Self.readingOrder(nodes, in: language)
    }

    /// `nodes` in reading order in `language`: by `order`, then title, then id.
    static func readingOrder(_ nodes: [Node], in language: Language) -> [Node] {
        nodes.sorted { ($0.order ?? Int.max, $0.title(in: language), $0.id) < ($1.order ?? Int.max, $1.title(in: language), $1.id) }
    }

    /// The sidebar's sections: guides in reading order, states by life cycle, methods by protocol or
    /// class, tasks by group; each with its groups of pages.
    func navigationSections(_ language: Language) -> [(title: String, anchor: String, groups: [(title: String, nodes: [Node])])] {
        let graph = input.content.graph
        let guides = readingOrder(graph.nodes(of: .article), in: language)
        let states = Lifecycle.allCases.map { lifecycle in
            (title: lifecycleName(lifecycle, language),
             nodes: readingOrder(graph.nodes(of: .state).filter { $0.lifecycle == lifecycle }, in: language))
        }.filter { !$0.nodes.isEmpty }
        let methods = grouped(graph.nodes(of: .method), by: { $0.protocolName ?? $0.className ?? "" }).map { name, nodes in
            (title: name.isEmpty ? word("other_methods", language, fallback: "") : name, nodes: nodes)
        }
        let tasks = grouped(graph.nodes(of: .task), by: { $0.group ?? "" }).map { group, nodes in
            (title: group.isEmpty ? word("other_tasks", language, fallback: "")
                : word(SitePlanner.stringName("group", group), language, fallback: group),
             nodes: readingOrder(nodes, in: language))
        }
        return [
            (word("home_guides", language, fallback: "Guides"), "ld-guides", guides.isEmpty ? [] : [(title: "", nodes: guides)]),
            (word("home_states", language, fallback: "States"), "ld-states", states),
            (word("home_methods", language, fallback: "Methods"), "ld-methods", methods),
            (word("home_tasks", language, fallback: "Tasks"), "ld-tasks", tasks),
        ].filter { !$0.2.isEmpty }
    }

    /// `<lang>/nav.js`: the sidebar's tree as a script that registers it, addresses relative to the
    /// site root: `(window.lifedocNavigation = …)["en"] = {"sections":[{"title","groups":[{"title","items":[…]}]}]}`.
    func navigationScript(_ language: Language) -> String {
        struct Item: Encodable { var id: String; var title: String; var href: String; var code: Bool; var deprecated: Bool? }
        struct Group: Encodable { var title: String; var items: [Item] }
        struct Section: Encodable { var title: String; var href: String; var groups: [Group] }
        struct Tree: Encodable { var sections: [Section] }
        let sections = navigationSections(language).map { section in
            Section(title: section.title, href: SitePaths.home(language) + "#" + section.anchor, groups: section.groups.map { group in
                Group(title: group.title, items: group.nodes.compactMap { node in
                    guard let target = index.language(of: node.id, preferring: language) else { return nil }
                    return Item(
                        id: node.id.rawValue, title: node.kind == .method ? (node.symbol ?? node.title(in: language)) : node.title(in: language),
                        href: SitePaths.page(node.id, in: target), code: node.kind == .method,
                        deprecated: node.deprecation == nil ? nil : true)
                })
            })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(Tree(sections: sections))).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "(window.lifedocNavigation = window.lifedocNavigation || {})[\"\(language.rawValue)\"] = \(json);\n"
    }

    /// Home › the page's section › its group › the page.
    func breadcrumbs(_ node: Node, title: String, language: Language, root: String) -> [Crumb] {
        let home = root + SitePaths.home(language)
        var crumbs = [Crumb(title: word("nav_home", language, fallback: "Home"), href: home)]
        switch node.kind {
        case .article:
            crumbs.append(Crumb(title: word("home_guides", language, fallback: "Guides"), href: home + "#ld-guides"))
        case .state:
            crumbs.append(Crumb(title: word("home_states", language, fallback: "States"), href: home + "#ld-states"))
            if let lifecycle = node.lifecycle {
                crumbs.append(Crumb(title: lifecycleName(lifecycle, language), href: home + "#ld-states-" + lifecycle.rawValue))
            }
        case .method:
            crumbs.append(Crumb(title: word("home_methods", language, fallback: "Methods"), href: home + "#ld-methods"))
            if let type = node.protocolName ?? node.className {
                crumbs.append(Crumb(title: type, href: home + "#ld-methods-" + HTMLEscaping.slug(type)))
            }
        case .task:
            crumbs.append(Crumb(title: word("home_tasks", language, fallback: "Tasks"), href: home + "#ld-tasks"))
            if let group = node.group {
                crumbs.append(Crumb(
                    title: word(SitePlanner.stringName("group", group), language, fallback: group),
                    href: home + "#ld-tasks-" + HTMLEscaping.slug(group)))
            }
        }
        crumbs.append(Crumb(title: title, href: nil))
        return crumbs
    }

    /// The guides before and after `node` in reading order; nil for other pages.
    func pager(_ node: Node, language: Language, root: String) -> Pager? {
        guard node.kind == .article, let guides = guideOrder[language], let position = guides.position[node.id] else { return nil }
        let previous = position > 0 ? link(guides.ids[position - 1], language: language, root: root) : nil
        let next = position + 1 < guides.ids.count ? link(guides.ids[position + 1], language: language, root: root) : nil
        return previous == nil && next == nil ? nil : Pager(previous: previous, next: next)
    }
}
