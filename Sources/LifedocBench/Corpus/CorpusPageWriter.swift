import LifedocBase

/// Writes one synthetic page in both languages from one skeleton, so the English and Korean pages
/// have the same sections, lists, code blocks and links, as a faithful translation does.
struct CorpusPageWriter {
    /// A page another page can link to.
    struct Target: Sendable {
        var id: String
        var titleEN: String, titleKO: String
    }

    /// A sentence: a pattern and what fills its slots.
    struct Sentence {
        var pattern: CorpusSentences.Pattern
        var method: Int, other: Int, link: Target, state: Int
        var verb: CorpusVocabulary.Verb, thing: CorpusVocabulary.Thing
    }

    /// The blocks of a section.
    enum Block {
        case paragraph([Sentence])
        case list([Sentence])
        case code(String)
        case text(en: String, ko: String)
    }

    let catalog: CorpusCatalog
    /// Every page that can be linked to, in catalog order.
    let targets: [Target]

    init(catalog: CorpusCatalog) {
        self.catalog = catalog
        targets = catalog.states.map { Target(id: $0.id, titleEN: $0.titleEN, titleKO: $0.titleKO) }
            + catalog.methods.map { Target(id: $0.id, titleEN: $0.symbol, titleKO: $0.symbol) }
            + catalog.tasks.map { Target(id: $0.id, titleEN: $0.titleEN, titleKO: $0.titleKO) }
            + catalog.guides.map { Target(id: $0.id, titleEN: $0.titleEN, titleKO: $0.titleKO) }
    }

    /// A random sentence about `thing` (and `verb`), from the general patterns.
    func sentence(
        _ random: inout SeededGenerator, verb: CorpusVocabulary.Verb? = nil, thing: CorpusVocabulary.Thing? = nil
    ) -> Sentence {
        Sentence(
            pattern: random.pick(CorpusSentences.general),
            method: random.below(max(catalog.methods.count, 1)), other: random.below(max(catalog.methods.count, 1)),
            link: random.pick(targets), state: random.below(catalog.states.count),
            verb: verb ?? random.pick(CorpusVocabulary.verbs), thing: thing ?? random.pick(CorpusVocabulary.things))
    }

    /// A paragraph of `count` sentences.
    func paragraph(_ count: Int, _ random: inout SeededGenerator, verb: CorpusVocabulary.Verb? = nil,
                   thing: CorpusVocabulary.Thing? = nil) -> Block {
        var sentences: [Sentence] = []
        // Draw again when a pattern repeats, so a paragraph does not say the same thing twice.
        for _ in 0..<count {
            var next = sentence(&random, verb: verb, thing: thing)
            while sentences.contains(where: { $0.pattern.en == next.pattern.en }) { next = sentence(&random, verb: verb, thing: thing) }
            sentences.append(next)
        }
        return .paragraph(sentences)
    }

    /// A Swift code block implementing method `number`.
    func code(_ number: Int) -> Block {
        guard catalog.methods.indices.contains(number) else { return .code("let ready = true\n") }
        let method = catalog.methods[number]
        let store = CorpusVocabulary.camel([method.thing.en]).prefix(1).lowercased()
            + CorpusVocabulary.camel([method.thing.en]).dropFirst()
        return .code("""
            \(method.declaration) {
                \(store)Store.\(method.verb.base)(priority: .\(method.isWill ? "high" : "utility"))
                logger.debug("\(method.objc)")
            }

            """)
    }

    /// The Markdown text of a page in `language`: front matter lines, the lead and the sections.
    func render(
        front: [String], lead: [Block], sections: [(id: String, en: String, ko: String, blocks: [Block])],
        language: Language, from pageID: String
    ) -> String {
        var out = "---\n" + front.joined(separator: "\n") + "\n---\n\n"
        for block in lead { out += render(block, language, pageID) }
        for section in sections {
            out += "## \(language == .en ? section.en : section.ko) {#\(section.id)}\n\n"
            for block in section.blocks { out += render(block, language, pageID) }
        }
        return out
    }

    private func render(_ block: Block, _ language: Language, _ pageID: String) -> String {
        switch block {
        case let .paragraph(sentences):
            return sentences.map { fill($0, language, pageID) }.joined(separator: " ") + "\n\n"
        case let .list(sentences):
            return sentences.map { "- " + fill($0, language, pageID) + "\n" }.joined() + "\n"
        case let .code(text):
            return "```swift\n" + text + "```\n\n"
        case let .text(en, ko):
            return (language == .en ? en : ko) + "\n\n"
        }
    }

    /// The pattern of `sentence` in `language` with its slots filled.
    func fill(_ sentence: Sentence, _ language: Language, _ pageID: String) -> String {
        let pattern = language == .en ? sentence.pattern.en : sentence.pattern.ko
        var out = "", slot = "", inSlot = false
        for character in pattern {
            switch (character, inSlot) {
            case ("{", false): inSlot = true; slot = ""
            case ("}", true): inSlot = false; out += value(of: slot, sentence, language, pageID)
            case (_, true): slot.append(character)
            default: out.append(character)
            }
        }
        return language == .en ? CorpusVocabulary.capitalized(out) : out
    }

    private func value(of slot: String, _ sentence: Sentence, _ language: Language, _ pageID: String) -> String {
        let parts = slot.split(separator: ":").map(String.init)
        let name = parts[0]
        let particle: KoreanParticles.Pair? = parts.count > 1 ? Self.pairs[parts[1]] : nil
        let methods = catalog.methods
        func withParticle(_ text: String, spoken: String? = nil) -> String {
            guard let particle, language == .ko else { return text }
            let attached = KoreanParticles.attach(spoken ?? text, particle)
            return text + attached.dropFirst((spoken ?? text).count)
        }
        switch name {
        case "m", "m2":
            let number = name == "m" ? sentence.method : sentence.other
            return methods.isEmpty ? "`viewDidLoad()`" : "`\(methods[number].symbol)`"
        case "objc":
            return methods.isEmpty ? "viewDidLoad" : methods[sentence.method].objc
        case "link":
            let title = language == .en ? sentence.link.titleEN : sentence.link.titleKO
            return withParticle("[\(title)](\(Self.relative(from: pageID, to: sentence.link.id)))", spoken: title)
        case "state":
            let state = catalog.states[sentence.state]
            let title = language == .en ? state.titleEN : state.titleKO
            let link = "[\(title)](\(Self.relative(from: pageID, to: state.id)))"
            return language == .en ? link : withParticle(link + " 상태", spoken: "상태")
        case "thing":
            return withParticle(language == .en ? sentence.thing.en : sentence.thing.ko)
        case "verb":
            return language == .en ? sentence.verb.base : withParticle(sentence.verb.ko)
        case "verbed": return sentence.verb.past
        case "verbing": return sentence.verb.gerund
        default: return slot
        }
    }

    private static let pairs: [String: KoreanParticles.Pair] = [
        "object": .object, "subject": .subject, "topic": .topic, "and": .and, "toward": .toward,
    ]

    /// The relative path of page `target`'s file from page `source`'s file (`../tasks/x.md`).
    static func relative(from source: String, to target: String) -> String {
        let depth = source.split(separator: "/").count - 1
        return String(repeating: "../", count: depth) + target + ".md"
    }
}
