/// A passage of a page around the first word a query matched, with matched words between `«` and `»`.
enum Snippet {
    /// Words shown before and after the first match.
    static let radius = 12

    /// The snippet of `text` for the query terms `terms`.
    static func make(_ text: String, matching terms: Set<String>) -> String {
        let words = text.split(separator: " ").map(String.init)
        let matched = words.map { word in !Set(Analyzer.terms(word)).isDisjoint(with: terms) }
        let first = matched.firstIndex(of: true) ?? 0
        let start = max(0, first - radius / 2)
        let end = min(words.count, start + radius * 2)
        var parts: [String] = []
        for index in start..<end { parts.append(matched[index] ? "«" + words[index] + "»" : words[index]) }
        return (start > 0 ? "… " : "") + parts.joined(separator: " ") + (end < words.count ? " …" : "")
    }
}
