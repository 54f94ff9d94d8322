package import LifedocBase
package import LifedocContent
import LifedocMarkdown

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
                    let column = position.column + UTF8Offsets.scalars(in: text.utf8, before: offset)
                    consider(token, at: page.location(position.line, column: column), inCode: false)
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
            guard resolver.isUnknownMethod(text) else { return }
            // The method's own page may be there but not parse: say so, rather than suggest another.
            if let file = resolver.unparsedPage(naming: text) {
                diagnostics.append(Diagnostic(
                    .unknownSymbol, at: location, "'\(text)' names no known life-cycle method; its page \(file) does not parse",
                    related: [SourceLocation(file: file, line: 1)]))
                return
            }
            let suggestion = resolver.nearest(to: text)?.signature
            diagnostics.append(Diagnostic(
                .unknownSymbol, at: location, "'\(text)' names no known life-cycle method", suggestion: suggestion))
        }
    }

    /// Runs of identifier characters in plain text that could name a method: they contain an
    /// uppercase letter after a lowercase start (`sceneDidEnterBackground`), or start with
    /// `UI`/`NS` (notification names). Returns each with its UTF-8 offset in `text` (the unit of
    /// cmark's columns). Scans bytes: only ASCII can be part of a token.
    package static func tokens(in text: String) -> [(String, Int)] {
        var result: [(String, Int)] = []
        var text = text
        text.withUTF8 { bytes in
            var start = -1
            func flush(_ end: Int) {
                var lower = start
                var upper = end
                // Trailing `.` and `,` (sentence punctuation) and unbalanced `)` are not part of a name.
                while upper > lower {
                    let last = bytes[upper - 1]
                    if last == UInt8(ascii: ".") || last == UInt8(ascii: ",") {
                        upper -= 1
                    } else if last == UInt8(ascii: ")") && !balanced(bytes, lower, upper) {
                        upper -= 1
                    } else {
                        break
                    }
                }
                while lower < upper, !ASCIIBytes.isLetter(bytes[lower]) { lower += 1 }
                if isCandidate(bytes, lower, upper) {
                    result.append((String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self), lower))
                }
                start = -1
            }
            for offset in 0..<bytes.count {
                if isTokenByte(bytes[offset]) {
                    if start < 0 { start = offset }
                } else if start >= 0 {
                    flush(offset)
                }
            }
            if start >= 0 { flush(bytes.count) }
        }
        return result
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        ASCIIBytes.isAlphanumeric(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: ".")
    }

    private static func balanced(_ bytes: UnsafeBufferPointer<UInt8>, _ lower: Int, _ upper: Int) -> Bool {
        var open = 0
        var close = 0
        for index in lower..<upper {
            if bytes[index] == UInt8(ascii: "(") { open += 1 }
            if bytes[index] == UInt8(ascii: ")") { close += 1 }
        }
        return open >= close
    }

    private static func isCandidate(_ bytes: UnsafeBufferPointer<UInt8>, _ lower: Int, _ upper: Int) -> Bool {
        guard upper - lower >= 4 else { return false }
        let first = bytes[lower]
        if ASCIIBytes.isLowercase(first) {
            return bytes[lower..<upper].contains(where: ASCIIBytes.isUppercase)
        }
        let u = UInt8(ascii: "U"), n = UInt8(ascii: "N")
        return (first == u && bytes[lower + 1] == UInt8(ascii: "I")) || (first == n && bytes[lower + 1] == UInt8(ascii: "S"))
    }
}
