import Foundation
import LifedocBase

extension SearchIndex {
    /// A query split where it rules something out (the lexicon's `except` words): "viewWillAppear
    /// 말고 복귀할 때 갱신" asks about refreshing on return and not about `viewWillAppear`.
    struct Exception: Equatable {
        /// The query without the words ruled out and the words that rule them out: what is searched.
        var kept: String
        /// The words ruled out, as typed: names in them, and the moment they say, rank lower.
        var ruledOut: String
    }

    /// How many words before a Korean `except` word its moment may take (오래 있다 돌아올 때 말고: 오래 있다 돌아올).
    static let exceptedClauseWords = 3
    /// How many words after an English `except` phrase it may take (instead of the view appearing).
    static let exceptedPhraseWords = 3
    /// English words that end what an English `except` phrase rules out: the question goes on.
    static let exceptionStops: Set<String> = ["but", "where", "what", "when", "which", "how", "is", "are", "do", "does", "should", "to", "i"]
    /// What separates a query's words here, the same in `search.js`: the spaces people type.
    static let exceptionSpaces: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{A0}", "\u{3000}"]

    /// `query` split by the lexicon's `except` words, the query whole when it has none or when
    /// nothing would be left. A Korean word rules out the word before it, written apart
    /// (viewWillAppear 말고) or joined (viewWillAppear말고), unless that word ends with an
    /// `except.not` ending (뿐만 아니라, 저장하지 말고); when that word says a moment (때, 열면), it
    /// also rules out up to `exceptedClauseWords` words before it that say the moment, not whose
    /// it is (a life cycle's or delegate's name, 씬 없는's 없는). An English phrase rules out up to
    /// `exceptedPhraseWords` words after it, up to a comma or an `exceptionStops` word. Words are
    /// compared composed (NFC), counted in Unicode scalars, as `search.js` counts code points.
    func exception(_ query: String) -> Exception {
        let korean = (lexicon.except["ko"] ?? []).filter { !$0.isEmpty }
        let english = (lexicon.except["en"] ?? []).map { $0.split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        guard !korean.isEmpty || !english.isEmpty else { return Exception(kept: query, ruledOut: "") }
        let words = Self.spacedWords(Normalization.composed(query))
        let bare = words.map(Self.bareWord)
        var ruled = [Bool](repeating: false, count: words.count)
        var dropped = ruled
        var kept = words
        let endings = (lexicon.except["not"] ?? []).filter { !$0.isEmpty }
        let markers = (lexicon.markers["ko"] ?? []).filter { !$0.isEmpty }
        let names = lexicon.lifeCycleNames.filter { !$0.isEmpty }
        let without = lexicon.without.filter { !$0.isEmpty }
        // A word that says whose the moment is, not the moment: the clause stops before it.
        func namesWhose(_ word: String) -> Bool {
            let latin = String(String.UnicodeScalarView(word.unicodeScalars.prefix { $0.isASCII && $0.properties.isAlphabetic }))
            return names.contains { name in name.unicodeScalars.allSatisfy(\.isASCII) ? latin == name : word.hasPrefix(name) }
                || without.contains { word.hasPrefix($0) }
        }
        var index = 0
        while index < words.count {
            defer { index += 1 }
            if let phrase = english.first(where: { index + $0.count <= bare.count && Array(bare[index..<(index + $0.count)]) == $0 }) {
                let start = index + phrase.count
                var end = start
                while end < words.count, end - start < Self.exceptedPhraseWords, !dropped[end],
                      end == start || !Self.exceptionStops.contains(bare[end])
                {
                    end += 1
                    if words[end - 1].hasSuffix(",") { break }
                }
                guard end > start else { continue }
                for position in index..<start { dropped[position] = true }
                for position in start..<end { ruled[position] = true }
                index = end - 1
                continue
            }
            guard let marker = korean.first(where: { bare[index].hasSuffix($0) }) else { continue }
            let joined = bare[index].unicodeScalars.count > marker.unicodeScalars.count
            let last = joined ? index : index - 1
            guard last >= 0, !dropped[last], joined || !ruled[last] else { continue }
            let word = joined ? Self.dropLast(marker.unicodeScalars.count, of: bare[index]) : bare[last]
            guard !endings.contains(where: { word.hasSuffix($0) }) else { continue }
            if joined {
                // Joined to the word it rules out: that word is what is left of it.
                var scalars = Substring(words[index]).unicodeScalars
                while let end = scalars.last, CharacterSet.punctuationCharacters.contains(end) { scalars.removeLast() }
                kept[index] = Self.dropLast(marker.unicodeScalars.count, of: String(scalars))
            } else {
                dropped[index] = true
            }
            ruled[last] = true
            // A moment (처음 켤 때) is ruled out with the words that say it.
            let saysMoment = markers.contains { word.hasSuffix($0) } && !lexicon.notMarkers.contains { word.hasSuffix($0) }
            guard saysMoment else { continue }
            var first = last
            while first > 0, last - (first - 1) <= Self.exceptedClauseWords, !ruled[first - 1], !dropped[first - 1],
                  !namesWhose(bare[first - 1]), !words[first - 1].hasSuffix(",")
            {
                first -= 1
                ruled[first] = true
            }
        }
        let keptWords = kept.indices.filter { !ruled[$0] && !dropped[$0] }.map { kept[$0] }
        guard ruled.contains(true), !keptWords.isEmpty else { return Exception(kept: query, ruledOut: "") }
        let ruledWords = kept.indices.filter { ruled[$0] }.map { kept[$0] }
        return Exception(kept: keptWords.joined(separator: " "), ruledOut: ruledWords.joined(separator: " "))
    }

    /// `text` split at `exceptionSpaces`, without empty words.
    static func spacedWords(_ text: String) -> [String] {
        text.unicodeScalars.split { exceptionSpaces.contains($0) }.map { String(String.UnicodeScalarView($0)) }
    }

    /// `text` without its last `count` Unicode scalars.
    static func dropLast(_ count: Int, of text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.dropLast(count)))
    }

    /// A query word lowercased and composed, without the punctuation around it.
    static func bareWord(_ word: String) -> String {
        Normalization.composed(word).lowercased().trimmingCharacters(in: .punctuationCharacters)
    }
}
