/// A value kept out of line, behind one reference: a struct that holds a large, seldom-changed
/// part this way is copied as a pointer, not byte for byte.
///
/// A parsed page's front matter is 840 bytes of optional fields; the build holds each page in
/// several lists at once (grouped, ordered, linked, memoised), and 20,000 pages copied six times
/// over is 100 MB. The value is immutable once boxed: setting it makes a new box, so a copy never
/// sees another's change, and equality and hashing are the value's.
@propertyWrapper
package struct Boxed<Value: Sendable>: Sendable {
    private final class Box: Sendable {
        let value: Value

        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    /// Boxes `wrappedValue`.
    package init(wrappedValue: Value) { box = Box(wrappedValue) }

    /// The value; setting it boxes the new one.
    package var wrappedValue: Value {
        get { box.value }
        set { box = Box(newValue) }
    }
}

extension Boxed: Equatable where Value: Equatable {
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.wrappedValue == rhs.wrappedValue }
}

extension Boxed: Hashable where Value: Hashable {
    package func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
