package import LifedocBase
import LifedocContent
package import LifedocGraph
import LifedocMarkdown

/// Pages use the glossary's preferred terms: a variant (포어그라운드 where 포그라운드 is preferred)
/// in prose is a warning with the preferred term as the suggestion. Code spans and code blocks are
/// not prose, so a glossary page may quote variants in code spans. A variant matches only at the start
/// of a word (so 신 기반 does not match inside 자신 기반); Korean particles may follow it.
package struct TerminologyChecker: Checker {
    package init() {}

    package func check(_ content: LinkedContent) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for linked in content.pages {
            let page = linked.page
            let variants = content.glossary.terms.flatMap { term in
                (term.variants[page.language] ?? []).map { ($0, Array($0.lowercased()), term.preferred[page.language] ?? "") }
            }
            guard !variants.isEmpty else { continue }
            var walker = TextWalker()
            walker.walk(page.lead)
            for section in page.sections { walker.walk(section.blocks) }
            for (text, position) in walker.texts {
                let characters = Array(text.lowercased())
                for (variant, needle, preferred) in variants {
                    for offset in Self.occurrences(of: needle, in: characters) {
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
    package static func occurrences(of variant: String, in text: String) -> [Int] {
        occurrences(of: Array(variant.lowercased()), in: Array(text.lowercased()))
    }

    /// Character offsets where `needle` starts a word in `haystack` (both already lowercased).
    static func occurrences(of needle: [Character], in haystack: [Character]) -> [Int] {
        guard let first = needle.first, haystack.count >= needle.count else { return [] }
        var offsets: [Int] = []
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            var matches = true
            for offset in 1..<needle.count where haystack[start + offset] != needle[offset] {
                matches = false
                break
            }
            guard matches else { continue }
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
