import LifedocBase

/// The stem of a Korean verb or adjective as conjugated (돌아오면, 돌아온, 돌아왔 → 돌아오), for `s:`
/// terms. It is a rough cut, not a morphological analysis, kept to where it seldom cuts a noun:
///
/// - one ending is removed (면, 려면, 고, 게, 서, 기 …) while a syllable is left;
/// - then a past tense's ㅆ (갔 → 가), or, on a word of three syllables or more from which no ending
///   was removed, an adnominal ㄴ, ㄹ or ㅁ (돌아온 → 돌아오; 연결 and 시간 keep theirs);
/// - then a contracted vowel is opened (와 → 오, 워 → 우, 돼 → 되, 해 → 하, 겨 → 기);
/// - last, a noun's 하 or 되 of three syllables or more goes (저장하 → 저장).
///
/// A stem of one syllable is none (화면 → 화 is a noun cut, not a stem). Pages index a word's stem
/// beside the word; a query searches each Korean word's `s:` at `SearchIndex.stemWeight`, and a
/// conjugated word the index lacks as its stem. `Templates/assets/search.js` does the same, step
/// for step.
enum KoreanStem {
    /// Endings, longest first (the order the JavaScript uses too).
    static let endings: [[Unicode.Scalar]] = [
        "으려면", "으니까", "려면", "으면", "니까", "지만", "아서", "어서", "여서", "아도", "어도", "여도", "다가", "도록", "려고",
        "면", "고", "지", "게", "서", "기", "음", "요", "죠", "며",
    ].map { Array($0.unicodeScalars) }

    /// The stem of `word` (a Hangul word without its particle), or nil when it is the word itself.
    static func stem(_ word: [Unicode.Scalar]) -> [Unicode.Scalar]? {
        var stem = word
        var cut = false
        for ending in endings where stem.count > ending.count && Array(stem.suffix(ending.count)) == ending {
            stem.removeLast(ending.count)
            cut = true
            break
        }
        guard let last = stem.last, let parts = Hangul.parts(of: last) else { return nil }
        var (initial, vowel, final) = (parts.initial, parts.vowel, parts.final)
        if final == 20 {
            final = 0
        } else if !cut, stem.count >= 3, [4, 8, 16].contains(final) {
            final = 0
        }
        if final == 0 {
            switch vowel {
            case 9: vowel = 8
            case 14: vowel = 13
            case 10: vowel = 11
            case 6: vowel = 20
            case 1 where initial == 18: vowel = 0
            default: break
            }
        }
        stem[stem.count - 1] = Hangul.Parts(initial: initial, vowel: vowel, final: final).syllable!
        if stem.count >= 3, stem.last == "하" || stem.last == "되" { stem.removeLast() }
        return stem == word || stem.count < 2 ? nil : stem
    }
}
