import Dispatch

/// Fixed slots that parallel workers (`DispatchQueue.concurrentPerform`) fill by index; read once
/// every worker is done, in input order.
package final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = DispatchSemaphore(value: 1)

    /// Creates `count` empty slots.
    package init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// Fills slot `index`.
    package func store(_ value: Value, at index: Int) {
        lock.wait()
        slots[index] = value
        lock.signal()
    }

    /// Takes slot `index`'s value out, leaving the slot empty: a worker that takes its input from
    /// slots lets it go as soon as it is done with it, not when the whole map is.
    package func take(at index: Int) -> Value {
        lock.wait()
        defer { lock.signal() }
        let value = slots[index]!
        slots[index] = nil
        return value
    }

    /// Every slot's value, in order; each slot must have been filled.
    package var values: [Value] { slots.map { $0! } }
}
