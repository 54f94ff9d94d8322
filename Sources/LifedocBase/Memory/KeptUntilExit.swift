/// Keeps `value` alive until the process exits, on purpose.
///
/// A command that has read a large knowledge base would otherwise give its memory back object by
/// object on the way out (20,000 parsed pages are millions of them), which the operating system
/// does at once when the process ends. Compilers skip the same work the same way (clang frees
/// nothing at exit unless asked). Only for values a command holds until it returns.
package func keepUntilExit<Value>(_ value: Value) {
    _ = Unmanaged.passRetained(Kept(value))
}

/// The box `keepUntilExit` leaves retained.
private final class Kept<Value> {
    let value: Value

    init(_ value: Value) { self.value = value }
}
