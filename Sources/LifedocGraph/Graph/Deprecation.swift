package import LifedocBase

/// A deprecated method's facts: the iOS version that deprecated it and what replaces it.
package struct Deprecation: Sendable, Hashable, Encodable {
    /// The iOS version (`26.0`).
    package var version: String
    /// The replacement as declared, resolved to its canonical signature when it names a method page.
    package var replacement: String?
    /// The replacing method's page, when it has one.
    package var replacementID: PageID?

    /// Creates the facts of a deprecation.
    package init(version: String, replacement: String? = nil, replacementID: PageID? = nil) {
        self.version = version
        self.replacement = replacement
        self.replacementID = replacementID
    }
}
