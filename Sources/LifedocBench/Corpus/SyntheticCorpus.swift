import LifedocBase
import LifedocCheck
import LifedocContent

/// A deterministic synthetic knowledge base for benchmarks: states, methods, tasks and guides in
/// the project's own content model, every page in English and Korean (Korean translations stamped
/// as current, except about 2 % left stale on purpose), with links, method names in code spans,
/// Objective-C selectors and Swift code blocks.
package enum SyntheticCorpus {
    /// The corpus files, by path below the content folder (`en/methods/x.md`, `glossary.yml`), sorted.
    /// - Parameters:
    ///   - pages: pages per language (at least 10: the states).
    ///   - seed: the same seed and size give byte-identical files.
    package static func files(pages: Int, seed: UInt64) -> [(path: String, text: String)] {
        var random = SeededGenerator(seed: seed)
        let catalog = CorpusCatalog(pages: pages, random: &random)
        let writer = CorpusPageWriter(catalog: catalog)
        var files: [(path: String, text: String)] = [
            ("glossary.yml", glossary), ("symbols.yml", "external: []\n"),
        ]
        var pageNumber: UInt64 = 0
        func add(_ id: String, _ make: (inout SeededGenerator, Language, Bool) -> String) {
            pageNumber += 1
            // Each page has its own generator, so both languages draw the same skeleton.
            let pageSeed = seed &* 0x9E37_79B9_7F4A_7C15 &+ pageNumber
            var forStale = SeededGenerator(seed: pageSeed ^ 0x5A5A)
            let stale = id.hasPrefix("tasks/") || id.hasPrefix("guides/") ? forStale.chance(2) : false
            var english = SeededGenerator(seed: pageSeed), korean = SeededGenerator(seed: pageSeed)
            let source = make(&english, .en, false)
            var translation = make(&korean, .ko, false)
            if let parsed = PageParser.parse(SourceFile(path: "en/\(id).md", text: source)).0 {
                translation = TranslationStamp.stamp(translation, source: parsed)
            }
            var edited = SeededGenerator(seed: pageSeed)
            files.append(("en/\(id).md", stale ? make(&edited, .en, true) : source))
            files.append(("ko/\(id).md", translation))
        }
        for state in catalog.states { add(state.id) { statePage(state, writer, &$0, $1, $2) } }
        for (number, method) in catalog.methods.enumerated() {
            add(method.id) { methodPage(method, number, writer, &$0, $1, $2) }
        }
        for task in catalog.tasks { add(task.id) { taskPage(task, writer, &$0, $1, $2) } }
        for guide in catalog.guides { add(guide.id) { guidePage(guide, writer, &$0, $1, $2) } }
        return files.sorted { $0.path < $1.path }
    }

    /// The same pages as articles written elsewhere: no front matter, the title as the first `#`
    /// heading, the same links and prose; no glossary, symbols or translation stamps.
    package static func foreignFiles(pages: Int, seed: UInt64) -> [(path: String, text: String)] {
        files(pages: pages, seed: seed).compactMap { file in
            guard file.path.hasSuffix(".md") else { return nil }
            return (file.path, article(file.text))
        }
    }

    /// `page` without its front matter, its title made the first heading.
    static func article(_ page: String) -> String {
        guard page.hasPrefix("---\n"), let end = page.range(of: "\n---\n", range: page.index(page.startIndex, offsetBy: 4)..<page.endIndex)
        else { return page }
        let front = page[page.index(page.startIndex, offsetBy: 4)..<end.lowerBound]
        var title = front.split(separator: "\n").first { $0.hasPrefix("title: ") }.map { String($0.dropFirst("title: ".count)) } ?? "Untitled"
        if title.hasPrefix("\""), title.hasSuffix("\""), title.count >= 2 { title = String(title.dropFirst().dropLast()) }
        return "# " + title + "\n" + page[end.upperBound...]
    }

    /// A sentence the English source gains after its translation was made, so the translation is stale.
    static let edit = CorpusPageWriter.Block.text(
        en: "Since iOS 17 the system also sends this moment to widgets, so check their timelines too.",
        ko: "")

    private static func statePage(
        _ state: CorpusCatalog.State, _ writer: CorpusPageWriter, _ random: inout SeededGenerator, _ language: Language,
        _ stale: Bool
    ) -> String {
        var front = ["kind: state", "title: \(language == .en ? state.titleEN : state.titleKO)"]
        if language == .en {
            front += ["lifecycle: \(state.lifecycle)", "order: \(state.order)", "transitions:"]
            front += state.transitions.map { "  - to: \($0)" }
        }
        let lead: [CorpusPageWriter.Block] = [
            .text(en: "In the \(state.titleEN) state the \(state.lifecycle) has a narrow set of duties, described below.",
                  ko: "\(state.titleKO) 상태의 \(state.lifecycle == "app" ? "앱" : "씬")이 해야 할 일은 아래처럼 좁게 정해져 있습니다."),
            writer.paragraph(2, &random),
        ]
        let sections: [(id: String, en: String, ko: String, blocks: [CorpusPageWriter.Block])] = [
            ("allowed", "What the app can do here", "이 상태에서 할 수 있는 일",
             [.list((0..<4).map { _ in writer.sentence(&random) }), writer.paragraph(2, &random)]),
            ("entering", "Entering the state", "이 상태로 들어올 때", [writer.paragraph(3, &random)]),
            ("leaving", "Leaving the state", "이 상태를 떠날 때", [writer.paragraph(3, &random), writer.code(random.below(max(writer.catalog.methods.count, 1)))]),
        ]
        return writer.render(front: front, lead: lead, sections: sections, language: language, from: state.id)
    }

    private static func methodPage(
        _ method: CorpusCatalog.Method, _ number: Int, _ writer: CorpusPageWriter, _ random: inout SeededGenerator, _ language: Language,
        _ stale: Bool
    ) -> String {
        var front = ["kind: method", "title: \"\(method.symbol)\""]
        if language == .en {
            front += [
                "symbol: \"\(method.symbol)\"", "objc: \"\(method.objc)\"", "declaration: \"\(method.declaration)\"",
                "protocol: \(method.protocolName)", "availability: \(method.availability)",
            ]
            if let notification = method.notification { front.append("notification: \(notification)") }
        }
        let owner = method.isScene ? ("scene delegate", "씬 델리게이트") : ("app delegate", "앱 델리게이트")
        let subject = method.isScene ? ("scene", "씬") : ("app", "앱")
        let when = method.isWill
            ? ("is about to \(method.verb.base)", "\(method.verb.ko)하기 직전")
            : ("has \(method.verb.past)", "\(method.verb.ko)한 직후")
        let lead: [CorpusPageWriter.Block] = [
            .text(en: "`\(method.symbol)` tells the \(owner.0) that the \(subject.0) \(when.0) its \(method.thing.en).",
                  ko: "`\(method.symbol)` 메서드는 \(KoreanParticles.attach(subject.1, .subject)) \(KoreanParticles.attach(method.thing.ko, .object)) \(when.1)임을 \(owner.1)에 알립니다."),
            writer.paragraph(2, &random, verb: method.verb, thing: method.thing),
        ]
        let sections: [(id: String, en: String, ko: String, blocks: [CorpusPageWriter.Block])] = [
            ("when", "When it is called", "호출 시점",
             [writer.paragraph(3, &random, verb: method.verb), .list((0..<3).map { _ in writer.sentence(&random) })]),
            ("what-to-do", "What to do in it", "이 메서드에서 할 일",
             [writer.paragraph(3, &random, thing: method.thing), writer.code(number), writer.paragraph(2, &random)]),
            ("pitfalls", "Common mistakes", "흔한 실수",
             [.list((0..<(3 + random.below(2))).map { _ in writer.sentence(&random, thing: method.thing) }),
              writer.paragraph(1, &random)]),
        ]
        return writer.render(front: front, lead: lead, sections: sections, language: language, from: method.id)
    }

    private static func taskPage(
        _ task: CorpusCatalog.Task, _ writer: CorpusPageWriter, _ random: inout SeededGenerator, _ language: Language,
        _ stale: Bool
    ) -> String {
        var front = ["kind: task", "title: \(language == .en ? task.titleEN : task.titleKO)"]
        let methods = task.methods.map { writer.catalog.methods[$0] }
        if language == .en {
            front.append("group: \(task.group)")
            if !methods.isEmpty { front += ["methods:"] + methods.map { "  - \"\($0.symbol)\"" } }
        }
        let lead: [CorpusPageWriter.Block] = [
            .text(en: "\(task.titleEN), so that the user never loses \(task.thing.en).",
                  ko: "사용자가 \(KoreanParticles.attach(task.thing.ko, .object)) 잃지 않도록 \(task.titleKO.dropLast(2))합니다."),
            writer.paragraph(2, &random, verb: task.verb, thing: task.thing),
        ]
        var how: [CorpusPageWriter.Block] = [
            writer.paragraph(3, &random, verb: task.verb, thing: task.thing),
            writer.code(task.methods.first ?? 0), writer.paragraph(2, &random),
        ]
        if stale { how.append(edit) }
        let places = methods.map { "`\($0.symbol)`" }.joined(separator: ", ")
        let sections: [(id: String, en: String, ko: String, blocks: [CorpusPageWriter.Block])] = [
            ("why", "Why", "필요한 이유", [writer.paragraph(3, &random, thing: task.thing), writer.paragraph(2, &random)]),
            ("how", "How", "방법", how),
            ("where", "Where it goes", "구현 위치",
             [.text(en: methods.isEmpty ? "Any life-cycle method that runs early enough." : "In \(places).",
                    ko: methods.isEmpty ? "충분히 일찍 실행되는 생명 주기 메서드라면 어디든 됩니다." : "\(places) 메서드에서 합니다."),
              writer.paragraph(2, &random)]),
        ]
        return writer.render(front: front, lead: lead, sections: sections, language: language, from: task.id)
    }

    private static func guidePage(
        _ guide: CorpusCatalog.Guide, _ writer: CorpusPageWriter, _ random: inout SeededGenerator, _ language: Language,
        _ stale: Bool
    ) -> String {
        let front = ["kind: article", "title: \(language == .en ? guide.titleEN : guide.titleKO)"]
        let lead: [CorpusPageWriter.Block] = [
            .text(en: "This guide follows \(guide.thing.en) through the life cycle of an app and its scenes.",
                  ko: "이 가이드는 앱과 씬의 생명 주기 전체에서 \(KoreanParticles.attach(guide.thing.ko, .object)) 어떻게 다루는지 살펴봅니다."),
            writer.paragraph(3, &random, thing: guide.thing),
        ]
        let pool: [(id: String, en: String, ko: String)] = [
            ("overview", "Overview", "개요"), ("sequence", "The order of calls", "호출 순서"),
            ("resources", "Resources to release", "해제할 자원"), ("testing", "Testing", "테스트하기"),
            ("migration", "Moving from the app delegate", "앱 델리게이트에서 옮기기"), ("checklist", "Checklist", "점검 목록"),
        ]
        var sections: [(id: String, en: String, ko: String, blocks: [CorpusPageWriter.Block])] = []
        for heading in pool.prefix(4 + random.below(3)) {
            var blocks = [writer.paragraph(3, &random, thing: guide.thing), writer.paragraph(2, &random)]
            if random.chance(40) { blocks.append(.list((0..<3).map { _ in writer.sentence(&random) })) }
            if random.chance(30) { blocks.append(writer.code(random.below(max(writer.catalog.methods.count, 1)))) }
            sections.append((heading.id, heading.en, heading.ko, blocks))
        }
        if stale { sections[0].blocks.append(edit) }
        return writer.render(front: front, lead: lead, sections: sections, language: language, from: guide.id)
    }

    /// The glossary of the corpus: the words its Korean prose uses, with the variants people write.
    static let glossary = """
        terms:
          - id: app
            en: app
            ko: 앱
            variants:
              ko: ["어플"]
          - id: scene
            en: scene
            ko: 씬
            variants:
              ko: ["장면 객체"]
          - id: background
            en: background
            ko: 백그라운드
            variants:
              ko: ["백 그라운드"]
          - id: foreground
            en: foreground
            ko: 포그라운드
            variants:
              ko: ["포어그라운드"]

        """
}
