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

    /// Every slot's value, in order; each slot must have been filled.
    package var values: [Value] { slots.map { $0! } }
}
