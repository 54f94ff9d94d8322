import Dispatch
import LifedocBase
import Testing

/// Work spread over all cores comes back in order, and progress is counted exactly.
struct ParallelMapTests {
    @Test func keepsInputOrderAndCountsEveryElement() {
        let reports = ResultSlots<(Int, Int)>(count: 1001)
        let progress = BuildProgress { done, total in reports.store((done, total), at: done) }
        progress.add(total: 1000)
        let input = Array(0..<1000)
        let output = input.parallelMap { number in
            defer { progress.advance() }
            return "\(number * number)"
        }
        #expect(output == input.map { "\($0 * $0)" })
        let seen = reports.values
        // Each count from 0 to 1000 is reported once, always against the whole total.
        #expect(seen.map(\.0) == Array(0...1000))
        #expect(seen.allSatisfy { $0.1 == 1000 })
        #expect([Int]().parallelMap { $0 }.isEmpty)
    }
}
