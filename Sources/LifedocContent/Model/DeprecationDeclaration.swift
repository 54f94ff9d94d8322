import LifedocBase

/// A method page's `deprecated:` field: the iOS version that deprecated the method and, usually,
/// the method that replaces it.
///
/// ```yaml
/// deprecated:
///   version: "26.0"
///   replacement: sceneDidBecomeActive(_:)
/// ```
package struct DeprecationDeclaration: Sendable, Hashable {
    /// The iOS version, as written without a platform name (`26.0`).
    package var version: Located<String>
    /// The replacing method or API, any spelling, when declared.
    package var replacement: Located<String>?

    /// Creates a declaration.
    package init(version: Located<String>, replacement: Located<String>?) {
        self.version = version
        self.replacement = replacement
    }
}
