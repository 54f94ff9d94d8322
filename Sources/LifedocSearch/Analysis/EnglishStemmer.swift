/// A light English stemmer: plural and verb endings (`-s`, `-es`, `-ies`, `-ed`, `-ing`) and a
/// final `e`, so finished, finishes, finishing and finish are one term, and terminate and terminated
/// meet at `terminat`. Only lowercase ASCII words of four or more letters are touched.
enum EnglishStemmer {
    /// Words too common to search by.
    static let stopWords: Set<String> = [
        "a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "and", "or", "is", "are", "be", "was",
        "were", "it", "its", "this", "that", "with", "as", "from", "into", "what", "how", "do", "does",
        "you", "your", "my", "me", "we", "can", "should", "when", "why", "where", "which", "who", "there", "if", "am", "any", "so",
        // Swift and Objective-C keywords that come with a pasted declaration.
        "func", "void", "optional", "override", "objc", "public", "private", "static", "var", "let",
    ]

    /// The stem of a lowercase word.
    static func stem(_ word: String) -> String {
        var w = Array(word.unicodeScalars)
        guard w.count >= 4, w.allSatisfy({ (0x61...0x7A).contains($0.value) }) else { return word }
        func ends(_ suffix: String) -> Bool {
            let s = Array(suffix.unicodeScalars)
            return w.count >= s.count && Array(w[(w.count - s.count)...]) == s
        }
        func drop(_ n: Int) { w.removeLast(n) }
        if ends("ies") && w.count > 4 {
            drop(3)
            w.append("y")
        } else if ends("sses") {
            drop(2)
        } else if ends("es") && ["s", "x", "z"].contains(w[w.count - 3]) {
            drop(2)
        } else if ends("ches") || ends("shes") {
            drop(2)
        } else if ends("s") && !ends("ss") && !ends("us") && !ends("is") {
            drop(1)
        }
        if ends("ing") && w.count - 3 >= 3 {
            drop(3)
            undouble(&w)
        } else if ends("ed") && w.count - 2 >= 3 {
            drop(2)
            undouble(&w)
        }
        if ends("e") && w.count >= 4 { drop(1) }
        return String(String.UnicodeScalarView(w))
    }

    /// `stopp` → `stop`, `runn` → `run`; `ll`, `ss` and `zz` stay.
    private static func undouble(_ w: inout [Unicode.Scalar]) {
        guard w.count >= 3, w[w.count - 1] == w[w.count - 2], !"aeiouylsz".unicodeScalars.contains(w[w.count - 1]) else { return }
        w.removeLast()
    }
}
