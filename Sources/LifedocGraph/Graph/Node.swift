package import LifedocBase
package import LifedocContent

/// One concept of the knowledge base, merged from its pages in both languages.
package struct Node: Sendable, Hashable, Comparable, Encodable {
    package var id: PageID
    package var kind: PageKind
    /// Title per language; a language without a page has none.
    package var titles: [Language: String]
    /// Content-root paths of the pages per language.
    package var files: [Language: String]
    package var symbol: String?
    package var objc: String?
    package var declaration: String?
    package var protocolName: String?
    /// The declaring class, for a method a class declares (`UIViewController`).
    package var className: String?
    /// When the method was deprecated and what replaces it.
    package var deprecation: Deprecation?
    package var availability: String?
    package var notification: String?
    package var lifecycle: Lifecycle?
    package var group: String?
    package var order: Int?

    /// Creates an empty node of a kind.
    package init(id: PageID, kind: PageKind) {
        self.id = id
        self.kind = kind
        self.titles = [:]
        self.files = [:]
    }

    /// The languages the node has a page in, sorted.
    package var languages: [Language] { files.keys.sorted() }

    /// The title in `language`, or in the other language when that one has none.
    package func title(in language: Language) -> String {
        titles[language] ?? titles[language.other] ?? id.rawValue
    }

    package static func < (lhs: Node, rhs: Node) -> Bool { lhs.id < rhs.id }
}
