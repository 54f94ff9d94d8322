import LifedocBase
import Testing

/// Steps are timed one after the other, in order, and add up to the total.
struct PhaseTimerTests {
    @Test func timesEachStepInOrderAndTheyAddUpToTheTotal() {
        var timer = PhaseTimer()
        #expect(timer.phases.isEmpty)
        var value = 1
        for step in 0..<3_000_000 { value = value &* 31 &+ step }
        timer.finish("읽기")
        timer.finish("write")
        #expect(value != 0)
        #expect(timer.phases.map(\.name) == ["읽기", "write"])
        #expect(timer.phases.allSatisfy { $0.wallSeconds >= 0 && $0.cpuSeconds >= 0 })
        // The busy step used processor time; the steps together are the total.
        #expect(timer.phases[0].cpuSeconds > 0)
        let wall = timer.phases.map(\.wallSeconds).reduce(0, +)
        let cpu = timer.phases.map(\.cpuSeconds).reduce(0, +)
        #expect(abs(wall - timer.total.wallSeconds) < 1e-6)
        #expect(abs(cpu - timer.total.cpuSeconds) < 1e-6)
    }
}
