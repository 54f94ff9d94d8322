import LifedocBase

/// Korean spacing as readers type it: a compound is written with a space or without one (새로 고침
/// and 새로고침, 홈 화면 and 홈화면, 앱 스위처 and 앱스위처), and a page and its reader seldom choose alike.
extension SearchIndex {
    /// The fewest syllables each of the two words a word the index lacks is cut into must have:
    /// a one-syllable part is more often an ending or a particle (쓸어서, 타이머나) than a word.
    static let shortestSpacedPart = 2

    /// `terms` (a query's, after `wholeWordsFirst`) with Korean spacing undone both ways:
    ///
    /// - a Hangul word the index lacks is also searched as the two words it is made of, when the index
    ///   holds both (새로고침 → 새로, 고침; 백그라운드모드 → 백그라운드, 모드), in place of its syllable
    ///   bigrams and after its stem: of the ways to cut it (`cuts(of:)`), the one whose shorter part
    ///   is longest, the first of equals;
    /// - two Hangul words typed in a row are also searched as the one word they make, when the index
    ///   holds it (홈 화면 → 홈화면): these come last (`joined`), so that the words typed stay in a row
    ///   for the glossary's terms, and are no words the query names a page with.
    ///
    /// A conjugated word whose stem the index holds is left whole: it is searched as its stem.
    /// `Templates/assets/search.js` does the same; a reader that loads the index in parts loads
    /// `spacingCandidates` first, so that `has` answers for them as the whole index would.
    static func respaced(
        _ terms: [String], english: [String: String] = [:], has: (String) -> Bool
    ) -> (terms: [String], joined: [String]) {
        var result: [String] = []
        var joined: [String] = []
        var parts: [String] = []
        var splitting = false
        var previous: [Unicode.Scalar]?
        func placeParts() {
            result += parts
            parts = []
        }
        for (index, term) in terms.enumerated() {
            if term.hasPrefix("w:") || term.hasPrefix("i:") {
                placeParts()
                result.append(term)
                let word = Array(term.unicodeScalars.dropFirst(2))
                let hangul = term.hasPrefix("w:") && !word.isEmpty && word.allSatisfy(Hangul.isSyllable)
                if hangul, let previous, case let both = "w:" + text(previous + word), has(both) {
                    joined.append(both)
                }
                splitting = false
                if hangul, !has(term), !hasStem(after: index, in: terms, has: has), let cut = self.parts(of: word, has: has) {
                    parts = cut
                    splitting = true
                } else if !hangul, let typed = english[term], !has(term), let cut = englishParts(of: typed, has: has) {
                    parts = cut
                }
                previous = hangul ? word : nil
            } else if term.hasPrefix("g:") {
                placeParts()
                if !splitting { result.append(term) }
            } else {
                result.append(term)
            }
        }
        placeParts()
        joined = joined.filter { !result.contains($0) }
        return (result + joined, joined)
    }

    /// Whether the word at `index` is followed by its stem and the index holds that stem: a
    /// conjugated word (저장하려고, 걸려와서) is searched as its stem, not cut in two.
    private static func hasStem(after index: Int, in terms: [String], has: (String) -> Bool) -> Bool {
        guard index + 1 < terms.count, terms[index + 1].hasPrefix("s:") else { return false }
        let stem = terms[index + 1].dropFirst(2)
        return has("w:" + stem) || has("s:" + stem)
    }

    /// The syllables that start the second part of a verb written whole rather than of a compound
    /// noun: an auxiliary verb (꺼져있던, 날려버리면, 띄워둔, 걸려오면), the copula and its endings
    /// (질문인데, 상태예요) and a quoting ending (닫으라고). A word is not cut before one.
    static let functionStarts: Set<Unicode.Scalar> = [
        "이", "인", "있", "라", "예", "할", "하", "되", "버", "두", "둔", "놓", "주", "줄", "오", "와", "달", "받", "만",
    ]

    /// Where `word` may be cut in two (`respaced`): each part `shortestSpacedPart` syllables or
    /// more, the second not starting with one of `functionStarts`.
    static func cuts(of word: [Unicode.Scalar]) -> [Int] {
        guard word.count >= 2 * shortestSpacedPart else { return [] }
        return (shortestSpacedPart...(word.count - shortestSpacedPart)).filter { !functionStarts.contains(word[$0]) }
    }

    /// The two words, both held, that `word` is made of (`respaced`), or nil.
    static func parts(of word: [Unicode.Scalar], has: (String) -> Bool) -> [String]? {
        var best: (shorter: Int, parts: [String])?
        for cut in cuts(of: word) {
            let shorter = min(cut, word.count - cut)
            if let best, shorter <= best.shorter { continue }
            let parts = ["w:" + text(word[..<cut]), "w:" + text(word[cut...])]
            if parts.allSatisfy(has) { best = (shorter, parts) }
        }
        return best?.parts
    }

    /// The fewest letters each of the two words an English word the index lacks is cut into must
    /// have.
    static let shortestEnglishPart = 3

    /// The English words a query types in lowercase letters only, by the term each is searched as:
    /// the words `respaced` may cut (homescreen → home, screen). A capital or a digit makes a name,
    /// which the analyser splits itself (homeScreen, UIScene).
    static func englishWords(_ query: String) -> [String: String] {
        var words: [String: String] = [:]
        // Not lowercased: a capital makes a name.
        let typed = letterRuns(Normalization.nfkc(query))
        for word in typed where word.utf8.allSatisfy(ASCIIBytes.isLowercase) {
            let terms = Analyzer.terms(word)
            if terms.count == 1, let term = terms.first, term.hasPrefix("w:"), words[term] == nil { words[term] = word }
        }
        return words
    }

    /// The terms of the two words of each way of cutting an English `word`, each part
    /// `shortestEnglishPart` letters or more and one word that is no stop word.
    static func englishCuts(of word: String) -> [[String]] {
        let letters = Array(word)
        guard letters.count >= 2 * shortestEnglishPart else { return [] }
        return (shortestEnglishPart...(letters.count - shortestEnglishPart)).compactMap { cut in
            let parts = [String(letters[..<cut]), String(letters[cut...])].map(Analyzer.terms)
            return parts.allSatisfy({ $0.count == 1 && $0[0].hasPrefix("w:") }) ? parts.map { $0[0] } : nil
        }
    }

    /// The two words, both held, that the English `word` is made of: the cut whose shorter part is
    /// longest, the first of equals; nil when there is none.
    static func englishParts(of word: String, has: (String) -> Bool) -> [String]? {
        var best: (shorter: Int, parts: [String])?
        for parts in englishCuts(of: word) where parts.allSatisfy(has) {
            let shorter = min(parts[0].count, parts[1].count)
            if best.map({ shorter > $0.shorter }) ?? true { best = (shorter, parts) }
        }
        return best?.parts
    }

    /// `spacingCandidates(query)` and, for each word among them that a glossary form is, every word
    /// of that glossary term's forms as a word and as a word of a page's names: a cut part the
    /// glossary knows (생명주기 in 생명주기메서드) brings its term's words into the query's names.
    package func spacingCandidatesWithGlossary(_ query: String) -> [String] {
        let candidates = Self.spacingCandidates(query)
        let words = Set(candidates.filter { $0.hasPrefix("w:") })
        var more: [String] = []
        for group in synonyms where group.contains(where: { $0.count == 1 && words.contains($0[0]) }) {
            for term in group.joined() where term.hasPrefix("w:") {
                more += [term, TitleKeys.wordKey(term.dropFirst(2))]
            }
        }
        return candidates + more
    }

    /// Every term a query's terms may be asked about once `respaced` has cut its words, that the
    /// query's own terms do not name: its words, the parts of each cut of each of its Hangul words
    /// and of its English words typed run together, as words and as words of a page's names
    /// (`TitleKeys.wordKey`), and each word's stem as a word and as a stem. A reader that loads the
    /// index in parts loads these with the query's own terms (`spacingCandidatesWithGlossary`).
    package static func spacingCandidates(_ query: String) -> [String] {
        var candidates: [String] = []
        for term in Analyzer.terms(query) {
            if term.hasPrefix("s:") {
                candidates += ["w:" + term.dropFirst(2), term]
                continue
            }
            guard term.hasPrefix("w:") else { continue }
            // The word itself: a glossary variant (창 하나) may have hidden it from the first pass,
            // and a cut part that is the preferred form (멀티윈도우 → 윈도우) keeps it searched.
            candidates.append(term)
            let word = Array(term.unicodeScalars.dropFirst(2))
            guard word.allSatisfy(Hangul.isSyllable) else { continue }
            for cut in cuts(of: word) {
                let parts = [text(word[..<cut]), text(word[cut...])]
                candidates += parts.map { "w:" + $0 } + parts.map(TitleKeys.wordKey)
            }
        }
        for word in englishWords(query).values.sorted() {
            let parts = englishCuts(of: word).flatMap { $0 }
            candidates += parts + parts.map { TitleKeys.wordKey($0.dropFirst(2)) }
        }
        return candidates
    }

    private static func text(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// The particles a word typed without spaces may keep before the moment it goes on to
    /// (백그라운드로갈때), longest first.
    static let runParticles = ["으로", "에서", "로", "에", "가", "이", "를", "을", "은", "는"].map { Array($0.unicodeScalars) }

    /// `query` with its Korean typed without spaces given back the spaces the lexicon needs
    /// (앱꺼질때 → 앱 꺼질때, 백그라운드로갈때 → 백그라운드로 갈때, 씬연결될때? → 씬 연결될때?): in each run of
    /// Hangul syllables, wherever a word the glossary or the life-cycle names know (the longest)
    /// goes on, after a particle or none (the particle first), with a form of the event lexicon of
    /// two syllables or more, or of one followed by 때 or 면, a space goes before that form; then
    /// again in what follows, until no run changes, so the result comes out of a second call as it
    /// went in and every entry point may apply it. Read from the glossary alone, not the index: the
    /// browser's first pass knows it too.
    func spacedQuery(_ query: String) -> String {
        let scalars = Array(query.unicodeScalars)
        guard scalars.count >= 3, scalars.contains(where: Hangul.isSyllable) else { return query }
        var leading: Set<[Unicode.Scalar]> = Set(lexicon.lifeCycleNames.map { Array($0.unicodeScalars) })
        for word in koreanGlossaryWords { leading.insert(word) }
        let moments = lexicon.words.flatMap(\.ko).filter { !$0.contains(" ") && !$0.isEmpty }.map { Array($0.unicodeScalars) }
        func startsAMoment(_ rest: ArraySlice<Unicode.Scalar>) -> Bool {
            moments.contains { form in
                guard rest.starts(with: form) else { return false }
                guard form.count == 1 else { return true }
                return rest.count > 1 && ["때", "면"].contains(rest[rest.startIndex + 1])
            }
        }
        /// Where the space goes in `run` (a run of syllables), or nil.
        func cut(_ run: ArraySlice<Unicode.Scalar>) -> Int? {
            guard run.count >= 3 else { return nil }
            for length in stride(from: run.count - 2, through: 1, by: -1)
            where leading.contains(Array(run[run.startIndex..<(run.startIndex + length)])) {
                let end = run.startIndex + length
                let particle = Self.runParticles.first { run[end...].starts(with: $0) && run.endIndex - end > $0.count }
                for at in [particle.map { end + $0.count }, end].compactMap({ $0 }) where startsAMoment(run[at...]) {
                    return at
                }
            }
            return nil
        }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard Hangul.isSyllable(scalars[index]) else {
                result.append(scalars[index])
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, Hangul.isSyllable(scalars[end]) { end += 1 }
            var start = index
            while let at = cut(scalars[start..<end]) {
                result.append(contentsOf: scalars[start..<at])
                result.append(" ")
                start = at
            }
            result.append(contentsOf: scalars[start..<end])
            index = end
        }
        let spaced = String(result)
        return spaced == query ? query : spacedQuery(spaced)
    }

    /// The glossary's Korean forms of one word, preferred and variant, in the glossary's order.
    var koreanGlossaryWords: [[Unicode.Scalar]] {
        var words: [[Unicode.Scalar]] = []
        for group in synonyms {
            for form in group where form.count == 1 && form[0].hasPrefix("w:") {
                let word = Array(form[0].unicodeScalars.dropFirst(2))
                if !word.isEmpty, word.allSatisfy(Hangul.isSyllable), !words.contains(word) { words.append(word) }
            }
        }
        return words
    }
}
