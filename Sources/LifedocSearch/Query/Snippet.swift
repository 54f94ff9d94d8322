/// A passage of a page around the first word a query matched, with matched words between `«` and `»`.
enum Snippet {
    /// Words shown before and after the first match.
    static let radius = 12

    /// The snippet of `text` for the query terms `terms`.
    /// `known` remembers which words matched, across the snippets of one search.
    static func make(_ text: String, matching terms: Set<String>, known: inout [Substring: Bool]) -> String {
        let words = text.split(separator: " ")
        // Only the words up to the first match and those shown are analysed, each distinct word once.
        func matches(_ index: Int) -> Bool {
            if let answer = known[words[index]] { return answer }
            let answer = Analyzer.terms(String(words[index])).contains { terms.contains($0) }
            known[words[index]] = answer
            return answer
        }
        let first = words.indices.first(where: matches) ?? 0
        let start = max(0, first - radius / 2)
        let end = min(words.count, start + radius * 2)
        var parts: [String] = []
        for index in start..<end { parts.append(matches(index) ? "«" + words[index] + "»" : String(words[index])) }
        return (start > 0 ? "… " : "") + parts.joined(separator: " ") + (end < words.count ? " …" : "")
    }
}
