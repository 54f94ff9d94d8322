import LifedocBase
import LifedocContent

/// The query side of the event lexicon (`SearchLexicon`): which English name words a Korean query's
/// words stand for, whether the query is shaped as an event or a question, and the names typed
/// lowercase and run together. `Templates/assets/search.js` does the same, step for step.
extension SearchIndex {
    /// The analysed words of the app delegate's and the scene's method names (`w:applic`: name words
    /// are stemmed like every other word).
    static let applicationTerm = Analyzer.terms("application").first { $0.hasPrefix("w:") } ?? "w:application"
    static let sceneTerm = Analyzer.terms("scene").first { $0.hasPrefix("w:") } ?? "w:scene"
    /// What a name word of an event the query names besides the moment it asks about counts for,
    /// beside the moment's own (메모리 in 메모리 모자라서 씬 떼어낼 때).
    static let secondaryEventWordFactor = 0.5
    /// The name words of moments that what is said before them specifies rather than leads up to.
    static let specifiedMoments: Set<String> = Set(Analyzer.terms("open").filter { $0.hasPrefix("w:") })
    /// The senders that start the names of the delegate methods (`application(_:…)`, `scene(_:…)`,
    /// `windowScene(_:…)`), lowercased as identifiers are.
    static let senders = ["application", "scene", "windowscene"]
    /// The name word of a move into a state (enterForeground, enterBackground).
    static let enterTerm = Analyzer.terms("enter").first { $0.hasPrefix("w:") } ?? "w:enter"

    /// What the lexicon finds in a query: English name words (`w:enter`) and whether it asks about a moment.
    struct LexiconMatch: Equatable {
        var words: [String]
        var isEvent: Bool
        /// The query asks how to do something (어떻게, 하려면, how), or for the work to do at a moment
        /// it names before saying more (메모리 경고 받으면 캐시 비우기): tasks and guides are wanted.
        var isHowTo = false
        /// The query is about an app without scenes (씬 없는 앱): the scene's name words are not wanted.
        var withoutScene = false
        /// The one delegate the query names (앱델, scene delegate; an app without scenes has only
        /// the app delegate): the other delegate's methods rank below its own.
        var delegate: Lifecycle?
        /// The query names a scene or a window (창, 윈도우, window: a scene's) and neither delegate:
        /// 앱 in it is the app in general.
        var sceneOnly = false
        /// The query names the app or its process (앱, app, 프로세스, process) and no scene, or an app
        /// without scenes: the app's states are wanted, not a scene's of the same name.
        var appOnly = false
        /// The query names no life cycle at all (no app, scene, window or delegate): for a moment both
        /// delegates report, the scene's current method is the likelier answer.
        var namesNoLifecycle = false
        /// The query asks which state an app or scene is in (무슨 상태야, what state): states are wanted.
        var asksState = false
        /// The name words of events the query names besides the moment it asks about, which count
        /// for less (`SearchIndex.secondaryEventWordFactor`).
        var secondary: [String] = []
        /// Whether the query asks for the call after (`true`) or before (`false`) a method it
        /// names (willEnterForeground 다음에 뭐 불려), or neither (nil).
        var after: Bool?
        /// Whether the query has a word of order anywhere (다음에, 전에, before, after): with two
        /// names it asks in what order they come (does didfinishlaunching run before willconnectto).
        var mentionsOrder = false
        /// The query asks how things relate or in what order they come (차이, 순서, 어느 쪽), as
        /// the lexicon's `compare` words say: a guide is wanted.
        var compares = false
        /// The query's last Korean word is marked as a moment (…할 때, …되면), whether or not the
        /// lexicon knows what happens then.
        var marksAMoment = false
        /// The query's Korean words that a phrase of the lexicon takes as part of the moment it says
        /// (센터 in 제어 센터 닫을 때, 전화 in 전화 끊으면): the words before the phrase's verb.
        var phraseWords: [String] = []
    }

    /// The words of `query` as the lexicon reads them: Hangul runs as written and lowercase ASCII
    /// letter runs, after NFKC, in order.
    static func lexiconRuns(_ query: String) -> (hangul: [[Unicode.Scalar]], latin: [String]) {
        var hangul: [[Unicode.Scalar]] = [], latin: [String] = []
        var run: [Unicode.Scalar] = [], kind = 0
        func flush() {
            if kind == 1 { hangul.append(run) } else if kind == 2 { latin.append(String(String.UnicodeScalarView(run)).lowercased()) }
            run = []
            kind = 0
        }
        for scalar in Normalization.nfkc(query).unicodeScalars {
            let next = Hangul.isSyllable(scalar) ? 1 : (scalar.properties.isAlphabetic && scalar.isASCII) ? 2 : 0
            if next != kind { flush() }
            kind = next
            if next != 0 { run.append(scalar) }
        }
        flush()
        return (hangul, latin)
    }

    /// Whether a Korean `form` matches the query word `word`: the word starts with the form, its last
    /// syllable conjugated (들어가 matches 들어갈, 들어간, 들어가면: same initial consonant and vowel, and
    /// the same final consonant when the form has one), or contracted with the ending 어/아 (떨어지
    /// matches 떨어져, 연결되 matches 연결돼, 돌아오 matches 돌아왔: `contractedVowels`). A final ㄹ the
    /// form lacks counts only before a consonant or the word's end (끌 때, 끌까): before a vowel it is
    /// a longer stem's (끌어올리기 is no 끄). A one-syllable
    /// form must be the whole word once its particle or ending is removed (전 in 전에, not in 전화).
    static func koreanForm(_ form: [Unicode.Scalar], matches word: [Unicode.Scalar], inPhrase: Bool = false) -> Bool {
        guard !form.isEmpty, word.count >= form.count else { return false }
        if form.count == 1 && !inPhrase { return KoreanSuffixes.strip(word) == form }
        for index in 0..<(form.count - 1) where form[index] != word[index] { return false }
        guard let a = Hangul.parts(of: form[form.count - 1]), let b = Hangul.parts(of: word[form.count - 1]) else {
            return form[form.count - 1] == word[form.count - 1]
        }
        if (a.initial, a.vowel) == (b.initial, b.vowel) {
            if a.final == b.final { return true }
            guard a.final == 0 else { return false }
            // A final ㄹ before a syllable that starts with a vowel is the stem's own, carried over
            // (끌어올리, 갈아타), not the ending of 끌 때 or 갈 때.
            if b.final == 8, word.count > form.count, let next = Hangul.parts(of: word[form.count]), next.initial == 11 { return false }
            return true
        }
        // A stem ending in a vowel, contracted with 어/아: same initial consonant, the vowel changed.
        guard a.final == 0, a.initial == b.initial else { return false }
        return contractedVowels.contains { $0.stem == a.vowel && $0.contracted == b.vowel && ($0.initial == nil || $0.initial == a.initial) }
    }

    /// How a verb stem's last vowel contracts with the ending 어/아 (vowel numbers of Unicode's
    /// Hangul syllables: ㅏ 0, ㅐ 1, ㅓ 4, ㅕ 6, ㅗ 8, ㅘ 9, ㅙ 10, ㅚ 11, ㅜ 13, ㅝ 14, ㅡ 18, ㅣ 20):
    /// 지→져, 오→와, 우→워, 되→돼, 쓰→써, 바쁘→바빠, and 하→해 (initial ㅎ, 18, only).
    static let contractedVowels: [(stem: Int, contracted: Int, initial: Int?)] = [
        (20, 6, nil), (8, 9, nil), (13, 14, nil), (11, 10, nil), (18, 4, nil), (18, 0, nil), (0, 1, 18),
    ]

    /// The query's words as typed, lowercased after NFKC: runs of letters and numbers (Hangul or
    /// not), scalar by scalar, as `search.js` splits them (`[^\p{L}\p{N}]+`): a combining mark
    /// after a letter ends the word there, as it does in the browser.
    static func queryWords(_ query: String) -> [String] {
        letterRuns(Normalization.nfkc(query).lowercased())
    }

    /// The runs of letters and numbers of `text`, scalar by scalar, as `search.js`'s
    /// `split(/[^\p{L}\p{N}]+/u)` gives them.
    static func letterRuns(_ text: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber:
                word.append(scalar)
            default:
                if !word.isEmpty { words.append(String(word)) }
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return words
    }

    /// Whether a lexicon form is matched as a phrase (``contains(phrase:in:)``), not as one word:
    /// it has two words or more (뭐가 달라), or must end the query (처리$).
    static func isPhrase(_ form: String) -> Bool { form.contains(" ") || form.hasSuffix("$") }

    /// Whether `words` (``queryWords(_:)``) hold `phrase`: its words in a row, each the phrase's
    /// word, the last one starting with it (무슨 상태로 for 무슨 상태), or ending with it, after more, when it is
    /// written after `~` (~야 돼: 멈춰야 돼, not 야 돼지); a phrase of one word anywhere in a word
    /// (상태야 in 활성상태야). A phrase ending with `$` matches only the query's last words (상태$ in
    /// 미연결 상태, not in 상태 복원).
    static func contains(phrase: String, in words: [String]) -> Bool {
        let atEnd = phrase.hasSuffix("$")
        let parts = (atEnd ? phrase.dropLast() : Substring(phrase)).split(separator: " ").map(String.init)
        guard !parts.isEmpty, parts.count <= words.count else { return false }
        // Only the last word may go on (무슨 상태로); a word before it is the whole word (안 됨, not
        // 안내 됨).
        func matches(_ word: String, _ index: Int) -> Bool {
            let part = parts[index]
            if part.hasPrefix("~") { return word.count > part.count - 1 && word.hasSuffix(part.dropFirst()) }
            return index == parts.count - 1 ? word.hasPrefix(part) : word == part
        }
        if atEnd { return parts.indices.allSatisfy { matches(words[words.count - parts.count + $0], $0) } }
        if parts.count == 1 && !parts[0].hasPrefix("~") { return words.contains { $0.contains(parts[0]) } }
        return (0...(words.count - parts.count)).contains { start in
            parts.indices.allSatisfy { matches(words[start + $0], $0) }
        }
    }

    /// Whether a word is 되다 or 하다 alone, conjugated (될, 된, 돼, 됐을, 할, 하는, 했을): a verb
    /// that takes its meaning from the noun before it.
    static func isLightVerb(_ word: [Unicode.Scalar]) -> Bool {
        guard let first = word.first, word.count <= 3 else { return false }
        guard let parts = Hangul.parts(of: first) else { return false }
        // ㄷ + ㅚ or ㅙ (되, 돼), ㅎ + ㅏ or ㅐ (하, 해), with any final consonant.
        let (initial, vowel) = (parts.initial, parts.vowel)
        return (initial == 3 && (vowel == 11 || vowel == 10)) || (initial == 18 && (vowel == 0 || vowel == 1))
    }

    /// Whether the Korean word at `index` of `hangul` ends a life-cycle moment: it ends with one of
    /// `markers` (the lexicon's Korean markers: 때, 면, 직전) without being a word that only ends like one (화면; 저장하려면, a
    /// purpose), and the word that says what happens (the marker's own word, 들어가면, or the one
    /// before a marker standing alone, 들어갈 때) is a word of the lexicon: "작업 큐 재개할 때" is
    /// about work done then, not a moment. 되다 and 하다 written apart say nothing of their own: the
    /// words before them do (활성 상태가 될 때, 종료 할 때).
    func saysAMoment(_ hangul: [[Unicode.Scalar]], at index: Int, markers: [[Unicode.Scalar]]) -> Bool {
        guard let clause = momentClause(hangul, at: index, markers: markers) else { return false }
        let said = Array(hangul[clause])
        // A phrase says the moment when it reaches into the words that say it (새 창 띄울 때).
        return lexicon.words.contains { entry in
            entry.ko.contains { form in
                form.contains(" ") ? Self.phraseMatches(form, in: hangul).contains { $0.overlaps(clause) }
                    : !Self.phraseMatches(form, in: said).isEmpty
            }
        }
    }

    /// The words that say what happens at the moment the word at `index` marks (`saysAMoment`):
    /// the marker's own word (들어가면), or the word before a marker standing alone (들어갈 때), or
    /// a light verb with the two words before it (활성 상태가 될 때); nil when the word marks no moment.
    func momentClause(_ hangul: [[Unicode.Scalar]], at index: Int, markers: [[Unicode.Scalar]]) -> Range<Int>? {
        let word = hangul[index]
        guard !lexicon.notMarkers.contains(where: { String(String.UnicodeScalarView(word)).hasSuffix($0) }),
              let marker = markers.first(where: { word.count >= $0.count && Array(word.suffix($0.count)) == $0 })
        else { return nil }
        let end = word.count == marker.count ? index : index + 1
        guard end > 0 else { return nil }
        return Self.isLightVerb(hangul[end - 1]) ? max(0, end - 3)..<end : (end - 1)..<end
    }

    /// Whether `query` asks for the call after a method it names (true), before it (false) or
    /// neither: a Korean form starts the word right after a camelCase name (willEnterForeground
    /// 다음에) or after one Korean word after it (sceneDidDisconnect 받은 뒤에), an English one is
    /// the whole word right before it (after sceneWillResignActive); "after an interruption" names
    /// no method.
    static func order(_ query: String, after: [String], before: [String]) -> Bool? {
        func isHangul(_ word: String) -> Bool { word.unicodeScalars.allSatisfy(Hangul.isSyllable) }
        let words = spacedWords(Normalization.nfkc(query))
        func says(_ forms: [String]) -> Bool {
            words.indices.contains { index in
                let word = words[index].lowercased()
                return forms.contains { form in
                    form.unicodeScalars.allSatisfy(\.isASCII)
                        ? word == form && index + 1 < words.count && isCamelCase(words[index + 1])
                        : word.hasPrefix(form) && index > 0 && (isCamelCase(words[index - 1])
                            || (index > 1 && isCamelCase(words[index - 2]) && isHangul(words[index - 1])))
                }
            }
        }
        return says(after) ? true : says(before) ? false : nil
    }

    /// Whether `query` has a word of order (a Korean form starting a word, an English one the
    /// whole word) between two names: "on next launch" or "before iOS 13" after both asks nothing
    /// of their order. A name is a word in camelCase or with a run of twelve lowercase letters or
    /// more (didfinishlaunching), words as `order` splits them.
    static func mentionsOrder(_ query: String, forms: [String]) -> Bool {
        let words = spacedWords(Normalization.nfkc(query))
        func isName(_ word: String) -> Bool {
            isCamelCase(word) || word.unicodeScalars.split { !(0x61...0x7A).contains($0.value) }.contains { $0.count >= 12 }
        }
        let names = words.indices.filter { isName(words[$0]) }
        guard let first = names.first, let last = names.last, first < last else { return false }
        return words.indices.contains { index in
            guard index > first, index < last else { return false }
            let word = words[index].lowercased()
            return forms.contains { form in
                form.unicodeScalars.allSatisfy(\.isASCII) ? word == form : word.unicodeScalars.starts(with: form.unicodeScalars)
            }
        }
    }

    /// Whether `word` has a small ASCII letter followed by a capital (willEnterForeground).
    static func isCamelCase(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        return scalars.indices.dropFirst().contains { (0x61...0x7A).contains(scalars[$0 - 1].value) && (0x41...0x5A).contains(scalars[$0].value) }
    }

    /// Whether a lexicon entry names no event, only a moment's timing (will, did) or the app.
    static func isNeutral(_ entry: SearchLexicon.Word) -> Bool {
        entry.en.allSatisfy { SearchIndex.timingWords.contains($0) || $0 == applicationTerm }
    }

    /// Where the lexicon form `form` matches in `hangul`: the indices of the words it covers. A
    /// form of one word matches each word it is a form of (`koreanForm`); one of two words or more
    /// (다시 열, 새 창, 안 보이) matches them in a row, each word as a form of its own, a word of one
    /// syllable conjugated too (다시 열면, 창 열어서): beside the phrase's other words it is no prefix
    /// of unrelated words, as 열 alone would be of 열심히.
    static func phraseMatches(_ form: String, in hangul: [[Unicode.Scalar]]) -> [Range<Int>] {
        let parts = form.split(separator: " ").map { Array($0.unicodeScalars) }
        guard !parts.isEmpty, parts.count <= hangul.count else { return [] }
        return (0...(hangul.count - parts.count)).compactMap { start in
            parts.indices.allSatisfy { phrasePart(parts[$0], matches: hangul[start + $0], at: $0, of: parts.count) }
                ? start..<(start + parts.count) : nil
        }
    }

    /// The particles a phrase's one-syllable word may take before its last word (창을 열면).
    static let phraseParticles: Set<Unicode.Scalar> = ["을", "를", "이", "가", "은", "는", "도"]

    /// Whether word `offset` of a phrase of `count` words matches `word`: the last conjugated, a
    /// syllable too (다시 열면); one before it of one syllable exactly or with a particle, not
    /// stripped of any ending (안 보이 must not read 안에서 보일); a longer one as a form does.
    static func phrasePart(_ part: [Unicode.Scalar], matches word: [Unicode.Scalar], at offset: Int, of count: Int) -> Bool {
        if count == 1 { return koreanForm(part, matches: word) }
        if offset == count - 1 { return koreanForm(part, matches: word, inPhrase: true) }
        if part.count > 1 { return koreanForm(part, matches: word) }
        return word.first == part.first && (word.count == 1 || (word.count == 2 && phraseParticles.contains(word[1])))
    }

    /// The English name words and event shape of `query`. English words a reader uses (`also`)
    /// count only in a query that asks about a moment: alone, "launch" asks for the launch guide.
    func lexiconMatch(_ query: String) -> LexiconMatch {
        // What the query rules out (말고, instead of) says nothing of what it asks.
        let query = exception(query).kept
        let (hangul, latin) = Self.lexiconRuns(query)
        // A query that ends with a moment asks about the moment (백그라운드로 들어갈 때); one that
        // goes on after it asks for the work to do then, a task (메모리 경고 받으면 캐시 비우기).
        let markers = (lexicon.markers["ko"] ?? []).map { Array($0.unicodeScalars) }
        var isEvent = !hangul.isEmpty && saysAMoment(hangul, at: hangul.count - 1, markers: markers)
        // The words after the moment ask for work unless they only name whose it is (들어갈 때 씬델).
        let lifeCycleNames = lexicon.lifeCycleNames.map { Array($0.unicodeScalars) }
        // Followed only by whose it is (도로 내렸을 때 씬델), the moment is still what is asked about.
        var asksWork = false, momentFirst = false
        if !isEvent {
            for index in hangul.indices.dropLast() where saysAMoment(hangul, at: index, markers: markers) {
                let onlyWhose = hangul[(index + 1)...].allSatisfy { word in lifeCycleNames.contains { Self.koreanForm($0, matches: word) } }
                if onlyWhose { momentFirst = true } else { asksWork = true }
            }
        }
        if momentFirst { isEvent = true }
        if let first = latin.first, (lexicon.markers["en"] ?? []).contains(first) { isEvent = true }
        let spaced = Self.queryWords(query)
        var asksForCall = false
        for question in lexicon.questions where !isEvent {
            let form = Array(question.unicodeScalars)
            // A question of two words or more is a phrase (어디로 와: 와 alone is a particle).
            isEvent = Self.isPhrase(question) ? Self.contains(phrase: question, in: spaced) : question.unicodeScalars.allSatisfy(\.isASCII)
                ? latin.contains(question)
                : hangul.contains { Self.koreanForm(form, matches: $0) }
            asksForCall = isEvent && Self.isPhrase(question)
        }
        let analysed = isEvent ? Set(Analyzer.terms(query)) : []
        // A phrase's words say what the phrase says, not what each says alone (다시 열면 is a return,
        // not a link opening): a word a phrase covers matches no form of one word.
        let phrases = lexicon.words.map { entry in
            entry.ko.filter { $0.contains(" ") }.flatMap { Self.phraseMatches($0, in: hangul) }
        }
        let covered = Set(phrases.joined().joined())
        let phraseWords = Set(phrases.joined().flatMap { $0.dropLast() }.map { String(String.UnicodeScalarView(hangul[$0])) }).sorted()
        let uncovered = hangul.indices.map { covered.contains($0) ? [] : hangul[$0] }
        let places = lexicon.words.indices.map { index in
            phrases[index] + lexicon.words[index].ko.filter { !$0.contains(" ") }.flatMap { Self.phraseMatches($0, in: uncovered) }
        }
        let matched = lexicon.words.indices.filter { !places[$0].isEmpty || lexicon.words[$0].also.contains(where: analysed.contains) }
        // The moment the query asks about is the last one it marks (우리 앱이 사라지면 어디로 와; 메모리
        // 모자라서 씬 떼어낼 때): the events said before it (메모리) lead up to it, and their name words
        // count for less. Timing words and the app's name always count in full.
        let clause = hangul.indices.reversed().lazy.compactMap { index -> Range<Int>? in
            guard let range = momentClause(hangul, at: index, markers: markers) else { return nil }
            return matched.contains { !Self.isNeutral(lexicon.words[$0]) && places[$0].contains { $0.overlaps(range) } } ? range : nil
        }.first
        var secondary = Set<String>()
        let focus = clause.map { clause in
            matched.filter { Self.isNeutral(lexicon.words[$0]) || places[$0].contains { $0.overlaps(clause) } }
        } ?? []
        // An opening is specified by what is said before it (유니버설 링크 눌러서 열릴 때: the link
        // says which opening), not led up to.
        let specified = focus.contains { entry in
            !Self.isNeutral(lexicon.words[entry]) && lexicon.words[entry].en.contains(where: Self.specifiedMoments.contains)
        }
        if let clause, !specified {
            let kept = Set(focus.flatMap { lexicon.words[$0].en + lexicon.words[$0].scene })
            // Only what leads up to the moment: words after it say what the method called then does
            // (백그라운드 갈 때 복원용 액티비티 달라고 부르는 메서드).
            let before = matched.filter { entry in
                !focus.contains(entry) && !places[entry].isEmpty && places[entry].allSatisfy { $0.upperBound <= clause.lowerBound }
            }
            secondary = Set(before.flatMap { lexicon.words[$0].en + lexicon.words[$0].scene }).subtracting(kept)
        }
        // Which life cycle: a scene named makes 앱 the app in general; the app delegate named, or a
        // scene said to be absent (씬 없는 앱), makes it the app delegate's.
        // A word, or two written apart (앱 델리게이트 for 앱델리게이트): the index of the first.
        func names(_ forms: [String]) -> [Int] {
            let korean = forms.map { Array($0.unicodeScalars) }.filter { !$0.allSatisfy(\.isASCII) }
            return hangul.indices.filter { index in
                let pair = index + 1 < hangul.count ? hangul[index] + hangul[index + 1] : []
                return korean.contains { Self.koreanForm($0, matches: hangul[index]) || Self.koreanForm($0, matches: pair) }
            }
        }
        let latinPairs = zip(latin, latin.dropFirst()).map { $0 + $1 }
        func namesLatin(_ forms: [String]) -> Bool { forms.contains { latin.contains($0) || latinPairs.contains($0) } }
        let sceneWords = names(lexicon.scene)
        let absent = Set(names(lexicon.without))
        // A scene's name typed in English may be said absent too (SceneDelegate 없는 프로젝트, scene
        // delegate 없는, SceneDelegate없는): the name, or two words that make it, then a `without` word.
        let latinScene = lexicon.scene.filter { $0.unicodeScalars.allSatisfy(\.isASCII) }
        func startsWithout(_ scalars: Substring.UnicodeScalarView) -> Bool {
            lexicon.without.contains { scalars.starts(with: $0.unicodeScalars) }
        }
        let latinAbsent = spaced.indices.contains { index in
            for form in latinScene {
                let word = spaced[index].unicodeScalars
                if word.starts(with: form.unicodeScalars), startsWithout(Substring(spaced[index]).unicodeScalars.dropFirst(form.unicodeScalars.count)) {
                    return true
                }
                if spaced[index] == form, index + 1 < spaced.count, startsWithout(Substring(spaced[index + 1]).unicodeScalars) { return true }
                if index + 2 < spaced.count, spaced[index] + spaced[index + 1] == form, startsWithout(Substring(spaced[index + 2]).unicodeScalars) {
                    return true
                }
            }
            return false
        }
        let withoutScene = sceneWords.contains { absent.contains($0 + 1) } || latinAbsent
        let namesScene = !sceneWords.isEmpty || namesLatin(lexicon.scene)
        let namesApp = !names(lexicon.app).isEmpty || namesLatin(lexicon.app)
        // A scene delegate said absent (씬델 없는, SceneDelegate 없는) is not the delegate asked about.
        let namesSceneDelegate = (names(lexicon.sceneDelegate).contains { !absent.contains($0 + 1) } || namesLatin(lexicon.sceneDelegate)) && !latinAbsent
        let delegate: Lifecycle? = (namesApp || withoutScene) == namesSceneDelegate ? nil : namesSceneDelegate ? .scene : .app
        // A query about scenes, not the app delegate, takes an entry's scene words where it has them
        // (켜질 때 씬델리게이트: connect, not launch).
        let aboutScenes = (namesScene || namesSceneDelegate) && !namesApp && !withoutScene
        var words: [String] = []
        for entry in matched.map({ lexicon.words[$0] }) {
            for word in aboutScenes && !entry.scene.isEmpty ? entry.scene : entry.en where !words.contains(word) { words.append(word) }
        }
        if withoutScene || (namesApp && !namesScene) {
            if !words.contains(Self.applicationTerm) { words.append(Self.applicationTerm) }
        } else if namesScene && !namesApp {
            words.removeAll { $0 == Self.applicationTerm }
        }
        // A form of two words or more is a phrase (뭐가 달라: 달라고 alone asks for something), and so
        // is one that must end the query (처리$: 잠금 시 파일 처리).
        func says(_ form: String) -> Bool {
            Self.isPhrase(form) ? Self.contains(phrase: form, in: spaced) : form.unicodeScalars.allSatisfy(\.isASCII)
                ? latin.contains(form)
                : hangul.contains { word in
                    let text = String(String.UnicodeScalarView(word))
                    return text.hasPrefix(form) || text.hasSuffix(form)
                }
        }
        let compares = lexicon.compare.contains(where: says)
        let readsAsHowTo = compares || lexicon.howTo.contains(where: says)
        let asksState = lexicon.states.contains { Self.contains(phrase: $0, in: spaced) }
        // The app named alone (앱, app, its process) and no window, which is a scene's.
        let namesProcess = spaced.contains { $0.unicodeScalars.starts(with: "프로세스".unicodeScalars) || $0 == "process" || $0 == "processes" }
        let namesAppWord = latin.contains("app") || latin.contains("apps")
        let namesWindow = hangul.contains { word in ["창", "윈도우"].contains { Self.koreanForm(Array($0.unicodeScalars), matches: word) } }
            || latin.contains("window") || latin.contains("windows")
        // A question where a call arrives (a phrase: 어디로 와, 어디서 처리) that names whose it is asks
        // for the method, though it also reads as how-to (링크 열리면 씬델리게이트 어디서 처리해), and so
        // does one about an app without scenes, whose calls all go to the app delegate.
        let asksDelegate = asksForCall && (namesApp || namesSceneDelegate || withoutScene)
        let isHowTo = readsAsHowTo && !asksDelegate
        return LexiconMatch(words: words, isEvent: isEvent && !isHowTo && !asksState, isHowTo: isHowTo || (asksWork && !isEvent && !asksState), withoutScene: withoutScene,
                            delegate: delegate, sceneOnly: (namesScene || namesWindow) && !namesApp && !withoutScene && !namesSceneDelegate,
                            appOnly: (words.contains(Self.applicationTerm) || namesProcess || namesAppWord) && (!namesScene || withoutScene)
                                && !namesSceneDelegate && !namesWindow,
                            namesNoLifecycle: !namesScene && !namesWindow && !namesApp && !withoutScene && !namesSceneDelegate,
                            asksState: asksState, secondary: words.filter(secondary.contains),
                            after: Self.order(query, after: lexicon.after, before: lexicon.before),
                            mentionsOrder: Self.mentionsOrder(query, forms: lexicon.after + lexicon.before), compares: compares,
                            marksAMoment: !hangul.isEmpty && momentClause(hangul, at: hangul.count - 1, markers: markers) != nil,
                            phraseWords: phraseWords)
    }

    /// The symbol-field identifiers (`i:` terms) that a name typed lowercase and run together, in
    /// part or with a glossary abbreviation, stands for: `w:willenterforeground` →
    /// `i:applicationwillenterforeground`, `i:scenewillenterforeground`; `w:didenterbg` →
    /// `…didenterbackground`; and the beginning of a name typed in camelCase (`i:didfinishlaunching`).
    /// At most `limit`, shortest first (the closest names), then in order.
    func typedNames(_ term: String, limit: Int = 4) -> [String] {
        guard term.hasPrefix("w:") || term.hasPrefix("i:"), Self.isCorrectable(term) else { return [] }
        let typed = String(term.dropFirst(2))
        // The name as typed, with each abbreviation written out, and with all of them written out.
        var needles = [typed]
        var expanded = typed
        for (short, full) in lexicon.abbreviations.sorted(by: { $0.key < $1.key }) where typed.contains(short) {
            needles.append(typed.replacingOccurrences(of: short, with: full))
            expanded = expanded.replacingOccurrences(of: short, with: full)
        }
        if !needles.contains(expanded) { needles.append(expanded) }
        // A part typed in camelCase is a name's beginning (didFinishLaunching), not any part of it
        // (URLSession, a type, in handleEventsForBackgroundURLSession), and its rest is a word or
        // more (withOptions), not a plural's s (sceneSession is no sceneSessions).
        // So is the rest of a delegate method's name after its sender, which readers leave out
        // (willEnterForeground: applicationWillEnterForeground, sceneWillEnterForeground).
        let partial = term.hasPrefix("i:")
        let starts = needles.flatMap { needle in ([""] + Self.senders).map { Array(($0 + needle).utf8) } }
        let found = symbolTerms.filter { candidate in
            guard candidate.hasPrefix("i:") else { return false }
            guard partial else { return needles.contains { candidate.dropFirst(2).contains($0) } }
            let name = candidate.utf8.dropFirst(2)
            return starts.contains { start in
                name.starts(with: start) && (name.count == start.count || name.count - start.count >= 3)
            }
        }
        return Array(found.sorted { ($0.utf8.count, $0) < ($1.utf8.count, $1) }.prefix(limit))
    }
}
