/// The optimal-string-alignment edit distance: insertions, deletions, substitutions and swaps of two
/// neighbouring characters each cost 1. Used for "did you mean" suggestions, so typos such as
/// `applicationDidEnterBackgroud` (one deletion) and `sceneDidBecmoeActive` (one swap) come out close.
package enum EditDistance {
    /// The distance between `lhs` and `rhs`, compared Character by Character.
    package static func between(_ lhs: String, _ rhs: String) -> Int {
        between(Array(lhs), Array(rhs))
    }

    /// The first of `candidates` at the smallest distance from `text` (Character by Character),
    /// among those within `limit` of it (a bound that may depend on the candidate); nil when none
    /// is. Ties go to the earlier candidate, so the caller's order decides them.
    package static func nearest(to text: String, among candidates: [String], limit: (String) -> Int) -> String? {
        var best: (candidate: String, distance: Int)?
        let characters = Array(text)
        for candidate in candidates {
            let distance = between(characters, Array(candidate))
            if distance <= limit(candidate), distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The distance between two Character arrays.
    package static func between(_ a: [Character], _ b: [Character]) -> Int {
        // With the limit at the longer length no cell is cut off, so this is the full distance.
        distance(a, b, limit: max(a.count, b.count))!
    }

    /// The distance between two byte strings when it is at most `limit`, else nil. Only the band of
    /// cells within `limit` of the diagonal is computed (the others already exceed it), and it stops
    /// as soon as two rows in a row exceed the limit: the search's spelling correction compares a
    /// query with thousands of names.
    package static func within(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        distance(a, b, limit: limit)
    }

    /// The optimal-string-alignment distance of `a` and `b` when it is at most `limit`, else nil.
    private static func distance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let far = limit + 1
        var twoBack = [Int](repeating: far, count: b.count + 1)
        var previous = (0...b.count).map { min($0, far) }
        var current = [Int](repeating: far, count: b.count + 1)
        var previousMinimum = 0
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[0] = min(i, far)
            if low > 1 { current[low - 1] = far }
            var minimum = current[0]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, twoBack[j - 2] + 1)
                }
                current[j] = min(value, far)
                minimum = min(minimum, current[j])
            }
            if high < b.count { current[high + 1] = far }
            // Every later cell comes from this row, the one before it, or its own row's left.
            if minimum > limit && previousMinimum > limit { return nil }
            previousMinimum = minimum
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
