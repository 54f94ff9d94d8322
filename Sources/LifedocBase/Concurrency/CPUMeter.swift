import Dispatch
import Foundation

/// Adds up the processor time one kind of work takes on whichever threads it runs, and how many
/// times it ran: `lifedoc build --timings` measures the template engine with one.
package final class CPUMeter: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var nanoseconds: UInt64 = 0
    private var runs = 0

    package init() {}

    /// Runs `work` on the calling thread and adds the processor time that thread spent in it.
    package func measure<T>(_ work: () -> T) -> T {
        let start = Self.threadNanoseconds()
        let result = work()
        let spent = Self.threadNanoseconds() &- start
        lock.wait()
        nanoseconds &+= spent
        runs += 1
        lock.signal()
        return result
    }

    /// The processor seconds measured so far, summed over threads, and the number of runs.
    package var total: (seconds: Double, runs: Int) {
        lock.wait()
        defer { lock.signal() }
        return (Double(nanoseconds) / 1e9, runs)
    }

    /// The calling thread's processor time so far, in nanoseconds.
    static func threadNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
