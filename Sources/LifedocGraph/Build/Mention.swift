package import LifedocBase

/// A method named in a page's prose, in a code span or in plain text.
package struct Mention: Sendable, Hashable, Comparable {
    /// The method's page.
    package var target: PageID
    /// The text as written.
    package var text: String
    /// Where it is written.
    package var location: SourceLocation
    /// The index of the `##` section it is in, or nil for the lead.
    package var section: Int?
    /// Whether it was written in a code span.
    package var inCode: Bool

    package static func < (lhs: Mention, rhs: Mention) -> Bool {
        (lhs.location, lhs.target) < (rhs.location, rhs.target)
    }
}

/// A relative link from one page to another, resolved to the target's id.
package struct PageLink: Sendable, Hashable, Comparable {
    /// The linked page.
    package var target: PageID
    /// The fragment after `#`, when there is one.
    package var fragment: String?
    /// The destination as written.
    package var destination: String
    /// Where the link is written.
    package var location: SourceLocation
    /// The index of the `##` section it is in, or nil for the lead.
    package var section: Int?

    package static func < (lhs: PageLink, rhs: PageLink) -> Bool {
        (lhs.location, lhs.target) < (rhs.location, rhs.target)
    }
}
