import Dispatch
import LifedocBase
import Testing

/// Work spread over threads comes back in order, on no more threads than asked, and progress is
/// counted exactly.
struct WorkersTests {
    @Test(arguments: [1, 2, 3, 8])
    func keepsInputOrderAndCountsEveryElement(threads: Int) {
        let reports = ResultSlots<(Int, Int)>(count: 1001)
        let progress = BuildProgress { done, total in reports.store((done, total), at: done) }
        progress.add(total: 1000)
        let input = Array(0..<1000)
        let output = Workers(count: threads).map(input) { number in
            defer { progress.advance() }
            return "\(number * number)"
        }
        #expect(output == input.map { "\($0 * $0)" })
        let seen = reports.values
        // Each count from 0 to 1000 is reported once, always against the whole total.
        #expect(seen.map(\.0) == Array(0...1000))
        #expect(seen.allSatisfy { $0.1 == 1000 })
        #expect(Workers(count: threads).map([Int]()) { $0 }.isEmpty)
    }

    /// One worker runs everything on the calling thread, in order, one item at a time.
    @Test func runsOnNoMoreThreadsThanAsked() {
        let order = ResultSlots<Int>(count: 50)
        let counter = Gauge()
        _ = Workers.one.map(Array(0..<50)) { number in
            order.store(counter.enter(), at: number)
            counter.leave()
            return number
        }
        #expect(order.values == Array(0..<50))
        #expect(counter.highest == 1)
        #expect(Workers(count: 0).count == 1)
    }
}

/// How many callers are inside at once, and the most there ever were.
private final class Gauge: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var inside = 0
    private var entered = 0
    private(set) var highest = 0

    /// Enters; returns how many entered before.
    func enter() -> Int {
        lock.wait()
        defer { lock.signal() }
        inside += 1
        highest = max(highest, inside)
        entered += 1
        return entered - 1
    }

    func leave() {
        lock.wait()
        inside -= 1
        lock.signal()
    }
}
