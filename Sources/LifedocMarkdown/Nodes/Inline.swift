/// An inline element of a Markdown block, as a Swift value with its start position.
///
/// Only the cases with more than a string and a position are boxed (`indirect`): a parse holds
/// millions of inlines at 10,000 pages per language, mostly text, and an inline stored in its
/// array (32 bytes) costs half of a pointer to a box of its own.
package enum Inline: Hashable, Sendable {
    case text(String, SourcePosition)
    case code(String, SourcePosition)
    case html(String, SourcePosition)
    case softBreak
    case lineBreak
    case emphasis([Inline])
    case strong([Inline])
    indirect case link(destination: String, title: String, children: [Inline], SourcePosition)
    indirect case image(source: String, title: String, children: [Inline], SourcePosition)
    /// GitHub's strikethrough: `~~gone~~`.
    case strikethrough([Inline])
    /// A URL or e-mail address in plain text that GitHub links (`https://…`, `www.…`, `a@b.c`):
    /// the link's destination (with `http://` or `mailto:` put before it) and the text as written.
    indirect case autolink(destination: String, text: String, SourcePosition)
    /// The `[ ]` or `[x]` that starts a GitHub task list item, as written.
    case taskMarker(literal: String)
    /// A reference to a GitHub footnote (`[^label]`) whose text the document defines.
    case footnoteReference(label: String, SourcePosition)

    /// The text a reader sees: code spans keep their literal, breaks become spaces, HTML is dropped.
    package var plainText: String {
        switch self {
        case let .text(text, _), let .code(text, _): text
        case .html: ""
        case .softBreak, .lineBreak: " "
        case let .emphasis(children), let .strong(children), let .strikethrough(children): children.plainText
        case let .autolink(_, text, _): text
        case .taskMarker, .footnoteReference: ""
        case let .link(_, _, children, _), let .image(_, _, children, _): children.plainText
        }
    }
}

extension Array where Element == Inline {
    /// The concatenated plain text of the inlines.
    package var plainText: String { map(\.plainText).joined() }
}
