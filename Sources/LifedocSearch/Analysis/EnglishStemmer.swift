/// The Snowball English stemmer ("Porter2", `algorithms/english.sbl` of snowballstem/snowball as of
/// August 2026): connection, connected and connecting are `connect`; restoration and restore are
/// `restor`; termination and terminate `termin`. Written from the algorithm, step for step, and
/// checked against the Snowball project's own vocabulary (`Tests/Search/porter2/`), as is its
/// JavaScript twin in `Templates/assets/search.js`. Only lowercase ASCII words are stemmed.
enum EnglishStemmer {
    /// Words too common to search by.
    static let stopWords: Set<String> = [
        "a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "and", "or", "is", "are", "be", "was",
        "were", "it", "its", "this", "that", "with", "as", "from", "into", "what", "how", "do", "does",
        "you", "your", "my", "me", "we", "can", "should", "when", "why", "where", "which", "who", "there", "if", "am", "any", "so",
        // Function words a question is made of ("what can my app still do while it is suspended"),
        // none of them a word of a life-cycle name (unlike will, did, before, after, once, again).
        "i", "while", "still", "just", "also", "has", "have", "had", "been", "being", "they", "them", "their",
        "our", "us", "these", "those", "than", "too", "very", "get", "gets", "got", "getting",
        // Swift and Objective-C keywords that come with a pasted declaration.
        "func", "void", "optional", "override", "objc", "public", "private", "static", "var", "let",
    ]

    private static let vowels: Set<UInt8> = Set("aeiouy".utf8)
    private static let exceptions: [String: String] = [
        "skis": "ski", "skies": "sky", "idly": "idl", "gently": "gentl", "ugly": "ugli", "early": "earli", "only": "onli",
        "singly": "singl", "sky": "sky", "news": "news", "howe": "howe", "atlas": "atlas", "cosmos": "cosmos", "bias": "bias",
        "andes": "andes",
    ]
    private static let r1Prefixes = ["gener", "commun", "arsen", "past", "univers", "later", "emerg", "organ", "inter"]

    /// The stem of a lowercase word; a word with other characters than a-z is its own stem.
    static func stem(_ word: String) -> String {
        guard word.utf8.count > 2, word.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) else { return word }
        if let special = exceptions[word] { return special }
        var w = Array(word.utf8)
        let Y = UInt8(ascii: "Y"), y = UInt8(ascii: "y")
        func isVowel(_ i: Int) -> Bool { vowels.contains(w[i]) }
        if w[0] == y { w[0] = Y }
        for i in 1..<w.count where w[i] == y && isVowel(i - 1) { w[i] = Y }
        // R1 and R2.
        func region(after start: Int) -> Int {
            var i = start
            while i + 1 < w.count {
                if isVowel(i) && !isVowel(i + 1) { return i + 2 }
                i += 1
            }
            return w.count
        }
        var r1 = w.count
        if let prefix = r1Prefixes.first(where: { w.starts(with: Array($0.utf8)) }) { r1 = prefix.utf8.count } else { r1 = region(after: 0) }
        let r2 = region(after: r1)
        // Compared in place, without copying the suffix or the word's end into arrays of their own.
        func ends(_ s: String) -> Bool { let b = s.utf8; return w.count >= b.count && w[(w.count - b.count)...].elementsEqual(b) }
        func replace(_ s: String, _ r: String) { w.removeLast(s.utf8.count); w += Array(r.utf8) }
        func inR1(_ s: String) -> Bool { w.count - s.utf8.count >= r1 }
        func inR2(_ s: String) -> Bool { w.count - s.utf8.count >= r2 }
        func isShortSyllable(endingAt end: Int) -> Bool {
            // end: index of the last letter of the syllable.
            if end >= 3, w[(end - 3)...end].elementsEqual("past".utf8) { return true }
            if end == 1 { return isVowel(0) && !isVowel(1) }
            guard end >= 2 else { return false }
            let c = w[end]
            return !isVowel(end - 2) && isVowel(end - 1) && !isVowel(end) && c != UInt8(ascii: "w") && c != UInt8(ascii: "x") && c != Y
        }
        func isShort() -> Bool { r1 == w.count && isShortSyllable(endingAt: w.count - 1) }
        // Step 0: apostrophes are never in a word here.
        // Step 1a.
        if ends("sses") {
            replace("sses", "ss")
        } else if ends("ied") || ends("ies") {
            replace("ies", w.count > 4 ? "i" : "ie")
        } else if ends("us") || ends("ss") {
        } else if ends("s") {
            if w.count >= 3, w[..<(w.count - 2)].contains(where: { vowels.contains($0) }) { w.removeLast() }
        }
        // Step 1b.
        let text = String(decoding: w, as: UTF8.self)
        if ends("eedly") || ends("eed") {
            let s = ends("eedly") ? "eedly" : "eed"
            if inR1(s), !["proc", "exc", "succ"].contains(String(text.dropLast(s.count))) { replace(s, "ee") }
        } else if ends("ing"), w.count == 5, w[1] == y || w[1] == Y, !isVowel(0) {
            replace("ying", "ie")
        } else if ends("ing"), ["inn", "out", "cann", "herr", "earr", "even"].contains(String(text.dropLast(3))) {
        } else if let s = ["ingly", "edly", "ing", "ed"].first(where: ends) {
            let stemPart = w[..<(w.count - s.utf8.count)]
            if stemPart.contains(where: { vowels.contains($0) }) {
                w.removeLast(s.utf8.count)
                if ends("at") || ends("bl") || ends("iz") {
                    w.append(UInt8(ascii: "e"))
                } else if let last = w.last, w.count >= 2, last == w[w.count - 2], Set("bdfgmnprt".utf8).contains(last) {
                    if !(w.count == 3 && Set("aeo".utf8).contains(w[0])) { w.removeLast() }
                } else if isShort() {
                    w.append(UInt8(ascii: "e"))
                }
            }
        }
        // Step 1c.
        if let last = w.last, last == y || last == Y, w.count > 2, !isVowel(w.count - 2) { w[w.count - 1] = UInt8(ascii: "i") }
        // Step 2.
        let step2: [(String, String)] = [
            ("ational", "ate"), ("tional", "tion"), ("enci", "ence"), ("anci", "ance"), ("abli", "able"), ("entli", "ent"),
            ("ization", "ize"), ("izer", "ize"), ("ation", "ate"), ("ator", "ate"), ("alism", "al"), ("aliti", "al"), ("alli", "al"),
            ("fulness", "ful"), ("ousli", "ous"), ("ousness", "ous"), ("iveness", "ive"), ("iviti", "ive"), ("biliti", "ble"),
            ("bli", "ble"), ("ogist", "og"), ("fulli", "ful"), ("lessli", "less"), ("ogi", "og"), ("li", ""),
        ]
        if let (s, r) = step2.filter({ ends($0.0) }).max(by: { $0.0.utf8.count < $1.0.utf8.count }) {
            if inR1(s) {
                if s == "ogi" {
                    if w.count >= 4, w[w.count - 4] == UInt8(ascii: "l") { replace(s, r) }
                } else if s == "li" {
                    if w.count >= 3, Set("cdeghkmnrt".utf8).contains(w[w.count - 3]) { replace(s, r) }
                } else {
                    replace(s, r)
                }
            }
        }
        // Step 3.
        let step3: [(String, String)] = [
            ("ational", "ate"), ("tional", "tion"), ("alize", "al"), ("icate", "ic"), ("iciti", "ic"), ("ical", "ic"), ("ful", ""),
            ("ness", ""), ("ative", ""),
        ]
        if let (s, r) = step3.filter({ ends($0.0) }).max(by: { $0.0.utf8.count < $1.0.utf8.count }), inR1(s) {
            if s == "ative" { if inR2(s) { replace(s, r) } } else { replace(s, r) }
        }
        // Step 4.
        let step4 = ["al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ism", "ate", "iti", "ous", "ive", "ize", "ion"]
        if let s = step4.filter(ends).max(by: { $0.utf8.count < $1.utf8.count }), inR2(s) {
            if s == "ion" {
                if w.count >= 4, w[w.count - 4] == UInt8(ascii: "s") || w[w.count - 4] == UInt8(ascii: "t") { w.removeLast(3) }
            } else {
                w.removeLast(s.utf8.count)
            }
        }
        // Step 5.
        if ends("e") {
            if inR2("e") || (inR1("e") && !isShortSyllable(endingAt: w.count - 2)) { w.removeLast() }
        } else if ends("l"), inR2("l"), w.count >= 2, w[w.count - 2] == UInt8(ascii: "l") {
            w.removeLast()
        }
        for i in w.indices where w[i] == Y { w[i] = y }
        return String(decoding: w, as: UTF8.self)
    }
}
