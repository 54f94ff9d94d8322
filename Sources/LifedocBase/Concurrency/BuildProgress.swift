import Dispatch

/// Counts work done out of work known, from any thread, and reports each change to `report`
/// (done, total), one report at a time. The CLI turns the reports into a progress line on a terminal.
package final class BuildProgress: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var done = 0
    private var total = 0
    private let report: @Sendable (Int, Int) -> Void

    package init(report: @escaping @Sendable (Int, Int) -> Void) { self.report = report }

    /// Adds `count` units of work to the total.
    package func add(total count: Int) {
        lock.wait()
        total += count
        report(done, total)
        lock.signal()
    }

    /// Marks one unit of work done.
    package func advance() {
        lock.wait()
        done += 1
        report(done, total)
        lock.signal()
    }
}
