import Dispatch
import LifedocBase
import Testing

/// The meter adds up the work it measures on every thread, and counts each run once.
struct CPUMeterTests {
    /// Work that keeps its thread busy for a few milliseconds and returns something that depends on it.
    private func busy(_ seed: Int) -> Int {
        var value = seed
        for step in 0..<2_000_000 { value = value &* 31 &+ step }
        return value
    }

    @Test func countsEveryRunOnEveryThreadAndReturnsTheWorksResult() {
        let meter = CPUMeter()
        #expect(meter.total.runs == 0 && meter.total.seconds == 0)
        let results = ResultSlots<Int>(count: 16)
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            results.store(meter.measure { busy(index) }, at: index)
        }
        #expect(results.values == (0..<16).map(busy))
        let total = meter.total
        #expect(total.runs == 16)
        // Sixteen busy loops took some processor time, and the meter saw it.
        #expect(total.seconds > 0)
    }

    @Test func measuresNothingOutsideItsRuns() {
        let meter = CPUMeter()
        _ = meter.measure { 0 }
        let idle = meter.total.seconds
        _ = busy(7)  // not measured
        #expect(meter.total.seconds == idle)
        #expect(meter.total.runs == 1)
    }
}
