/// Which pages a synthetic corpus has: the ten real states, then methods, tasks and guides in the
/// proportions of the real knowledge base (about 40 %, 35 % and 25 % of the rest). Every name is
/// derived from the seed, so the same seed and size give the same catalog.
struct CorpusCatalog: Sendable {
    /// A delegate method with all the facts its page declares.
    struct Method: Sendable {
        var id: String
        var symbol: String
        var objc: String
        var declaration: String
        var protocolName: String
        var availability: String
        var notification: String?
        var verb: CorpusVocabulary.Verb
        var thing: CorpusVocabulary.Thing
        var isWill: Bool
        var isScene: Bool
    }

    /// A task: something to do, and the methods where it is done.
    struct Task: Sendable {
        var id: String
        var titleEN: String, titleKO: String
        var group: String
        var verb: CorpusVocabulary.Verb
        var thing: CorpusVocabulary.Thing
        var methods: [Int]
    }

    /// A guide (an `article` page) about one thing.
    struct Guide: Sendable {
        var id: String
        var titleEN: String, titleKO: String
        var thing: CorpusVocabulary.Thing
    }

    /// One of the ten states of the two life cycles.
    struct State: Sendable {
        var id: String
        var lifecycle: String
        var order: Int
        var titleEN: String, titleKO: String
        var transitions: [String]
    }

    var states: [State]
    var methods: [Method]
    var tasks: [Task]
    var guides: [Guide]

    static let allStates: [State] = [
        State(id: "states/app/not-running", lifecycle: "app", order: 1, titleEN: "Not running", titleKO: "실행되지 않음",
              transitions: ["app/inactive", "app/background"]),
        State(id: "states/app/inactive", lifecycle: "app", order: 2, titleEN: "Inactive", titleKO: "비활성",
              transitions: ["app/active", "app/background"]),
        State(id: "states/app/active", lifecycle: "app", order: 3, titleEN: "Active", titleKO: "활성",
              transitions: ["app/inactive"]),
        State(id: "states/app/background", lifecycle: "app", order: 4, titleEN: "Background", titleKO: "백그라운드",
              transitions: ["app/inactive", "app/suspended"]),
        State(id: "states/app/suspended", lifecycle: "app", order: 5, titleEN: "Suspended", titleKO: "일시 중단",
              transitions: ["app/background", "app/not-running"]),
        State(id: "states/scene/unattached", lifecycle: "scene", order: 1, titleEN: "Unattached", titleKO: "연결되지 않음",
              transitions: ["scene/foreground-inactive", "scene/background"]),
        State(id: "states/scene/foreground-inactive", lifecycle: "scene", order: 2, titleEN: "Foreground inactive",
              titleKO: "포그라운드 비활성", transitions: ["scene/foreground-active", "scene/background"]),
        State(id: "states/scene/foreground-active", lifecycle: "scene", order: 3, titleEN: "Foreground active",
              titleKO: "포그라운드 활성", transitions: ["scene/foreground-inactive"]),
        State(id: "states/scene/background", lifecycle: "scene", order: 4, titleEN: "Background", titleKO: "백그라운드",
              transitions: ["scene/foreground-inactive", "scene/suspended"]),
        State(id: "states/scene/suspended", lifecycle: "scene", order: 5, titleEN: "Suspended", titleKO: "일시 중단",
              transitions: ["scene/background", "scene/unattached"]),
    ]

    /// The catalog of a corpus of `pages` pages per language (at least the ten states).
    init(pages: Int, random: inout SeededGenerator) {
        states = Array(Self.allStates.prefix(max(pages, 1)))
        let rest = max(pages - states.count, 0)
        let methodCount = rest * 40 / 100, taskCount = rest * 35 / 100
        methods = Self.methods(count: methodCount, random: &random)
        tasks = Self.tasks(count: taskCount, methods: methods.count, random: &random)
        guides = Self.guides(count: rest - methodCount - taskCount, random: &random)
    }

    /// Methods from distinct (receiver, tense, verb, qualifier, thing) combinations in seeded order.
    private static func methods(count: Int, random: inout SeededGenerator) -> [Method] {
        let verbs = CorpusVocabulary.verbs, things = CorpusVocabulary.things, qualifiers = CorpusVocabulary.qualifiers
        let combinations = 4 * verbs.count * things.count * qualifiers.count
        var result: [Method] = []
        // A stride coprime to the number of combinations visits each one once, in a seeded order.
        var step = 1 + random.below(combinations - 1)
        while gcd(step, combinations) != 1 { step += 1 }
        var cursor = random.below(combinations)
        // Two methods every corpus of 20 pages or more has, so benchmark queries can name them.
        let anchors = [anchor(scene: true, will: true, verb: "sync", qualifier: "remote", thing: "drafts"),
                       anchor(scene: false, will: false, verb: "compress", qualifier: "cached", thing: "profiles")]
        var codes = count >= 2 ? anchors : []
        while codes.count < min(count, combinations) {
            if !anchors.contains(cursor) { codes.append(cursor) }
            cursor = (cursor + step) % combinations
        }
        for (position, start) in codes.enumerated() {
            var code = start
            let isScene = code % 2 == 1; code /= 2
            let isWill = code % 2 == 1; code /= 2
            let verb = verbs[code % verbs.count]; code /= verbs.count
            let qualifier = qualifiers[code % qualifiers.count]; code /= qualifiers.count
            let thing = things[code % things.count]
            let qualified = CorpusVocabulary.Thing(
                en: qualifier.en.isEmpty ? thing.en : qualifier.en + " " + thing.en,
                ko: qualifier.ko.isEmpty ? thing.ko : qualifier.ko + " " + thing.ko)
            result.append(method(
                isScene: isScene, isWill: isWill, verb: verb, thing: qualified, labelled: position >= anchors.count && random.chance(30),
                random: &random))
        }
        return result.sorted { $0.id < $1.id }
    }

    private static func method(
        isScene: Bool, isWill: Bool, verb: CorpusVocabulary.Verb, thing: CorpusVocabulary.Thing, labelled: Bool,
        random: inout SeededGenerator
    ) -> Method {
        let receiver = isScene ? "scene" : "application"
        let type = isScene ? "UIScene" : "UIApplication"
        let event = (isWill ? "Will" : "Did") + CorpusVocabulary.camel([verb.base, thing.en])
        let argument = CorpusVocabulary.camel([thing.en])
        let symbol: String, objc: String, declaration: String
        if labelled {
            let label = (isWill ? "will" : "did") + CorpusVocabulary.camel([verb.base, thing.en])
            symbol = "\(receiver)(_:\(label):)"
            objc = "\(receiver):\(label):"
            declaration = "func \(receiver)(_ \(receiver): \(type), \(label) items: [\(argument)Item])"
        } else {
            symbol = "\(receiver)\(event)(_:)"
            objc = "\(receiver)\(event):"
            declaration = "func \(receiver)\(event)(_ \(receiver): \(type))"
        }
        let notification = !isWill && random.chance(30) ? "\(type).did\(CorpusVocabulary.camel([verb.base, thing.en]))Notification" : nil
        return Method(
            id: "methods/" + CorpusVocabulary.slug(receiver + " " + (isWill ? "will " : "did ") + verb.base + " " + thing.en),
            symbol: symbol, objc: objc, declaration: declaration,
            protocolName: isScene ? "UISceneDelegate" : "UIApplicationDelegate",
            availability: random.pick(["iOS 13.0+", "iOS 14.0+", "iOS 15.0+", "iOS 16.0+"]),
            notification: notification, verb: verb, thing: thing, isWill: isWill, isScene: isScene)
    }

    private static func tasks(count: Int, methods: Int, random: inout SeededGenerator) -> [Task] {
        var result: [Task] = [], used: Set<String> = []
        for number in 0..<count {
            let verb = random.pick(CorpusVocabulary.verbs), thing = random.pick(CorpusVocabulary.things)
            let qualifier = random.pick(CorpusVocabulary.qualifiers), group = random.pick(CorpusVocabulary.groups)
            let thingEN = qualifier.en.isEmpty ? thing.en : qualifier.en + " " + thing.en
            let thingKO = qualifier.ko.isEmpty ? thing.ko : qualifier.ko + " " + thing.ko
            let titleEN = CorpusVocabulary.capitalized("\(verb.base) \(thingEN) \(group.en)")
            let titleKO = "\(group.ko) \(thingKO) \(verb.ko)하기"
            var id = "tasks/" + CorpusVocabulary.slug(titleEN)
            if used.contains(id) { id += "-\(number)" }
            used.insert(id)
            let linked = methods == 0 ? [] : (0..<(1 + random.below(3))).map { _ in random.below(methods) }
            result.append(Task(
                id: id, titleEN: titleEN, titleKO: titleKO, group: group.id, verb: verb,
                thing: CorpusVocabulary.Thing(en: thingEN, ko: thingKO), methods: Array(Set(linked)).sorted()))
        }
        return result.sorted { $0.id < $1.id }
    }

    private static func guides(count: Int, random: inout SeededGenerator) -> [Guide] {
        var result: [Guide] = [], used: Set<String> = []
        for number in 0..<count {
            let thing = random.pick(CorpusVocabulary.things), topic = random.pick(CorpusVocabulary.guideTopics)
            let titleEN = CorpusVocabulary.capitalized("\(thing.en) \(topic.en)")
            let titleKO = "\(thing.ko) \(topic.ko)"
            var id = "guides/" + CorpusVocabulary.slug(titleEN)
            if used.contains(id) { id += "-\(number)" }
            used.insert(id)
            result.append(Guide(id: id, titleEN: titleEN, titleKO: titleKO, thing: thing))
        }
        return result.sorted { $0.id < $1.id }
    }

    /// The combination number of a method, as `methods(count:random:)` decodes it.
    private static func anchor(scene: Bool, will: Bool, verb: String, qualifier: String, thing: String) -> Int {
        let verbs = CorpusVocabulary.verbs, qualifiers = CorpusVocabulary.qualifiers
        let v = verbs.firstIndex { $0.base == verb }!, q = qualifiers.firstIndex { $0.en == qualifier }!
        let t = CorpusVocabulary.things.firstIndex { $0.en == thing }!
        return (scene ? 1 : 0) + 2 * ((will ? 1 : 0) + 2 * (v + verbs.count * (q + qualifiers.count * t)))
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
