package import LifedocBase

/// A move between two states as declared in front matter: on a method page (`from`, `to`, `order`),
/// or on a state page for a move the system makes without any call (`to` only).
package struct TransitionDeclaration: Sendable, Hashable {
    /// The state left, as written (`scene/background`); nil on a state page, where it is the page itself.
    package var from: String?
    /// The state entered, as written.
    package var to: String
    /// Position among the calls that signal the same move (launch: will = 1, did = 2).
    package var order: Int
    /// Where it was declared.
    package var location: SourceLocation

    /// Creates a declaration.
    package init(from: String?, to: String, order: Int = 0, location: SourceLocation) {
        self.from = from
        self.to = to
        self.order = order
        self.location = location
    }
}
