package import LifedocBase
package import LifedocContent

/// One concept of the knowledge base, merged from its pages in both languages.
package struct Node: Sendable, Hashable, Comparable, Encodable {
    /// Every stored field, behind one reference, as `Page` keeps its fields: nodes are listed,
    /// filtered and handed to every page's view, and a copy is then one retain, not one for each
    /// of its strings and dictionaries. Setting a field boxes a new copy; nodes are set only while
    /// they are merged. Encoded as the node is (graph.json, cache keys).
    struct Fields: Sendable, Hashable, Encodable {
        var id: PageID
        var kind: PageKind
        /// Title per language; a language without a page has none.
        var titles: [Language: String] = [:]
        /// Content-root paths of the pages per language.
        var files: [Language: String] = [:]
        var symbol: String?
        var objc: String?
        var declaration: String?
        var protocolName: String?
        /// The declaring class, for a method a class declares (`UIViewController`).
        var className: String?
        /// When the method was deprecated and what replaces it.
        var deprecation: Deprecation?
        var availability: String?
        var notification: String?
        var lifecycle: Lifecycle?
        var group: String?
        var order: Int?
    }

    private final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    package var id: PageID {
        get { storage.fields.id }
        set { change { $0.id = newValue } }
    }
    package var kind: PageKind {
        get { storage.fields.kind }
        set { change { $0.kind = newValue } }
    }
    /// Title per language; a language without a page has none.
    package var titles: [Language: String] {
        get { storage.fields.titles }
        set { change { $0.titles = newValue } }
    }
    /// Content-root paths of the pages per language.
    package var files: [Language: String] {
        get { storage.fields.files }
        set { change { $0.files = newValue } }
    }
    package var symbol: String? {
        get { storage.fields.symbol }
        set { change { $0.symbol = newValue } }
    }
    package var objc: String? {
        get { storage.fields.objc }
        set { change { $0.objc = newValue } }
    }
    package var declaration: String? {
        get { storage.fields.declaration }
        set { change { $0.declaration = newValue } }
    }
    package var protocolName: String? {
        get { storage.fields.protocolName }
        set { change { $0.protocolName = newValue } }
    }
    /// The declaring class, for a method a class declares (`UIViewController`).
    package var className: String? {
        get { storage.fields.className }
        set { change { $0.className = newValue } }
    }
    /// When the method was deprecated and what replaces it.
    package var deprecation: Deprecation? {
        get { storage.fields.deprecation }
        set { change { $0.deprecation = newValue } }
    }
    package var availability: String? {
        get { storage.fields.availability }
        set { change { $0.availability = newValue } }
    }
    package var notification: String? {
        get { storage.fields.notification }
        set { change { $0.notification = newValue } }
    }
    package var lifecycle: Lifecycle? {
        get { storage.fields.lifecycle }
        set { change { $0.lifecycle = newValue } }
    }
    package var group: String? {
        get { storage.fields.group }
        set { change { $0.group = newValue } }
    }
    package var order: Int? {
        get { storage.fields.order }
        set { change { $0.order = newValue } }
    }

    /// Creates an empty node of a kind.
    package init(id: PageID, kind: PageKind) {
        storage = Storage(Fields(id: id, kind: kind))
    }

    /// Boxes a copy of the fields with `edit` made to it.
    private mutating func change(_ edit: (inout Fields) -> Void) {
        var fields = storage.fields
        edit(&fields)
        storage = Storage(fields)
    }

    package static func == (lhs: Node, rhs: Node) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }

    package func encode(to encoder: any Encoder) throws { try storage.fields.encode(to: encoder) }

    /// The languages the node has a page in, sorted.
    package var languages: [Language] { files.keys.sorted() }

    /// The title in `language`, or in the other language when that one has none.
    package func title(in language: Language) -> String {
        titles[language] ?? titles[language.other] ?? id.rawValue
    }

    package static func < (lhs: Node, rhs: Node) -> Bool { lhs.id < rhs.id }
}
