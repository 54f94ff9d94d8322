package import LifedocBase
package import LifedocContent
package import LifedocMarkdown

/// Finds the methods a page names: every code span, and every camelCase word of its plain text,
/// is put to the resolver. A name that looks like a life-cycle method but resolves to none (and is
/// not a known external API) is reported with the nearest known method as the suggestion.
package enum MentionExtractor {
    /// The mentions in `page` and the diagnostics for names that resolve to nothing.
    package static func mentions(in page: Page, resolver: SymbolResolver) -> ([Mention], [Diagnostic]) {
        var collector = Collector(page: page, resolver: resolver)
        for (section, blocks) in page.blocksBySection {
            collector.section = section
            collector.walk(blocks)
        }
        return (collector.mentions.sorted(), collector.diagnostics.sorted())
    }

    private struct Collector: MarkdownWalker {
        let page: Page
        let resolver: SymbolResolver
        var section: Int?
        var mentions: [Mention] = []
        var diagnostics: [Diagnostic] = []

        init(page: Page, resolver: SymbolResolver) {
            self.page = page
            self.resolver = resolver
        }

        mutating func visit(inline: Inline) {
            switch inline {
            case let .code(text, position):
                consider(text, at: page.location(position), inCode: true)
            case let .text(text, position):
                for (token, offset) in MentionExtractor.tokens(in: text) {
                    consider(token, at: page.location(position.line, column: position.column + offset), inCode: false)
                }
            default:
                break
            }
        }

        private mutating func consider(_ text: String, at location: SourceLocation, inCode: Bool) {
            if let target = resolver.resolve(text) {
                mentions.append(Mention(target: target, text: text, location: location, section: section, inCode: inCode))
                return
            }
            guard !resolver.isExternal(text), resolver.looksLikeMethod(text) else { return }
            let suggestion = resolver.nearest(to: text)?.signature
            diagnostics.append(Diagnostic(
                .unknownSymbol, at: location, "'\(text)' names no known life-cycle method", suggestion: suggestion))
        }
    }

    /// Runs of identifier characters in plain text that could name a method: they contain an
    /// uppercase letter after a lowercase start (`sceneDidEnterBackground`), or start with
    /// `UI`/`NS` (notification names). Returns each with its Character offset in `text`.
    package static func tokens(in text: String) -> [(String, Int)] {
        var result: [(String, Int)] = []
        var current = ""
        var start = 0
        func flush() {
            var token = current
            while let last = token.last, last == "." || last == "," || (last == ")" && !balanced(token)) {
                token.removeLast()
            }
            while let first = token.first, !first.isLetter { token.removeFirst(); start += 1 }
            if isCandidate(token) { result.append((token, start)) }
            current = ""
        }
        for (offset, character) in text.enumerated() {
            if character.isASCII && (character.isLetter || character.isNumber || "_:().".contains(character)) {
                if current.isEmpty { start = offset }
                current.append(character)
            } else if !current.isEmpty {
                flush()
            }
        }
        if !current.isEmpty { flush() }
        return result
    }

    private static func balanced(_ token: String) -> Bool {
        token.filter { $0 == "(" }.count >= token.filter { $0 == ")" }.count
    }

    private static func isCandidate(_ token: String) -> Bool {
        guard let first = token.first, token.count >= 4 else { return false }
        if first.isLowercase { return token.contains { $0.isUppercase } }
        return token.hasPrefix("UI") || token.hasPrefix("NS")
    }
}
