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

    /// `query` split by the lexicon's `except` words, the query whole when it has none. A Korean
    /// word rules out the word before it, written apart (viewWillAppear 말고) or joined
    /// (viewWillAppear말고), or, when that word says a moment (때, 열면), the moment's words up to
    /// `exceptedClauseWords` before it that name no life cycle (제어센터 열었을 때 말고). An English
    /// phrase rules out up to `exceptedPhraseWords` words after it, up to a comma or an
    /// `exceptionStops` word.
    func exception(_ query: String) -> Exception {
        let korean = (lexicon.except["ko"] ?? []).filter { !$0.isEmpty }
        let english = (lexicon.except["en"] ?? []).map { $0.split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        guard !korean.isEmpty || !english.isEmpty else { return Exception(kept: query, ruledOut: "") }
        let words = query.split(whereSeparator: \.isWhitespace).map(String.init)
        let bare = words.map { Self.bareWord($0) }
        var ruled = [Bool](repeating: false, count: words.count)
        var dropped = ruled
        var kept = words
        let markers = (lexicon.markers["ko"] ?? []).filter { !$0.isEmpty }
        let lifeCycleNames = (lexicon.scene + lexicon.app + lexicon.sceneDelegate).filter { !$0.allSatisfy(\.isASCII) }
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
            var last = index - 1
            if bare[index].count > marker.count {
                // Joined to the word it rules out: that word is what is left of it.
                var word = Substring(words[index])
                while let end = word.last, end.isPunctuation { word.removeLast() }
                kept[index] = String(word.dropLast(marker.count))
                last = index
                ruled[index] = true
            } else {
                dropped[index] = true
            }
            guard last >= 0, !dropped[last], last == index || !ruled[last] else { continue }
            ruled[last] = true
            // A moment (처음 켤 때) is ruled out with the words that say it.
            let word = last == index ? String(bare[index].dropLast(marker.count)) : bare[last]
            let saysMoment = markers.contains { word.hasSuffix($0) } && !lexicon.notMarkers.contains { word.hasSuffix($0) }
            guard saysMoment else { continue }
            var first = last
            while first > 0, last - (first - 1) <= Self.exceptedClauseWords, !ruled[first - 1], !dropped[first - 1],
                  !lifeCycleNames.contains(where: { bare[first - 1].hasPrefix($0) }), !words[first - 1].hasSuffix(",")
            {
                first -= 1
                ruled[first] = true
            }
        }
        guard ruled.contains(true) else { return Exception(kept: query, ruledOut: "") }
        let keptWords = kept.indices.filter { !ruled[$0] && !dropped[$0] }.map { kept[$0] }
        let ruledWords = kept.indices.filter { ruled[$0] }.map { kept[$0] }
        return Exception(kept: keptWords.joined(separator: " "), ruledOut: ruledWords.joined(separator: " "))
    }

    /// A query word lowercased and composed, without the punctuation around it.
    static func bareWord(_ word: String) -> String {
        Normalization.composed(word).lowercased().trimmingCharacters(in: .punctuationCharacters)
    }
}
