package import LifedocBase

extension SearchIndex {
    /// How much a term of each kind counts: whole identifiers most, syllable bigrams least.
    static func kindWeight(_ term: String) -> Double {
        switch term.prefix(2) {
        case "i:": 3
        case "g:": 0.4
        default: 1
        }
    }

    /// Added to a page whose name (title, or the title's part, or a keyword at half) the query is
    /// exactly, word for word in any order (`TitleKeys`).
    static let titleMatchBoost = 10.0
    /// Added to a page one of whose names (not a method's signature) holds every word of a query of
    /// two words or more, though the name has more (`TitleKeys.wordKey(_:)`): "scene window" for
    /// "Scenes, windows and sessions". Less than a name typed whole.
    static let titleWordsBoost = 8.0

    /// Added to a page whose symbol the query names exactly (less for a corrected misspelling).
    static let symbolBoost = 20.0
    static let correctedSymbolBoost = 16.0

    /// A query term: its text, its weight, whether it is a spelling correction, and the only
    /// language whose pages it counts in (a glossary form is looked for in its own language only, so
    /// a page that lists both languages' words, like a glossary, does not collect both), except in a
    /// page's symbol field, which is the same in both languages.
    struct QueryTerm: Equatable {
        var term: String
        var weight: Double
        var corrected: Bool
        var language: String?
        /// Counts only in a page's symbol field (an English name word the event lexicon found for a Korean word).
        var symbolOnly = false
        /// A name word the query rules out (`did` in a query about the moment before): a page whose
        /// name holds it scores `contradictionFactor` of its score.
        var contradicts = false
        /// What the term adds again where it is in a page's symbol field: in a query about a
        /// moment, the English words it names (background) are words of the method's name.
        var nameWeight = 0.0
        /// The name the query types that this identifier stands for: the identifier itself, or the
        /// word a name typed lowercase came from (`w:didfinishlaunching`); nil for a spelling
        /// correction and for every other term.
        var name: String?

        init(term: String, weight: Double, corrected: Bool, language: String?, symbolOnly: Bool = false,
             contradicts: Bool = false, name: String? = nil) {
            (self.term, self.weight, self.corrected, self.language) = (term, weight, corrected, language)
            (self.symbolOnly, self.contradicts, self.name) = (symbolOnly, contradicts, name)
        }
    }

    /// Cocoa names a delegate method for the moment before (`will`) or after (`did`) what it reports.
    static let timingWords = ["w:will", "w:did"]
    /// What a method named for the other moment keeps of its score (`…WillFinishLaunching…` in a
    /// query about the moment after launch finishes).
    static let contradictionFactor = 0.5
    /// What the score of a method that may be called right after (or before) the one a query names
    /// is multiplied by when the query asks for that call (willEnterForeground 다음에).
    static let neighbourFactor = 2.0
    /// What the named method's own score is multiplied by then: its name, typed whole, outweighs
    /// any other page's words.
    static let namedNeighbourFactor = 0.3
    /// What an app delegate's method keeps of its score when the query names a scene and neither
    /// delegate (씬이 돌아오면): the scene's method for the same moment is wanted.
    static let otherLifecycleFactor = 0.8
    /// What an app delegate's method keeps of its score when a query about a moment names no life
    /// cycle (터치 받기 시작할 때): the app delegate's life-cycle calls are deprecated in iOS 26, so the
    /// scene's method for the same moment is the likelier answer, by a little.
    static let unnamedLifecycleFactor = 0.8

    /// How much an English name word found by the event lexicon counts (in symbol fields only).
    static let eventWordWeight = 1.0
    /// What a method page's score is multiplied by when the query asks about a moment.
    static let eventMethodFactor = 2.5
    /// What a task's or guide's score is multiplied by when the query asks how to do something, and
    /// what the boost for naming a method is multiplied by then (the method is the context, not the answer).
    static let howToFactor = 1.6
    /// What a method's page counts for in a Korean query of two words or more that asks about no
    /// moment, types no name and names no delegate (사일런트 푸시 동기화, 앱 실행 속도 느림; an app without
    /// scenes counts as naming the app delegate): such queries ask about
    /// work, a state or a concept, and the method pages are named in English. Over the fourteen
    /// tuning sets, 7 of 391 Korean phrases and questions written without a Latin letter expect a
    /// method's page.
    static let koreanTopicMethodFactor = 0.72
    static let howToSymbolBoostFactor = 0.3
    /// What a guide's score is further multiplied by when the query asks how two named methods
    /// differ or in what order they come (viewWillAppear랑 sceneWillEnterForeground 순서).
    static let comparisonGuideFactor = 2.0
    /// What a page found in the reader's language scores at least, of its other language's document.
    static let otherLanguageFactor = 0.6
    /// What a state's score is multiplied by when the query asks which state (무슨 상태야).
    static let stateQuestionFactor = 1.6
    /// The most documents whose symbol fields may hold a name for it to earn the symbol boost:
    /// a delegate method's name written without its delegate names two methods in two languages.
    static let namedDocumentsMaximum = 8
    /// What the score of the state a moment's method moves into is multiplied by when the query
    /// asks which state the app or a scene is in at that moment (통화 중에 씬은 어떤 상태예요?).
    static let stateAfterMomentFactor = 1.5
    /// How much a Korean word's stem counts (`s:`, and a conjugated word the index lacks searched as
    /// its stem): conjugated forms of the query's words count, less than the words themselves.
    static let stemWeight = 0.6
    /// How much a name typed lowercase and run together counts, per identifier it stands for.
    static let typedNameWeight = 0.9
    /// What a word a lexicon phrase takes as part of a moment counts for as a subject.
    static let phraseTopicFactor = 0.5

    /// The terms a query searches for: its own, the preferred English and Korean forms of any glossary
    /// term (or variant) it contains, and
    /// for a name the index does not know, the nearest term of a symbol (`applicationDidEnterBackgroud`).
    ///
    /// `has` tells whether the index holds a term (a reader that has not loaded everything passes
    /// its own); a missing name is what calls for a correction. `intent` is the query's lexicon
    /// match when the caller already has it (ranking needs it too), so it is worked out once.
    func queryTerms(_ typed: String, intent: LexiconMatch? = nil, has: ((String) -> Bool)? = nil) -> [QueryTerm] {
        let typed = spacedQuery(typed)
        let has = has ?? { terms[$0] != nil }
        // What the query rules out (viewWillAppear 말고) is not searched for; it ranks lower below.
        let exception = exception(typed)
        let query = exception.kept
        var result: [QueryTerm] = []
        func add(_ term: String, _ weight: Double, corrected: Bool = false, language: String? = nil, symbolOnly: Bool = false,
                 name: String? = nil) {
            if !result.contains(where: { $0.term == term }) {
                result.append(QueryTerm(term: term, weight: weight, corrected: corrected, language: language, symbolOnly: symbolOnly, name: name))
            }
        }
        let respaced = Self.respaced(Self.wholeWordsFirst(Analyzer.terms(query), has: has), english: Self.englishWords(query), has: has)
        var base = respaced.terms
        let words = base.filter { $0.hasPrefix("w:") }
        let lexicon = intent ?? lexiconMatch(query)
        let origins = Self.origins(query, lexicon: lexicon)
        let entered = origins.isEmpty ? [] : enteredStates
        var leftStates: [String] = []
        var expansions: [(term: String, weight: Double, language: String)] = []
        for group in synonyms where group.count >= 2 {
            guard let matched = group.firstIndex(where: { Self.contains(words, $0) }) else { continue }
            // The state a move starts from (백그라운드에서 돌아올 때; not 씬에서, which is no state) is
            // not the one a method named with its English word moves into: those methods are ruled
            // out, as a timing does.
            if group.contains(where: { Self.contains(origins, $0) }), group[0].allSatisfy(entered.contains) {
                leftStates += group[0]
                continue
            }
            // A variant (포어그라운드) stands for the preferred form: search for that instead, at full weight.
            let isVariant = matched >= 2 && !group.prefix(2).contains(group[matched])
            if isVariant {
                let replaced = Set(group[matched].flatMap { Analyzer.terms(String($0.dropFirst(2))) })
                base.removeAll { replaced.contains($0) }
            }
            for (form, language) in zip(group.prefix(2), Language.allCases) {
                for term in form { expansions.append((term, isVariant ? 1 : 0.5, language.rawValue)) }
            }
        }
        // Once variants are replaced by their terms, each Korean word left also finds the pages that
        // conjugate it (s:저장 for 저장하지), and a conjugated word the index lacks is searched as its
        // stem (돌아오면 as 돌아오, and as what conjugates it). The words left were all loaded by a
        // reader's first pass, so `has` answers for them as the whole index would.
        var stems: [String] = []
        var lastWord: String?
        base = base.filter { term in
            if term.hasPrefix("w:") || term.hasPrefix("i:") {
                lastWord = term
                if term.unicodeScalars.dropFirst(2).first.map(Hangul.isSyllable) == true {
                    stems.append("s:" + term.dropFirst(2))
                }
                return true
            }
            guard term.hasPrefix("s:") else { return true }
            if let word = lastWord, !has(word) { stems += ["w:" + term.dropFirst(2), term] }
            return false
        }
        // The names a query types as a method's are written in camelCase from a small letter
        // (didFinishLaunching), not a type's (UIApplication) or a label run in (connectionOptions
        // is one too, but no method's page is named with it alone).
        let methodLike = Self.lowerCamelCaseNames(query)
        for term in base { add(term, 1, name: methodLike.contains(term) ? term : nil) }
        for term in stems { add(term, Self.stemWeight) }
        // A word two glossary terms expand to counts at the larger weight: 포그라운드 of the variant
        // 포그라운드 액티브 (a whole term, 1) is not held at the half of 포그라운드 alone.
        for (index, expansion) in expansions.enumerated() where !expansions[..<index].contains(where: { $0.term == expansion.term }) {
            let weight = expansions.filter { $0.term == expansion.term }.map(\.weight).max() ?? expansion.weight
            add(expansion.term, weight, language: expansion.language)
        }
        // The query as a page's name: its words at full weight in its own language (a variant as
        // its preferred form), not two typed apart that pages write as one.
        let own = Self.language(of: query).rawValue
        let named = result.filter { $0.weight == 1 && ($0.language == nil || $0.language == own) && !respaced.joined.contains($0.term) }
            .map(\.term)
        let titleKey = TitleKeys.key(named)
        // Full weight in a query about a moment; half in one that names a state or a subject.
        for word in lexicon.words {
            let weight = Self.eventWordWeight * (lexicon.isEvent ? 1 : 0.5)
            add(word, weight * (lexicon.secondary.contains(word) ? Self.secondaryEventWordFactor : 1), symbolOnly: true)
        }
        // In a query about a moment, its English words are the words the method's name is made of:
        // those typed, and a glossary word's English form when it names a moment or a life cycle
        // (백그라운드: background), not what the method is called on (창: window, which would make
        // windowScene(_:performActionFor:) the answer to every question about a window).
        if lexicon.isEvent {
            let momentWords = Set(self.lexicon.words.flatMap { $0.en + $0.scene } + [Self.sceneTerm, Self.applicationTerm])
            for index in result.indices where !result[index].symbolOnly && result[index].term.hasPrefix("w:")
                && (result[index].language ?? "en") == "en" && result[index].term.utf8.allSatisfy({ $0 < 0x80 })
                && (result[index].language == nil || momentWords.contains(result[index].term))
            {
                result[index].nameWeight = Self.eventWordWeight
            }
        }
        // In a query about a moment, the words a lexicon phrase takes as part of it (센터 in 제어 센터
        // 닫을 때), and the glossary term they are part of, say which moment, not what it is about.
        if lexicon.isEvent && !lexicon.phraseWords.isEmpty {
            let taken = Set(lexicon.phraseWords.flatMap { Analyzer.terms($0).filter { $0.hasPrefix("w:") } })
            var consumed: Set<String> = []
            for group in synonyms where group.contains(where: { form in form.contains(where: taken.contains) && Self.contains(words, form) }) {
                for form in group { consumed.formUnion(form) }
            }
            for index in result.indices where !result[index].symbolOnly && consumed.contains(result[index].term) {
                result[index].weight *= Self.phraseTopicFactor
            }
        }
        if let titleKey { add(titleKey, 1, symbolOnly: true) }
        // Each of those words as a word of a page's name, when there are two or more. Outside a
        // question about a moment (which wants the method, not the page named with its words), a
        // word no page's names hold (달라, 총정리) does not keep the others from all being found.
        let titleWords = TitleKeys.words(named)
        if (2...TitleKeys.maximumWords).contains(titleWords.count) {
            let held = lexicon.isEvent ? titleWords : titleWords.filter { has(TitleKeys.wordKey($0)) }
            for word in held.count >= 2 ? held : [] { add(TitleKeys.wordKey(word), 1, symbolOnly: true) }
        }
        // An app without scenes (씬 없는 앱): the scene's English name is not what is wanted.
        if lexicon.withoutScene { result.removeAll { $0.term == Self.sceneTerm } }
        // A name word the query rules out, unless the query also asks for it.
        func ruleOut(_ term: String) {
            if !result.contains(where: { $0.term == term }) {
                result.append(QueryTerm(term: term, weight: 0, corrected: false, language: nil, symbolOnly: true, contradicts: true))
            }
        }
        // The states a move starts from (found with the glossary's forms above).
        leftStates.forEach(ruleOut)
        // What the query rules out: the names it types, and the name words of the moment it says
        // that the rest does not ask for (제어센터 열었을 때 말고: resign, active), but not a moment's
        // timing or the app's name.
        if !exception.ruledOut.isEmpty {
            Analyzer.terms(exception.ruledOut).filter { $0.hasPrefix("i:") }.forEach(ruleOut)
            let asked = Set(lexicon.words)
            lexiconMatch(exception.ruledOut).words
                .filter { !asked.contains($0) && !Self.timingWords.contains($0) && $0 != Self.applicationTerm }
                .forEach(ruleOut)
        }
        // A query about the moment before (직전, before) rules out a method named for the moment
        // after, and the other way round, unless the query says both. Only the lexicon's words
        // count: "did" or "will" typed in a question ("why did my app terminate") is no moment.
        let timing = Self.timingWords.filter { lexicon.words.contains($0) }
        if timing.count == 1, let other = Self.timingWords.first(where: { $0 != timing[0] }) { ruleOut(other) }
        // A name typed lowercase and run together (scenephase) is also the whole identifier a page
        // writes in camelCase (scenePhase), if one does (a word never makes an i: term), when no
        // page has the word and it is no part of a method's name (willterminate), which typedNames
        // finds below: a page that writes willTerminate must not outrank the method.
        var typedNamesOf: [String: [String]] = [:]
        func namesTyped(_ term: String) -> [String] {
            if let known = typedNamesOf[term] { return known }
            let names = typedNames(term)
            typedNamesOf[term] = names
            return names
        }
        for word in Self.queryWords(query) where word.utf8.allSatisfy({ $0 < 0x80 }) {
            let typed = Analyzer.terms(word)
            // A glossary variant's word (lifecycle) was replaced by its preferred form's above.
            if typed.count == 1, let term = typed.first, term.hasPrefix("w:"), Self.isCorrectable(term), base.contains(term),
               !has(term), namesTyped(term).isEmpty
            {
                add("i:" + word, 1, name: "i:" + word)
            }
        }
        // A name no method's name holds whole, though pages write it (didFinishLaunching, a part of
        // application(_:didFinishLaunchingWithOptions:)), also stands for the names that hold it;
        // typed in camelCase from a small letter, as a method's name is, not a type's (URLSession).
        func isPartialName(_ term: String) -> Bool {
            methodLike.contains(term) && has(term) && !symbolTerms.isEmpty && !symbolTerms.contains(term)
        }
        for term in base where (!has(term) || isPartialName(term)) && Self.isCorrectable(term) {
            let names = namesTyped(term)
            for name in names { add(name, Self.typedNameWeight, corrected: true, name: term) }
            guard names.isEmpty, !has(term) else { continue }
            // Both are ASCII (names in a symbol field are), so bytes are characters.
            let text = Array(term.utf8.dropFirst(2))
            let limit = text.count >= 10 ? 2 : 1
            var best: (distance: Int, term: String)?
            // A word typed as one (w:) may be a misspelled whole identifier (i:) too.
            let kinds = term.hasPrefix("w:") ? [Array("w:".utf8), Array("i:".utf8)] : [Array(term.utf8.prefix(2))]
            for candidate in symbolTerms {
                let bytes = candidate.utf8
                guard abs(bytes.count - 2 - text.count) <= limit, kinds.contains(where: { bytes.starts(with: $0) }),
                      bytes.allSatisfy({ $0 < 0x80 }),
                      let distance = EditDistance.within(text, Array(candidate.utf8.dropFirst(2)), limit: limit)
                else { continue }
                if best.map({ distance < $0.distance || (distance == $0.distance && candidate < $0.term) }) ?? true {
                    best = (distance, candidate)
                }
            }
            if let best { add(best.term, 0.8, corrected: true) }
        }
        return result
    }

    /// The identifiers (`i:` terms) of the names `query` writes in camelCase from a small letter
    /// (didFinishLaunching; not URLSession or UIApplication, which name types): runs of ASCII
    /// letters and digits, as typed.
    static func lowerCamelCaseNames(_ query: String) -> Set<String> {
        Set(lowerCamelCaseRuns(query).map { "i:" + $0.lowercased() })
    }

    /// The names `query` writes in camelCase from a small letter, as typed (`lowerCamelCaseNames`).
    static func lowerCamelCaseRuns(_ query: String) -> [String] {
        var names: [String] = [], run = ""
        func flush() {
            if let first = run.unicodeScalars.first, (0x61...0x7A).contains(first.value),
               run.unicodeScalars.contains(where: { (0x41...0x5A).contains($0.value) })
            {
                names.append(run)
            }
            run = ""
        }
        for scalar in Normalization.nfkc(query).unicodeScalars {
            if scalar.isASCII && (scalar.properties.isAlphabetic || (0x30...0x39).contains(scalar.value)) {
                run.unicodeScalars.append(scalar)
            } else {
                flush()
            }
        }
        flush()
        return names
    }

    /// The states a move goes into, as the lexicon's words name them: what an entry gives beside
    /// `enter` (background for 나가, foreground for 돌아오).
    var enteredStates: Set<String> {
        Set(lexicon.words.filter { $0.en.contains(Self.enterTerm) }.flatMap(\.en)).subtracting([Self.enterTerm])
    }

    /// The analysed words of a query about moving into a state (the lexicon's `enter`) that it
    /// writes with 에서, the place the move starts from: 백그라운드 in 백그라운드에서 돌아올 때.
    static func origins(_ query: String, lexicon: LexiconMatch) -> [String] {
        guard lexicon.isEvent, lexicon.words.contains(enterTerm) else { return [] }
        return queryWords(query).filter { $0.hasSuffix("에서") && $0.count > 2 }
            .flatMap { Analyzer.terms(String($0.dropLast(2))).filter { $0.hasPrefix("w:") } }
    }

    /// Whether a term missing from the index may be a misspelled name: a word or identifier of six
    /// or more ASCII characters.
    static func isCorrectable(_ term: String) -> Bool {
        (term.hasPrefix("i:") || term.hasPrefix("w:")) && term.count >= 8 && term.allSatisfy(\.isASCII)
    }

    /// The query's terms without the syllable bigrams (`g:`) and initial consonants (`c:`) of a
    /// Korean word the index knows whole: fragments stand in for a word only when it finds nothing
    /// (백그라운드 must not match 포그라운드 through 그라, 라운, 운드, nor 상태 match 선택 through ㅅㅌ).
    /// A word's bigrams and initials follow its `w:` term, up to the next `w:` or `i:`; consonants
    /// typed as such (ㅂㄱㄹㅇㄷ) are not a word's initials and are always kept.
    static func wholeWordsFirst(_ terms: [String], has: (String) -> Bool) -> [String] {
        var known = false
        var initials = ""
        return terms.filter { term in
            if term.hasPrefix("w:") || term.hasPrefix("i:") {
                known = term.hasPrefix("w:") && has(term)
                let syllables = Array(term.unicodeScalars.dropFirst(2))
                initials = known && syllables.allSatisfy(Hangul.isSyllable)
                    ? "c:" + Choseong.initials(of: syllables) : ""
            }
            // A word's initials follow it once: the same consonants again were typed (상태 ㅅㅌ).
            if known && term == initials {
                initials = ""
                return false
            }
            return !(term.hasPrefix("g:") && known)
        }
    }

    /// Whether `sequence` occurs in `words` as a contiguous run.
    static func contains(_ words: [String], _ sequence: [String]) -> Bool {
        guard !sequence.isEmpty, sequence.count <= words.count else { return false }
        for start in 0...(words.count - sequence.count) where Array(words[start..<(start + sequence.count)]) == sequence {
            return true
        }
        return false
    }

    /// The language a query is written in: Korean when it has Hangul, else English.
    package static func language(of query: String) -> Language {
        query.unicodeScalars.contains { Hangul.isSyllable($0) || (0x3131...0x318E).contains($0.value) } ? .ko : .en
    }

    /// A ranking: document numbers best first, every document's score, and the query's terms.
    struct Ranking {
        var numbers: [Int]
        var scores: [Double]
        var queryTerms: [QueryTerm]
        /// How many pages matched (one document each).
        var total = 0
    }

    /// Searches the index: the query's terms scored with their precomputed IDF and impacts, the
    /// symbol boost, then one hit per page, in `language` (the query's own by default) when the page
    /// matches there, else in the other language. Sorted by score, then page order (id).
    package func search(_ query: String, language: Language? = nil, limit: Int = 10) -> [SearchHit] {
        hits(rank(query, language: language, limit: limit), limit: limit)
    }

    /// The first `limit` hits and how many pages matched in all.
    package func results(_ query: String, language: Language? = nil, limit: Int = 10) -> SearchResults {
        let ranking = rank(query, language: language, limit: limit)
        return SearchResults(hits: hits(ranking, limit: limit), total: ranking.total)
    }

    /// The best `limit` pages for `query` (the terms must be loaded).
    func rank(_ query: String, language: Language?, limit: Int) -> Ranking {
        // Korean typed without spaces is read as if spaced (앱꺼질때), here and in `queryTerms`.
        let query = spacedQuery(query)
        let wanted = (language ?? Self.language(of: query)) == .ko ? 1 : 0
        let intent = lexiconMatch(query)
        let queryTerms = queryTerms(query, intent: intent)
        let isEvent = intent.isEvent
        var scores = [Double](repeating: 0, count: documents.count)
        var contradicted: Set<Int> = []
        // The pages whose name the query types exactly (not a correction).
        var namedPages: Set<Int> = []
        // The names the query types (exactly or lowercase) that a page's symbol field holds, and
        // those pages.
        var namesFound: Set<String> = [], mentionedPages: Set<Int> = []
        // What each document got for holding a name the query types (`symbolBoost`).
        var boosted = [Double](repeating: 0, count: documents.count)
        // How many of the query's words each document's names hold (`h:` terms).
        var titleWords = [Int](repeating: 0, count: documents.count)
        let wordsAsked = queryTerms.filter { $0.term.hasPrefix("h:") }.count
        // How many of the lexicon's words of a moment (진입 → enter, background) each document's
        // names hold: the method whose name they spell is the moment the query describes.
        var momentWords = [Int](repeating: 0, count: documents.count)
        // (`application` and `scene` name whose methods they are, not a moment.)
        var momentTerms = Set(intent.words).subtracting([Self.applicationTerm, Self.sceneTerm])
        // A question for the call after or before a method it names: the words of that name say
        // which method it starts from, not which comes next (willEnterForeground 다음에: not the
        // other method with `enter` in its name).
        // Only of one name: with two, the question asks how they are ordered (does A run before B).
        // Names typed lowercase count too (didEnterBackground 다음에 willenterforeground 와?).
        let camelNames = Self.lowerCamelCaseRuns(query)
        let oneName = Set(camelNames).count == 1 && Set(queryTerms.compactMap(\.name)).count <= 1
        let startWords: Set<String> = intent.after == nil || intent.isHowTo || intent.asksState || !oneName ? []
            : Set(Analyzer.terms(camelNames[0]).filter { $0.hasPrefix("w:") })
        for queryTerm in queryTerms {
            guard let entry = terms[queryTerm.term] else { continue }
            if momentTerms.remove(queryTerm.term) != nil {
                for posting in entry.postings where posting.symbol && posting.document < scores.count { momentWords[posting.document] += 1 }
            }
            if queryTerm.contradicts {
                for posting in entry.postings where posting.symbol { contradicted.insert(posting.document) }
                continue
            }
            if queryTerm.term.hasPrefix("h:") {
                for posting in entry.postings where posting.document < scores.count { titleWords[posting.document] += 1 }
                continue
            }
            if queryTerm.term.hasPrefix("t:") {
                for posting in entry.postings where posting.document < scores.count {
                    scores[posting.document] += Self.titleMatchBoost * Double(posting.impact) / 1000
                }
                continue
            }
            if !queryTerm.symbolOnly && startWords.contains(queryTerm.term) { continue }
            let factor = queryTerm.weight * Self.kindWeight(queryTerm.term) * entry.idf
            // Added again where the term is in a page's symbol field (a moment's words in a method's name).
            let nameFactor = queryTerm.nameWeight * Self.kindWeight(queryTerm.term) * entry.idf
            let only = queryTerm.language.map { $0 == Language.ko.rawValue ? 1 : 0 }
            let boost = (queryTerm.corrected ? Self.correctedSymbolBoost : Self.symbolBoost) * (intent.isHowTo ? Self.howToSymbolBoostFactor : 1)
            let isIdentifier = queryTerm.term.hasPrefix("i:")
            // A name in the symbol fields of many pages is a type their declarations share
            // (UIApplication), not the name of a method: it earns no symbol boost.
            let isShared = isIdentifier && entry.postings.count { $0.symbol } > Self.namedDocumentsMaximum
            for posting in entry.postings {
                let number = posting.document
                // A term restricted to one language still counts where it is in a page's symbol
                // field: a method's name reads the same in both languages, so the English form of a
                // Korean query's glossary word (scene for 씬) counts on the Korean page named with it.
                guard number < scores.count, only == nil || number % 2 == only || posting.symbol,
                      !queryTerm.symbolOnly || posting.symbol else { continue }
                scores[number] += factor * (Double(posting.impact) / 1000)
                if posting.symbol && nameFactor > 0 { scores[number] += nameFactor * (Double(posting.impact) / 1000) }
                if posting.symbol && isIdentifier {
                    if !isShared {
                        scores[number] += boost
                        boosted[number] += boost
                    }
                    if !queryTerm.corrected { namedPages.insert(number / 2) }
                    if let name = queryTerm.name {
                        namesFound.insert(name)
                        mentionedPages.insert(number / 2)
                    }
                }
            }
        }
        // A question how two or more named methods differ or in what order they come (A랑 B 차이, A vs
        // B, A랑 B 순서, does A run before B) is answered by the page that explains them together, not
        // by either method's own page, and by a guide, which relates them, before a task that uses both.
        let comparing = (intent.isHowTo && namedPages.count >= 2)
            || ((intent.isHowTo || intent.mentionsOrder) && namesFound.count >= 2 && mentionedPages.count >= 2)
        if comparing {
            // The names are what the question is about, not its answer, as in a question how to do
            // something: they are boosted as little, and the question is no question about a moment.
            if !intent.isHowTo {
                for number in scores.indices where boosted[number] > 0 { scores[number] -= boosted[number] * (1 - Self.howToSymbolBoostFactor) }
            }
            for page in namedPages.union(mentionedPages) { contradicted.insert(2 * page); contradicted.insert(2 * page + 1) }
        }
        // So is a question how things it describes relate (비활성이랑 백그라운드 뭐가 먼저): a guide first.
        if comparing || intent.compares { multiply(&scores, ofKinds: "a", by: Self.comparisonGuideFactor) }
        // A question for the call after or before a method it names (sceneWillResignActive 다음에
        // 뭐 불려) is answered by that method's neighbours in the life cycle, not by its own page; a
        // name both delegates share (willEnterForeground) names both, and both have neighbours.
        // (One that asks which state follows it is answered by the state, below.)
        // A name typed in part or lowercase (willEnterForeground 다음에) names the methods it stands for.
        let ordered = namedPages.isEmpty ? mentionedPages : namedPages
        if let after = intent.after, !intent.isHowTo, !comparing, !intent.asksState, !ordered.isEmpty {
            let named = ordered.sorted()
            // A neighbour is the answer however few of the query's words its page holds: it starts
            // from the best named page's score in each language (that page holds the name), then its own.
            var floor = [0.0, 0.0]
            for page in named where 2 * page + 1 < scores.count {
                floor = [max(floor[0], scores[2 * page]), max(floor[1], scores[2 * page + 1])]
            }
            Self.multiply(&scores, pages: named, by: Self.namedNeighbourFactor)
            let neighbours = Set(named.flatMap { named in
                after ? (named < pageNext.count ? pageNext[named] : []) : pageNext.indices.filter { pageNext[$0].contains(named) }
            }).subtracting(named)
            for page in neighbours where 2 * page + 1 < scores.count {
                scores[2 * page] += floor[0]
                scores[2 * page + 1] += floor[1]
            }
            Self.multiply(&scores, pages: neighbours.sorted(), by: Self.neighbourFactor)
        }
        if wordsAsked >= 2 {
            for number in titleWords.indices where titleWords[number] == wordsAsked { scores[number] += Self.titleWordsBoost }
        }
        // A query that names one delegate (앱델, scene delegate) rules out the other's methods.
        if let delegate = intent.delegate {
            let other = UInt8(ascii: delegate == .app ? "s" : "a")
            for (page, owner) in pageDelegates.utf8.enumerated() where owner == other {
                contradicted.insert(2 * page)
                contradicted.insert(2 * page + 1)
            }
        }
        for number in contradicted where number < scores.count { scores[number] *= Self.contradictionFactor }
        // A query about a scene, naming no delegate, prefers the scene delegate's methods; one about
        // a moment that names no life cycle at all leans to them (the two never hold together).
        let appFactor = intent.sceneOnly ? Self.otherLifecycleFactor : isEvent && intent.namesNoLifecycle ? Self.unnamedLifecycleFactor : 1
        if appFactor != 1 { multiply(&scores, ofOwner: "a", by: appFactor) }
        // Both life cycles have a Background and a Suspended state: a query about a scene wants the
        // scene's, one about the app or its process and no scene the app's.
        // An app without scenes (씬 없는 앱) has no scene states at all.
        let asksAboutApp = !intent.sceneOnly && (intent.appOnly || intent.withoutScene)
        if let other: Unicode.Scalar = intent.sceneOnly ? "A" : asksAboutApp ? "S" : nil {
            multiply(&scores, ofOwner: other, by: intent.withoutScene ? Self.contradictionFactor : Self.otherLifecycleFactor)
        }
        // A query that names a scene or a delegate asks about a life cycle a view controller's
        // methods are not part of (화면에 다시 보이기 직전 씬 콜백: not viewWillAppear).
        if intent.sceneOnly || intent.delegate != nil { multiply(&scores, ofOwner: "v", by: Self.otherLifecycleFactor) }
        // A query that asks about a moment ("…할 때", "when is … called") wants the method called then.
        if isEvent && !comparing { multiply(&scores, ofKinds: "m", by: Self.eventMethodFactor) }
        // A query that asks how to do something wants the task or the guide about it.
        if intent.isHowTo { multiply(&scores, ofKinds: "ta", by: Self.howToFactor) }
        // A Korean phrase or question of two words or more that asks about no moment (nor ends as
        // one, known to the lexicon or not) and types no name asks about work, a state or a
        // concept: a method's page, named in English, answers a moment or a name. One that names a
        // delegate (씬델 백그라운드 진입) asks for that delegate's method.
        let words = Self.queryWords(query)
        if !isEvent && !intent.marksAMoment && intent.delegate == nil && words.count >= 2
            && words.allSatisfy({ $0.unicodeScalars.allSatisfy(Hangul.isSyllable) })
        {
            multiply(&scores, ofKinds: "m", by: Self.koreanTopicMethodFactor)
        }
        // A query that asks which state wants the state's page; one that describes a moment (홈으로
        // 나간 씬 상태, 통화 중 앱 상태) also the state that moment's method moves into: the methods
        // it names, else the delegate methods whose names hold the most of its moment's words, of
        // the life cycle it names if it names one (the app's in an app without scenes). A method
        // it names and asks what state follows (sceneDidDisconnect 뒤에 무슨 상태) is not the answer.
        if intent.asksState {
            var moments = intent.after == false ? [] : namedPages.filter { $0 < pageStates.count && !pageStates[$0].isEmpty }.sorted()
            if intent.after == true { Self.multiply(&scores, pages: moments, by: Self.namedNeighbourFactor) }
            if moments.isEmpty, namedPages.isEmpty {
                moments = spelledMethods(momentWords, of: intent.sceneOnly ? "s" : asksAboutApp ? "a" : "as")
            }
            // (A manifest whose lists are shorter than its pages is read as far as it goes.)
            let entered = moments.flatMap { $0 < pageStates.count ? pageStates[$0] : [] }
            Self.multiply(&scores, pages: Set(entered).sorted(), by: Self.stateAfterMomentFactor)
            multiply(&scores, ofKinds: "s", by: Self.stateQuestionFactor)
        }
        // The best `limit` pages, kept sorted while scanning (a full sort of thousands of matching
        // pages costs more than the scoring); by score, then page order.
        var top: [Int] = []
        var total = 0
        let keep = max(limit, 0)
        func before(_ a: Int, _ b: Int) -> Bool { (-scores[a], a / 2) < (-scores[b], b / 2) }
        for page in 0..<(documents.count / 2) {
            let preferred = 2 * page + wanted, other = 2 * page + (1 - wanted)
            // A page found in the reader's language scores at least `otherLanguageFactor` of its other
            // language's document: the English API words of a Korean query (Timer invalidate 어디서 해)
            // match the English title, which the Korean page translates.
            if other < scores.count, scores[preferred] > 0 {
                scores[preferred] = max(scores[preferred], scores[other] * Self.otherLanguageFactor)
            }
            let number = scores[preferred] > 0 ? preferred : scores[other] > 0 ? other : -1
            if number >= 0 { total += 1 }
            guard number >= 0, keep > 0, top.count < keep || before(number, top[top.count - 1]) else { continue }
            var low = 0, high = top.count
            while low < high {
                let middle = (low + high) / 2
                if before(top[middle], number) { low = middle + 1 } else { high = middle }
            }
            top.insert(number, at: low)
            if top.count > keep { top.removeLast() }
        }
        return Ranking(numbers: top, scores: scores, queryTerms: queryTerms, total: total)
    }

    /// Multiplies the scores of the matching pages whose kind (`pageKinds`: s, m, t, a) is one of
    /// `kinds` by `factor`.
    func multiply(_ scores: inout [Double], ofKinds kinds: String, by factor: Double) {
        let pages = Array(pageKinds.utf8), wanted = Set(kinds.utf8)
        for number in scores.indices where scores[number] > 0 && number / 2 < pages.count && wanted.contains(pages[number / 2]) {
            scores[number] *= factor
        }
    }

    /// The pages of the delegate methods (`pageDelegates` letter in `owners`) whose documents'
    /// names hold the most moment words (`counts`, by document), at least one; in page order.
    func spelledMethods(_ counts: [Int], of owners: String) -> [Int] {
        let wanted = Set(owners.utf8)
        var most = 1, pages: [Int] = []
        for (page, owner) in pageDelegates.utf8.enumerated() where wanted.contains(owner) && 2 * page + 1 < counts.count {
            let count = max(counts[2 * page], counts[2 * page + 1])
            if count > most { (most, pages) = (count, []) }
            if count == most { pages.append(page) }
        }
        return pages
    }

    /// Multiplies both documents' scores of each of `pages` by `factor`.
    static func multiply(_ scores: inout [Double], pages: some Sequence<Int>, by factor: Double) {
        for page in pages where 2 * page + 1 < scores.count {
            scores[2 * page] *= factor
            scores[2 * page + 1] *= factor
        }
    }

    /// Multiplies both documents' scores of the pages whose letter in `pageDelegates` is `owner`
    /// (a, s, v: whose method; A, S: whose state) by `factor`.
    func multiply(_ scores: inout [Double], ofOwner owner: Unicode.Scalar, by factor: Double) {
        let letter = UInt8(owner.value)
        Self.multiply(&scores, pages: pageDelegates.utf8.enumerated().filter { $0.element == letter }.map(\.offset), by: factor)
    }

    /// The first `limit` hits of a ranking (their documents must be loaded).
    func hits(_ ranking: Ranking, limit: Int) -> [SearchHit] {
        // Words the snippet may mark: not the name words that count only in a page's symbol field.
        let words = Set(ranking.queryTerms.filter { !$0.symbolOnly }.map(\.term))
        var known: [Substring: Bool] = [:]
        return ranking.numbers.prefix(max(limit, 0)).compactMap { number in
            guard let document = documents[number] else { return nil }
            return SearchHit(
                kind: document.kind, id: document.id, lang: document.lang, title: document.title, symbol: document.symbol,
                lifecycle: document.lifecycle, url: document.url, score: (ranking.scores[number] * 1000).rounded() / 1000,
                snippet: Snippet.make(document.text, matching: words, known: &known))
        }
    }
}
