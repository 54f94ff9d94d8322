/// A piece of a template's text before sections are nested: text within one line, a line break,
/// or a tag. `TemplateScanner` makes them and `TemplateParser` nests them.
enum TemplateToken {
    /// Text holding no line break.
    case text(String)
    /// `\n` or `\r\n`.
    case newline(String)
    case tag(Tag)
    /// The start of a line that stays in the output (see `TemplateNode.lineStart`).
    case lineStart

    /// A tag, with its name trimmed of blanks.
    struct Tag {
        var kind: Kind
        var name: String
        /// Byte offset of the tag's opening delimiter, for messages.
        var offset: Int
        /// Whether the tag stood alone on its line, which it took with it.
        var isStandalone = false
        /// The blanks before a standalone tag.
        var indentation = ""
    }

    /// What a tag does, by the sigil after its opening delimiter.
    enum Kind {
        case variable, raw, section, inverted, close, comment, partial, parent, block, delimiters, pragma

        /// Whether the tag, alone on its line, takes the line with it (the specification's
        /// standalone tags: all but variables).
        var canStandAlone: Bool { self != .variable && self != .raw }
    }

    /// Whether this is text of nothing but spaces and tabs.
    var isBlank: Bool {
        guard case let .text(text) = self else { return false }
        return text.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
