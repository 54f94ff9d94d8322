import LifedocBase

/// Turns text into search terms, the same way for pages and for queries, in Swift and in the
/// site's JavaScript (`Templates/assets/search.js`); `Tests/Search/analyzer-vectors.json` keeps the
/// two equal. Each term carries its kind as a prefix, so kinds never collide:
///
/// - `w:` a word: English lowercased and stemmed (`EnglishStemmer`), Korean with particles and endings removed;
/// - `i:` a whole identifier of two or more camelCase parts (`i:scenedidenterbackground`);
/// - `s:` a Korean word's stem when it is conjugated (`KoreanStem`: 돌아오면 → `s:돌아오`);
/// - `g:` a Korean syllable bigram, for words typed in part;
/// - `c:` a Korean word's initial consonants (초성), and a query typed in them (`c:ㅂㄱㄹㅇㄷ`).
///
/// The text is NFKC-normalised first (which turns typed consonants such as ㅂ into conjoining jamo;
/// they are turned back); identifiers are split at case changes, digits and `_`
/// (`UIApplicationDidEnterBackgroundNotification` → ui, application, did, enter, background, notification),
/// except Apple's product names (`iPad`, `macOS`: one word each).
package enum Analyzer {
    /// The terms of `text`, in reading order, repeats kept (they count as term frequency).
    package static func terms(_ text: String) -> [String] {
        var memo = Memo()
        return terms(text, memo: &memo)
    }

    /// The terms of `text`, with the terms of each word looked up in `memo` first and remembered
    /// there: pages repeat their words, so an index analyses each distinct word about once.
    package static func terms(_ text: String, memo: inout Memo) -> [String] {
        var numbers: [UInt32] = []
        self.numbers(text, memo: &memo, into: &numbers)
        return numbers.map { memo.numbers.terms[Int($0)] }
    }

    /// Appends the numbers of `text`'s terms in `memo.numbers` to `numbers`, in reading order,
    /// repeats kept: what `terms(_:memo:)` gives, without a text per term (an index counts a page's
    /// terms by number).
    static func numbers(_ text: String, memo: inout Memo, into numbers: inout [UInt32]) {
        let normal = Normalization.nfkc(text)
        let scalars = normal.unicodeScalars
        func flush(_ run: Range<String.UnicodeScalarView.Index>, _ kind: RunKind) {
            guard kind != .none else { return }
            let key = UTF8Key(String(scalars[run]))
            if let known = memo.runs[key] {
                let start = Int(known >> 32)
                numbers += memo.stored[start..<(start + Int(known & 0xFFFF_FFFF))]
                return
            }
            var found: [String] = []
            let run = Array(scalars[run])
            switch kind {
            case .identifier: identifierTerms(run, into: &found)
            case .hangul: hangulTerms(run, into: &found)
            case .jamo: if run.count >= 2 { found.append("c:" + Choseong.compatibility(run)) }
            case .none: break
            }
            memo.runs[key] = UInt64(memo.stored.count) << 32 | UInt64(found.count)
            for term in found {
                let number = memo.numbers.number(of: term)
                memo.stored.append(number)
                numbers.append(number)
            }
        }
        var start = scalars.startIndex
        var kind = RunKind.none
        var index = start
        while index != scalars.endIndex {
            let next = RunKind(scalars[index])
            if next != kind {
                flush(start..<index, kind)
                start = index
                kind = next
            }
            scalars.formIndex(after: &index)
        }
        flush(start..<index, kind)
    }

    /// The terms of words already analysed, numbered. A run's kind follows from its first scalar,
    /// so the run alone is the key.
    package struct Memo {
        /// Each run's terms: where they start in `stored` (high 32 bits) and how many there are.
        var runs: [UTF8Key: UInt64] = [:]
        /// The runs' terms, by number, one run after another.
        var stored: [UInt32] = []
        /// Every term met, numbered in the order first met.
        var numbers = TermNumbers()

        /// An empty memo.
        package init() {}
    }

    private enum RunKind {
        case none, identifier, hangul, jamo

        init(_ scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: self = .identifier
            case 0xAC00...0xD7A3: self = .hangul
            case 0x3131...0x314E, 0x1100...0x1112: self = .jamo
            default: self = .none
            }
        }
    }

    /// Words the stemmer joins to a word of this domain they mean nothing like, with the stem they
    /// keep instead: Snowball stems activity to `activ`, as it does active, and an
    /// `NSUserActivity` (Handoff, state restoration) is no active state.
    static let keptApart: [String: String] = ["activity": "activity", "activities": "activity"]

    /// Words of an identifier run, and the whole identifier when it has more than one part.
    private static func identifierTerms(_ run: [Unicode.Scalar], into terms: inout [String]) {
        let parts = camelParts(run)
        for part in parts where part.count >= 2 {
            let word = part.lowercased()
            if EnglishStemmer.stopWords.contains(word) { continue }
            terms.append("w:" + (keptApart[word] ?? EnglishStemmer.stem(word)))
        }
        if parts.count > 1 {
            terms.append("i:" + parts.joined().lowercased())
        }
    }

    /// Splits `sceneDidEnterBackground2_x` into scene, Did, Enter, Background, 2, x: at `_`, between
    /// a lowercase letter or digit and an uppercase letter, between letters and digits, and before the
    /// last capital of a run of capitals followed by a lowercase letter (`UIApplication` → UI, Application).
    static func camelParts(_ run: [Unicode.Scalar]) -> [String] {
        var parts: [String] = []
        var current = String.UnicodeScalarView()
        func isUpper(_ s: Unicode.Scalar) -> Bool { (0x41...0x5A).contains(s.value) }
        func isLower(_ s: Unicode.Scalar) -> Bool { (0x61...0x7A).contains(s.value) }
        func isDigit(_ s: Unicode.Scalar) -> Bool { (0x30...0x39).contains(s.value) }
        for (index, scalar) in run.enumerated() {
            if scalar == "_" {
                if !current.isEmpty { parts.append(String(current)); current = String.UnicodeScalarView() }
                continue
            }
            if let previous = current.last {
                let next = index + 1 < run.count ? run[index + 1] : nil
                let boundary = (isUpper(scalar) && (isLower(previous) || isDigit(previous)))
                    || (isUpper(scalar) && isUpper(previous) && next.map(isLower) == true)
                    || (isDigit(scalar) != isDigit(previous))
                if boundary {
                    parts.append(String(current))
                    current = String.UnicodeScalarView()
                }
            }
            current.append(scalar)
        }
        if !current.isEmpty { parts.append(String(current)) }
        return productNamesJoined(parts)
    }

    /// Apple's product names that camelCase would split (i + Pad), lowercased.
    static let productNames: Set<String> = ["icloud", "imessage", "ios", "ipad", "ipados", "iphone", "ipod", "itunes", "macos", "tvos", "visionos", "watchos"]
    /// Every start of a product name (i, ipa, mac, …): the parts a name may be joined from begin so.
    static let productNamePrefixes = Set(productNames.flatMap { name in (1...name.count).map { String(name.prefix($0)) } })

    /// `parts` with Apple's product names (`productNames`) made one word again, two or three parts
    /// each (iPad, macOS, iPadOS): they are words, not identifiers, and a reader types them
    /// lowercase (`ipad`). A parameter such as `aDecoder` stays split.
    static func productNamesJoined(_ parts: [String]) -> [String] {
        // Most identifiers hold no part a product name starts with: nothing to join, nothing to build.
        guard parts.count > 1, parts.dropLast().contains(where: { productNamePrefixes.contains($0.lowercased()) }) else { return parts }
        var joined: [String] = []
        var index = 0
        while index < parts.count {
            let length = !productNamePrefixes.contains(parts[index].lowercased()) ? nil
                : [3, 2].first { index + $0 <= parts.count && productNames.contains(parts[index..<(index + $0)].joined().lowercased()) }
            joined.append(parts[index..<(index + (length ?? 1))].joined())
            index += length ?? 1
        }
        return joined
    }

    /// A Korean word without its particle or ending, its bigrams and its initial consonants.
    private static func hangulTerms(_ run: [Unicode.Scalar], into terms: inout [String]) {
        if KoreanSuffixes.isSuffix(run) { return }
        let word = KoreanSuffixes.strip(run)
        guard !word.isEmpty else { return }
        let text = String(String.UnicodeScalarView(word))
        if KoreanSuffixes.stopWords.contains(text) { return }
        terms.append("w:" + text)
        if let stem = KoreanStem.stem(word) { terms.append("s:" + String(String.UnicodeScalarView(stem))) }
        if word.count >= 2 {
            for index in 0..<(word.count - 1) {
                terms.append("g:" + String(String.UnicodeScalarView([word[index], word[index + 1]])))
            }
            terms.append("c:" + Choseong.initials(of: word))
        }
    }
}
