import LifedocBase
import LifedocContent
import LifedocGraph
import LifedocMarkdown

/// Pages use the glossary's preferred terms: a variant (포어그라운드 where 포그라운드 is preferred)
/// in prose is a warning with the preferred term as the suggestion. Code spans and code blocks are
/// not prose, so a glossary page may quote variants in code spans. A variant matches only at the start
/// of a word (so 신 기반 does not match inside 자신 기반); Korean particles may follow it.
struct TerminologyChecker: Checker {
    func check(_ content: LinkedContent) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for linked in content.pages {
            let page = linked.page
            let variants = content.glossary.terms.flatMap { term in
                (term.variants[page.language] ?? []).map { ($0, term.preferred[page.language] ?? "") }
            }
            guard !variants.isEmpty else { continue }
            var walker = TextWalker()
            walker.walk(page.lead)
            for section in page.sections { walker.walk(section.blocks) }
            for (text, position) in walker.texts {
                for (variant, preferred) in variants {
                    for offset in Self.occurrences(of: variant, in: text) {
                        diagnostics.append(Diagnostic(
                            .terminologyVariant, at: page.location(position.line, column: position.column + offset),
                            "'\(variant)' is a variant spelling; the glossary prefers '\(preferred)'", suggestion: preferred))
                    }
                }
            }
        }
        return diagnostics
    }

    /// Character offsets where `variant` starts a word in `text`.
    static func occurrences(of variant: String, in text: String) -> [Int] {
        let haystack = Array(text.lowercased()), needle = Array(variant.lowercased())
        guard !needle.isEmpty, haystack.count >= needle.count else { return [] }
        var offsets: [Int] = []
        for start in 0...(haystack.count - needle.count) where Array(haystack[start..<(start + needle.count)]) == needle {
            if start > 0, haystack[start - 1].isLetter || haystack[start - 1].isNumber { continue }
            let end = start + needle.count
            if needle.last!.isASCII, end < haystack.count, haystack[end].isASCII, haystack[end].isLetter { continue }
            offsets.append(start)
        }
        return offsets
    }

    /// Collects the plain-text runs of prose with their positions (code spans and blocks excluded).
    private struct TextWalker: MarkdownWalker {
        var texts: [(String, SourcePosition)] = []
        mutating func visit(inline: Inline) {
            if case let .text(text, position) = inline { texts.append((text, position)) }
        }
    }
}
