import LifedocBase
import LifedocContent
import LifedocGraph
import LifedocMarkdown

/// The text of a new page (`lifedoc new`) and of a translation draft (`lifedoc translate`), shaped
/// like the pages already there: the sections a kind of page has, headed as those pages head them.
struct PageScaffold {
    let linked: LinkedContent

    /// Section ids and headings for `kind` in `language`: the sequence of ids most pages of the kind
    /// share, each with its most common heading; a default when the content has no such page.
    func sections(_ kind: PageKind, in language: Language) -> [(id: String, heading: String)] {
        let pages = linked.pages.map(\.page).filter { $0.kind == kind && $0.language == language }
        var sequences: [[String]: Int] = [:]
        var headings: [String: [String: Int]] = [:]
        for page in pages {
            let ids = page.sections.compactMap(\.explicitID)
            sequences[ids, default: 0] += 1
            for section in page.sections { if let id = section.explicitID { headings[id, default: [:]][section.title, default: 0] += 1 } }
        }
        let best = sequences.filter { !$0.key.isEmpty }.max { ($0.value, $1.key.joined()) < ($1.value, $0.key.joined()) }?.key
        let ids = best ?? Self.defaults[kind] ?? []
        return ids.map { id in
            let heading = headings[id]?.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? Self.defaultHeading(id, language)
            return (id, heading)
        }
    }

    static let defaults: [PageKind: [String]] = [
        .method: ["when", "what-to-do", "pitfalls"], .task: ["why", "how", "where"],
        .state: ["allowed", "not-allowed", "entering", "leaving"], .article: [],
    ]

    static func defaultHeading(_ id: String, _ language: Language) -> String {
        let english = ["when": "When it is called", "what-to-do": "What to do in it", "pitfalls": "Common mistakes", "why": "Why",
                       "how": "How", "where": "Where it belongs", "allowed": "What the app can do here",
                       "not-allowed": "What it must not do", "entering": "How it gets here", "leaving": "How it leaves"]
        let korean = ["when": "호출 시점", "what-to-do": "이 메서드에서 할 일", "pitfalls": "흔한 실수", "why": "필요한 이유", "how": "방법",
                      "where": "구현 위치", "allowed": "이 상태에서 할 수 있는 일", "not-allowed": "하면 안 되는 일",
                      "entering": "이 상태로 들어오는 경로", "leaving": "이 상태에서 나가는 경로"]
        return (language == .ko ? korean[id] : english[id]) ?? id
    }

    /// A new page: front matter with the kind's facts, a lead and the kind's sections to fill in.
    func newPage(kind: PageKind, language: Language, title: String, facts: [(String, String)]) -> String {
        var lines = ["---", "kind: \(kind.rawValue)", "title: \(Self.yaml(title))"]
        for (name, value) in facts { lines.append("\(name): \(Self.yaml(value))") }
        lines.append("draft: true")
        lines += ["---", language == .ko ? "TODO: 이 페이지가 다루는 내용을 한 문단으로 씁니다." : "TODO: one paragraph on what this page is about.", ""]
        for section in sections(kind, in: language) {
            lines += ["## \(section.heading) {#\(section.id)}", "", "TODO", ""]
        }
        return lines.joined(separator: "\n")
    }

    /// A translation draft of `source`, whose Markdown body is `body`, into `language`: the body
    /// with each prose block marked as still to translate (`TranslationDraft.marker`), code blocks,
    /// links and mentions kept exactly, headings as the target language's pages head them.
    func draft(of source: Page, body: String, into language: Language) -> String {
        let headings = Dictionary(uniqueKeysWithValues: sections(source.kind, in: language).map { ($0.id, $0.heading) })
        var lines = ["---", "kind: \(source.kind.rawValue)", "title: \(Self.yaml(source.title))",
                     "translation:", "  source: \(source.language.rawValue)", "  draft: true", "---"]
        var inFence: String?
        var startOfBlock = true
        for line in body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let fence = inFence {
                lines.append(line)
                if trimmed.hasPrefix(fence) { inFence = nil; startOfBlock = true }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inFence = String(trimmed.prefix(3))
                lines.append(line)
                startOfBlock = false
                continue
            }
            if trimmed.isEmpty {
                lines.append(line)
                startOfBlock = true
                continue
            }
            if trimmed.hasPrefix("## ") {
                let (title, id) = Section.splitHeading(String(trimmed.dropFirst(3)))
                lines.append("## " + (id.flatMap { headings[$0] } ?? title) + (id.map { " {#\($0)}" } ?? ""))
                startOfBlock = true
                continue
            }
            if startOfBlock && !trimmed.hasPrefix("#") {
                lines.append(TranslationDraft.marker)
            }
            lines.append(line)
            startOfBlock = false
        }
        return lines.joined(separator: "\n")
    }

    /// A YAML scalar, quoted when a colon or other YAML syntax would misread it.
    static func yaml(_ text: String) -> String {
        let plain = !text.isEmpty && !text.contains(": ") && !text.hasSuffix(":") && !text.contains("#")
            && !"[]{}&*!|>'\"%@`-?,".contains(text.first!)
        return plain ? text : "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
