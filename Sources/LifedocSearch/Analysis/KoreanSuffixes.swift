/// The particles (조사) and common verb endings that Korean attaches to the end of a word, removed
/// so that 백그라운드로, 백그라운드에서 and 백그라운드 are one term. One suffix is removed, the
/// longest that fits: a one-syllable suffix only from a word of two or more syllables, a longer one
/// only when a syllable is left.
enum KoreanSuffixes {
    /// Suffixes, longest first (the order the JavaScript analyser uses too).
    static let suffixes: [String] = [
        "되나요", "하나요", "습니다", "되었을", "되었다", "했었다", "합니다", "됩니다", "하세요", "에서는", "에서도", "으로는", "으로도", "이라는",
        "에서", "으로", "에게", "한테", "까지", "부터", "처럼", "보다", "이랑", "에는", "에도", "로는", "로도", "와는",
        "과는", "하기", "하는", "하다", "하면", "하여", "해서", "했을", "했다", "한다", "되는", "되다", "되면", "되어",
        "돼서", "됐을", "된다", "이란", "이며", "이고", "나요", "세요", "까요", "하려면", "되려면", "했는데", "하는데", "되는데", "됐는데", "해야", "돼야", "해요", "돼요", "려면", "되기", "하고", "되고", "해도", "돼도", "는데",
        "은", "는", "이", "가", "을", "를", "에", "의", "와", "과", "도", "만", "로", "랑", "할", "한", "함", "된", "될", "됨", "돼",
    ].sorted { ($0.unicodeScalars.count, $0) > ($1.unicodeScalars.count, $1) }

    /// Korean words that carry no meaning for search on their own.
    static let stopWords: Set<String> = ["때", "수", "것", "등", "및", "더", "그", "이", "저", "경우", "있다", "있는", "없는", "하", "되",
        // The words of a question, which name no topic (the lexicon reads them from the query as typed).
        "어떻게", "왜", "뭐", "뭐야", "뭘", "무엇", "어디", "어디서", "어디에", "언제", "무슨", "어느", "어떤", "하나요", "있나요", "건가요", "인가요", "뭔가요", "뭔지", "궁금", "좀",
        // Counters, quantifiers and fillers (창 여러 개 중 하나만, 제일 먼저), which name no topic either.
        "여러", "개", "중", "번", "모든", "각", "각각", "이런", "그런", "저런", "같은", "위해", "통해", "대해", "관련", "그냥", "제일", "젤", "가장", "혹시", "정말", "진짜", "정확히", "정확하게", "도대체", "대체", "딱", "막", "뭐고",
        // The spoken forms of 것 (되는 거, 먼저 오는 건, 하는 걸).
        "거", "건", "걸",
    ]

    private static let scalars: [[Unicode.Scalar]] = suffixes.map { Array($0.unicodeScalars) }

    /// Whether `word` is nothing but a particle or ending (`에서` after `sceneDidEnterBackground`).
    static func isSuffix(_ word: [Unicode.Scalar]) -> Bool {
        scalars.contains(word)
    }

    /// `word` without its particle or ending.
    static func strip(_ word: [Unicode.Scalar]) -> [Unicode.Scalar] {
        for suffix in scalars where word.count > suffix.count {
            if suffix.count == 1 && word.count < 2 { continue }
            // Compared in place: copying each candidate ending into an array of its own was most
            // of the cost of analysing a Korean word.
            if word[(word.count - suffix.count)...].elementsEqual(suffix) {
                return Array(word[..<(word.count - suffix.count)])
            }
        }
        return word
    }
}
