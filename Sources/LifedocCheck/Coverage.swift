package import LifedocBase
package import LifedocContent
package import LifedocGraph
import LifedocMarkdown

/// How much of the knowledge base is described in each language, per kind.
package struct Coverage: Sendable, Hashable {
    /// One row: a kind in a language.
    package struct Row: Sendable, Hashable, Encodable {
        package var kind: PageKind
        package var language: Language
        /// Nodes of this kind with a real description in this language.
        package var described: Int
        /// Nodes of this kind in either language.
        package var total: Int

        /// `described / total` as a percentage with one decimal (100 when there is nothing to describe).
        package var percent: Double {
            total == 0 ? 100 : (Double(described) * 1000 / Double(total)).rounded() / 10
        }
    }

    /// Rows ordered by kind, then language.
    package var rows: [Row]
    /// The files of the pages that are there but hold no real description (`Description.isReal`).
    package var placeholders: Set<String> = []

    /// Counts, for each kind and language, the nodes whose page in that language is a real description.
    package static func measure(_ content: LinkedContent) -> Coverage {
        var rows: [Row] = []
        var placeholders: Set<String> = []
        for kind in PageKind.allCases {
            let nodes = content.graph.nodes.filter { $0.kind == kind }
            for language in Language.allCases {
                var described = 0
                for node in nodes {
                    guard let page = content.page(node.id, in: language)?.page else { continue }
                    // A draft translation is not a description yet (and not a placeholder either).
                    if page.header.translation?.draft == true || page.header.isDraft { continue }
                    if Description.isReal(page) { described += 1 } else { placeholders.insert(page.file) }
                }
                rows.append(Row(kind: kind, language: language, described: described, total: nodes.count))
            }
        }
        return Coverage(rows: rows, placeholders: placeholders)
    }
}

/// Decides whether a page is a real description rather than a title or a placeholder.
package enum Description {
    /// Words that mark a page as not yet written, in either language.
    package static let placeholderMarkers = [
        "todo", "tbd", "tbc", "fixme", "lorem ipsum", "coming soon", "to be written", "placeholder",
        "작성 중", "작성중", "준비 중", "준비중", "내용 없음", "추후 작성", "번역 예정", "번역 중",
    ]

    /// A page describes its subject when its text (title and code aside) has at least
    /// `minimumWords` words and is not just a placeholder marker.
    package static func isReal(_ page: Page) -> Bool {
        // Forty words settle it, however long the page: its prose is read only that far.
        var texts: [String] = []
        var words = 0
        for blocks in [page.lead] + page.sections.map(\.blocks) {
            for block in blocks {
                if case .codeBlock = block { continue }
                let text = block.plainText
                texts.append(text)
                words += wordCount(text, upTo: 40 - words)
                if words >= 40 { return true }
            }
        }
        guard words >= minimumWords(page.language) else { return false }
        let lowered = texts.joined(separator: " ").lowercased()
        return !placeholderMarkers.contains(where: { lowered.contains($0) })
    }

    /// The fewest words a description has: 12 in English, and 9 in Korean, whose words carry their
    /// particles and endings (씬이, 백그라운드로): over the project's own pages, a Korean page has
    /// 0.78 of the words of its English counterpart (0.74 to 0.82 for most pages), so the same
    /// description passes in both languages.
    package static func minimumWords(_ language: Language) -> Int {
        switch language {
        case .en: 12
        case .ko: 9
        }
    }

    /// The number of words (runs of non-space) in `text`, counting no further than `limit`.
    static func wordCount(_ text: String, upTo limit: Int) -> Int {
        var count = 0
        var inWord = false
        for scalar in text.unicodeScalars {
            if Normalization.isWhitespace(scalar) {
                inWord = false
            } else if !inWord {
                inWord = true
                count += 1
                if count == limit { break }
            }
        }
        return count
    }
}
