package import LifedocBase
package import LifedocMarkdown

/// One Markdown file of one language, parsed: its identity, front matter, parsed body and sections.
package struct Page: Sendable, Hashable {
    /// Every stored field, behind one reference: the build holds each page in several lists at
    /// once and hands it to every stage, and a copy of a page is then one retain, not one for each
    /// of its dozen strings, arrays and sets. Setting a field makes a new box, so a copy never sees
    /// another's change; pages are set only while they are parsed. The box is this file's own: a
    /// generic wrapper in another module, even marked inlinable, made `check` ×1.2 slower.
    struct Fields: Sendable, Hashable {
        /// Path relative to the content root (`ko/methods/x.md`).
        var file: String
        /// The language folder it is in.
        var language: Language
        /// The id shared with its translation.
        var id: PageID
        /// What it describes.
        var kind: PageKind
        /// Its title, from front matter or its first heading.
        var title: String
        /// Whether the title was taken from the first heading (which then is not part of the body's sections).
        var titleFromHeading: Bool
        /// The typed front matter (empty for a page without front matter).
        var header: PageHeader
        /// Whether the file has front matter.
        var hasFrontMatter: Bool
        /// Whether the body's text may link to a heading of this page (`](#`, `](<#`, `]: #`): only
        /// such a page's tree is walked for those links. A page keeps no Markdown text once parsed:
        /// everything after loading reads its parse.
        var mayLinkWithinPage: Bool
        /// How many file lines come before the body.
        var bodyLineOffset: Int
        /// The parsed body.
        var document: MarkdownDocument
        /// The blocks before the first `##` heading (the title heading excluded).
        var lead: [Block]
        /// The `##` sections, in order.
        var sections: [Section]
        /// A fingerprint of the whole file as decoded (front matter and body), for the build cache.
        var sourceHash = ""
    }

    private final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    /// Path relative to the content root (`ko/methods/x.md`).
    package var file: String {
        get { storage.fields.file }
        set { change { $0.file = newValue } }
    }
    /// The language folder it is in.
    package var language: Language {
        get { storage.fields.language }
        set { change { $0.language = newValue } }
    }
    /// The id shared with its translation.
    package var id: PageID {
        get { storage.fields.id }
        set { change { $0.id = newValue } }
    }
    /// What it describes.
    package var kind: PageKind {
        get { storage.fields.kind }
        set { change { $0.kind = newValue } }
    }
    /// Its title, from front matter or its first heading.
    package var title: String {
        get { storage.fields.title }
        set { change { $0.title = newValue } }
    }
    /// Whether the title was taken from the first heading (which then is not part of the body's sections).
    package var titleFromHeading: Bool {
        get { storage.fields.titleFromHeading }
        set { change { $0.titleFromHeading = newValue } }
    }
    /// The typed front matter (empty for a page without front matter).
    package var header: PageHeader {
        get { storage.fields.header }
        set { change { $0.header = newValue } }
    }
    /// Whether the file has front matter.
    package var hasFrontMatter: Bool {
        get { storage.fields.hasFrontMatter }
        set { change { $0.hasFrontMatter = newValue } }
    }
    /// Whether the body's text may link to a heading of this page (`](#`, `](<#`, `]: #`): only
    /// such a page's tree is walked for those links. A page keeps no Markdown text once parsed:
    /// everything after loading reads its parse.
    package var mayLinkWithinPage: Bool {
        get { storage.fields.mayLinkWithinPage }
        set { change { $0.mayLinkWithinPage = newValue } }
    }
    /// How many file lines come before the body.
    package var bodyLineOffset: Int {
        get { storage.fields.bodyLineOffset }
        set { change { $0.bodyLineOffset = newValue } }
    }
    /// The parsed body.
    package var document: MarkdownDocument {
        get { storage.fields.document }
        set { change { $0.document = newValue } }
    }
    /// The blocks before the first `##` heading (the title heading excluded).
    package var lead: [Block] {
        get { storage.fields.lead }
        set { change { $0.lead = newValue } }
    }
    /// The `##` sections, in order.
    package var sections: [Section] {
        get { storage.fields.sections }
        set { change { $0.sections = newValue } }
    }
    /// A fingerprint of the whole file as decoded (front matter and body), for the build cache.
    package var sourceHash: String {
        get { storage.fields.sourceHash }
        set { change { $0.sourceHash = newValue } }
    }

    /// A page of these fields.
    package init(
        file: String,
        language: Language,
        id: PageID,
        kind: PageKind,
        title: String,
        titleFromHeading: Bool,
        header: PageHeader,
        hasFrontMatter: Bool,
        mayLinkWithinPage: Bool,
        bodyLineOffset: Int,
        document: MarkdownDocument,
        lead: [Block],
        sections: [Section]
    ) {
        storage = Storage(Fields(
            file: file,
            language: language,
            id: id,
            kind: kind,
            title: title,
            titleFromHeading: titleFromHeading,
            header: header,
            hasFrontMatter: hasFrontMatter,
            mayLinkWithinPage: mayLinkWithinPage,
            bodyLineOffset: bodyLineOffset,
            document: document,
            lead: lead,
            sections: sections))
    }

    /// Boxes a copy of the fields with `edit` made to it.
    private mutating func change(_ edit: (inout Fields) -> Void) {
        var fields = storage.fields
        edit(&fields)
        storage = Storage(fields)
    }

    package static func == (lhs: Page, rhs: Page) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }

    /// The location of line `line` in this page's file.
    package func location(_ line: Int, column: Int = 1) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// The location of a position in this page's file.
    package func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }

    /// The lead (section nil) and each `##` section's blocks (section index), in reading order.
    package var blocksBySection: [(section: Int?, blocks: [Block])] {
        [(nil, lead)] + sections.enumerated().map { ($0.offset, $0.element.blocks) }
    }

    /// The first paragraph of the lead, as plain text: the page's summary in lists and search.
    package var summary: String {
        for block in lead {
            if case let .paragraph(inlines, _) = block { return inlines.plainText.trimmingWhitespace() }
        }
        return ""
    }
}
