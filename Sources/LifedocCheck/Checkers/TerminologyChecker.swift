package import LifedocBase
import LifedocContent
package import LifedocGraph
import LifedocMarkdown

/// Pages use the glossary's preferred terms: a variant (포어그라운드 where 포그라운드 is preferred)
/// in prose is a warning with the preferred term as the suggestion. Code spans and code blocks are
/// not prose, so a glossary page may quote variants in code spans. A variant matches only at the start
/// of a word (so 신 기반 does not match inside 자신 기반); Korean particles may follow it. A page's
/// `keywords:` are checked too: search reads a variant in a query as its preferred term, so a
/// keyword written with the variant is never matched by it; nor is one that writes a term of two
/// words or more as one (씬델리게이트), which search reads the same way.
package struct TerminologyChecker: Checker {
    package init() {}

    /// A spelling to report: as written, as looked for (lowercased UTF-8), and the preferred term.
    typealias Variant = (variant: String, needle: [UInt8], preferred: String)

    /// Spellings with the index that finds them in a text.
    struct VariantSet: Sendable {
        let variants: [Variant]
        let index: VariantIndex
        /// Every spelling of the language's terms, preferred or not (lowercased UTF-8): a variant
        /// is not read where a longer one starts at the same place (백그 in 백그라운드).
        let forms: [[UInt8]]

        init(_ variants: [Variant], forms: [[UInt8]] = []) {
            self.variants = variants
            index = VariantIndex(needles: variants.map(\.needle))
            self.forms = forms
        }

        /// The spellings found in `haystack` with their byte offsets, by spelling, then by place
        /// (the order a spelling-by-spelling search finds them).
        func found(in haystack: [UInt8]) -> [(variant: Variant, start: Int)] {
            index.occurrences(in: haystack).filter { occurrence in
                let needle = variants[occurrence.number].needle
                return !forms.contains { form in
                    form.count > needle.count && form.starts(with: needle) && haystack[occurrence.start...].starts(with: form)
                }
            }.sorted { ($0.number, $0.start) < ($1.number, $1.start) }.map { (variants[$0.number], $0.start) }
        }
    }

    package func check(_ content: LinkedContent, workers: Workers) -> [Diagnostic] {
        var declared: [Language: VariantSet] = [:]
        // In keywords also: a term of two words or more written as one, which search reads as a
        // variant, in any case but camel case (AppDelegate is read as its words, Lifecycle is not).
        var joined: [Language: VariantSet] = [:]
        for language in Language.allCases {
            let spellings = content.glossary.terms.flatMap { term in
                ([term.preferred[language]].compactMap { $0 } + (term.variants[language] ?? [])).map { Array($0.lowercased().utf8) }
            }
            declared[language] = VariantSet(content.glossary.terms.flatMap { term in
                (term.variants[language] ?? []).map { ($0, Array($0.lowercased().utf8), term.preferred[language] ?? "") }
            }, forms: spellings)
            var forms: [Variant] = []
            for term in content.glossary.terms {
                guard let preferred = term.preferred[language] else { continue }
                let own = [preferred] + (term.variants[language] ?? [])
                for form in own where form.contains(" ") {
                    let one = form.lowercased().split(separator: " ").joined()
                    // Search skips a joined form that is one of the term's own (백 그라운드 joins into 백그라운드).
                    guard !own.contains(where: { $0.lowercased() == one }), !forms.contains(where: { $0.variant == one }) else { continue }
                    forms.append((one, Array(one.utf8), preferred))
                }
            }
            joined[language] = VariantSet(forms)
        }
        guard declared.values.contains(where: { !$0.variants.isEmpty }) || joined.values.contains(where: { !$0.variants.isEmpty }) else {
            return []
        }
        let (declaredSets, joinedSets) = (declared, joined)
        // Each page is searched on its own: `workers`, results in page order.
        let diagnostics = workers.map(content.pages) { linked -> [Diagnostic] in
            let page = linked.page
            guard let variants = declaredSets[page.language], let joinedForms = joinedSets[page.language] else { return [] }
            var found: [Diagnostic] = []
            for keyword in page.header.keywords {
                let original = Array(keyword.value.utf8)
                // Joined forms: ASCII folded byte for byte, so offsets stay those of the keyword.
                let folded = original.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
                let spelled = variants.found(in: Self.lowercasedUTF8(keyword.value))
                    // A capital inside the word is camel case: the name is read as its words.
                    + joinedForms.found(in: folded).filter { !original[($0.start + 1)..<($0.start + $0.variant.needle.count)].contains { (0x41...0x5A).contains($0) } }
                for (variant, _) in spelled {
                    found.append(Diagnostic(
                        .terminologyVariant, at: keyword.location,
                        "keyword '\(keyword.value)' spells '\(variant.variant)', which search reads as '\(variant.preferred)': write '\(variant.preferred)', or the keyword is never matched by it",
                        suggestion: variant.preferred))
                }
            }
            guard !variants.variants.isEmpty else { return found }
            var walker = TextWalker()
            walker.walk(page.lead)
            for section in page.sections { walker.walk(section.blocks) }
            for (text, position) in walker.texts {
                let haystack = Self.lowercasedUTF8(text)
                for (variant, start) in variants.found(in: haystack) {
                    let offset = UTF8Offsets.scalars(in: haystack, before: start)
                    found.append(Diagnostic(
                        .terminologyVariant, at: page.location(position.line, column: position.column + offset),
                        "'\(variant.variant)' is a variant spelling; the glossary prefers '\(variant.preferred)'", suggestion: variant.preferred))
                }
            }
            return found
        }.flatMap { $0 }
        return diagnostics
    }

    /// Offsets, in Unicode scalars, where `variant` starts a word in `text`.
    /// With `forms`, the other spellings of the language's terms: none is read where a longer one
    /// starts (백그 in 백그라운드).
    package static func occurrences(of variant: String, in text: String, forms: [String] = []) -> [Int] {
        let haystack = lowercasedUTF8(text)
        let set = VariantSet([(variant, Array(variant.lowercased().utf8), "")], forms: forms.map { Array($0.lowercased().utf8) })
        return set.found(in: haystack).map { UTF8Offsets.scalars(in: haystack, before: $0.start) }
    }

    /// Offsets, in Unicode scalars, where `needle` starts a word in `haystack` (both lowercased UTF-8).
    static func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
        VariantIndex(needles: [needle]).occurrences(in: haystack).map { UTF8Offsets.scalars(in: haystack, before: $0.start) }
    }

    /// Whether `needle` is at `start` of `haystack` as a word's start: no letter or digit before
    /// it, and, when it ends in ASCII, no ASCII letter after it (Korean particles may follow).
    static func matches(_ needle: [UInt8], at start: Int, in haystack: [UInt8]) -> Bool {
        guard start + needle.count <= haystack.count else { return false }
        for offset in needle.indices where haystack[start + offset] != needle[offset] { return false }
        if let previous = scalar(before: start, in: haystack), previous.properties.isAlphabetic || previous.properties.numericType != nil {
            return false
        }
        let end = start + needle.count
        return !(needle.last! < 0x80 && end < haystack.count && ASCIIBytes.isLetter(haystack[end]))
    }

    /// The variants of one language by their first three bytes, so that a text is read once
    /// whatever the number of variants (a page against the whole glossary, one byte at a time,
    /// was most of `lifedoc check`'s time).
    struct VariantIndex: Sendable {
        let needles: [[UInt8]]
        private var byPrefix: [UInt32: [Int]] = [:]
        private var short: [Int] = []

        init(needles: [[UInt8]]) {
            self.needles = needles
            for (number, needle) in needles.enumerated() where !needle.isEmpty {
                if needle.count >= 3 {
                    byPrefix[Self.key(needle, 0), default: []].append(number)
                } else {
                    short.append(number)
                }
            }
        }

        private static func key(_ bytes: [UInt8], _ start: Int) -> UInt32 {
            UInt32(bytes[start]) << 16 | UInt32(bytes[start + 1]) << 8 | UInt32(bytes[start + 2])
        }

        /// Every (variant number, byte offset) where a variant starts a word in `haystack`.
        func occurrences(in haystack: [UInt8]) -> [(number: Int, start: Int)] {
            var found: [(number: Int, start: Int)] = []
            for start in haystack.indices where haystack[start] & 0xC0 != 0x80 {
                if start + 3 <= haystack.count, let candidates = byPrefix[Self.key(haystack, start)] {
                    for number in candidates where TerminologyChecker.matches(needles[number], at: start, in: haystack) {
                        found.append((number, start))
                    }
                }
                for number in short where TerminologyChecker.matches(needles[number], at: start, in: haystack) {
                    found.append((number, start))
                }
            }
            return found
        }
    }

    /// The UTF-8 of `text.lowercased()`, made without building the string: ASCII letters and Hangul
    /// (which has no case), nearly all of a page, are copied or folded as bytes; any other scalar
    /// takes its lowercase mapping, as `lowercased()` does.
    package static func lowercasedUTF8(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                bytes.append(ASCIIBytes.isUppercase(UInt8(value)) ? UInt8(value) | 0x20 : UInt8(value))
            } else if Hangul.syllables.contains(value) || (0x1100...0x11FF).contains(value) || (0x3130...0x318F).contains(value) {
                bytes.append(contentsOf: UTF8.encode(scalar)!)
            } else {
                bytes.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
            }
        }
        return bytes
    }

    /// The scalar that ends just before byte `index`.
    private static func scalar(before index: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        guard index > 0 else { return nil }
        var lead = index - 1
        while lead > 0, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        return String(decoding: bytes[lead..<index], as: UTF8.self).unicodeScalars.first
    }

    /// Collects the plain-text runs of prose with their positions (code spans and blocks excluded).
    private struct TextWalker: MarkdownWalker {
        var texts: [(String, SourcePosition)] = []
        mutating func visit(inline: Inline) {
            if case let .text(text, position) = inline { texts.append((text, position)) }
        }
    }
}
