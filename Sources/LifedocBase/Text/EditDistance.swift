/// The optimal-string-alignment edit distance: insertions, deletions, substitutions and swaps of two
/// neighbouring characters each cost 1. Used for "did you mean" suggestions, so typos such as
/// `applicationDidEnterBackgroud` (one deletion) and `sceneDidBecmoeActive` (one swap) come out close.
package enum EditDistance {
    /// The distance between `lhs` and `rhs`, compared Character by Character.
    package static func between(_ lhs: String, _ rhs: String) -> Int {
        between(Array(lhs), Array(rhs))
    }

    /// The distance between two Character arrays.
    package static func between(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, twoBack[j - 2] + 1)
                }
                current[j] = value
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
