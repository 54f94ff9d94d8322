import LifedocBase
package import LifedocContent
package import LifedocMarkdown

/// Fingerprints of a page's sections, so a translation can record what its source said.
///
/// A fingerprint is a 64-bit FNV-1a hash, in hex, of the section's normalised text: the heading,
/// the words (Unicode NFC, every run of white space folded to one space, so a reflowed paragraph or
/// re-indented list does not count), link destinations, code spans, and fenced code blocks line by
/// line (trailing spaces dropped). Emphasis is ignored. A changed sentence, list item, link target or
/// line of code changes the fingerprint.
package enum SectionFingerprint {
    /// The key of the text before the first `##`.
    package static let leadKey = "lead"

    /// The ordered (section key, fingerprint) pairs of `page`: the lead first, then each section.
    package static func fingerprints(of page: Page) -> [(key: String, hash: String)] {
        var result = [(leadKey, hash(normalized(title: "", blocks: page.lead)))]
        for (index, section) in page.sections.enumerated() {
            result.append((key(of: section, at: index), hash(normalized(title: section.title, blocks: section.blocks))))
        }
        return result
    }

    /// A section's key: its explicit `{#id}`, or `section-N` (1-based) when it has none.
    package static func key(of section: Section, at index: Int) -> String {
        section.explicitID ?? "section-\(index + 1)"
    }

    /// The normalised text of a section, the input of its fingerprint.
    package static func normalized(title: String, blocks: [Block]) -> String {
        var parts = [fold(title)]
        for block in blocks { append(block, to: &parts) }
        return parts.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    private static func append(_ block: Block, to parts: inout [String]) {
        switch block {
        case let .paragraph(inlines, _), let .heading(_, inlines, _):
            parts.append(fold(text(of: inlines)))
        case let .codeBlock(info, code, _):
            let lines = code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .map { String(decoding: ASCIIBytes.droppingTrailingBlanks($0), as: UTF8.self) }
            parts.append("```" + info + "\n" + Normalization.nfc(lines.joined(separator: "\n")))
        case let .htmlBlock(html, _):
            parts.append(fold(html))
        case let .list(style, items, _):
            for item in items {
                parts.append(style.ordered ? "1." : "-")
                for child in item { append(child, to: &parts) }
            }
        case let .blockQuote(children, _):
            parts.append(">")
            for child in children { append(child, to: &parts) }
        case .thematicBreak:
            parts.append("---")
        case let .table(alignments, header, rows, _):
            parts.append("|" + alignments.map(\.rawValue).joined(separator: "|"))
            for row in [header] + rows { parts.append(fold(row.map { text(of: $0) }.joined(separator: " | "))) }
        case let .footnoteDefinition(label, children, _):
            // As written: `[^label]: ` before its first paragraph.
            guard case let .paragraph(inlines, _)? = children.first else {
                parts.append("[^" + label + "]:")
                for child in children { append(child, to: &parts) }
                return
            }
            parts.append(fold("[^" + label + "]: " + text(of: inlines)))
            for child in children.dropFirst() { append(child, to: &parts) }
        }
    }

    private static func text(of inlines: [Inline]) -> String {
        inlines.map { inline in
            switch inline {
            case let .text(text, _): text
            case let .code(code, _): "`" + code + "`"
            case let .html(html, _): html
            case .softBreak, .lineBreak: " "
            case let .emphasis(children), let .strong(children): text(of: children)
            // As written, so that reading GitHub's extensions changed no recorded fingerprint.
            case let .strikethrough(children): "~~" + text(of: children) + "~~"
            case let .autolink(_, text, _): text
            case let .taskMarker(literal): literal
            case let .footnoteReference(label, _): "[^" + label + "]"
            case let .link(destination, _, children, _): text(of: children) + " <" + destination + ">"
            case let .image(source, _, children, _): "!" + text(of: children) + " <" + source + ">"
            }
        }.joined()
    }

    private static func fold(_ text: String) -> String {
        Normalization.collapsingWhitespace(Normalization.nfc(text))
    }

    /// The 64-bit FNV-1a hash of the UTF-8 bytes of `text`, as 16 lowercase hex digits.
    package static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
