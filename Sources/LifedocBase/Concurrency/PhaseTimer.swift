import Foundation

/// The wall-clock and processor time of a command's steps, one after another: `lifedoc build
/// --timings` prints them. Processor time is the whole process's (every thread), so a step that
/// keeps both cores busy shows about twice its wall time.
package struct PhaseTimer: Sendable {
    /// One finished step.
    package struct Phase: Sendable, Equatable {
        package var name: String
        package var wallSeconds: Double
        package var cpuSeconds: Double
    }

    /// The steps finished so far, in order.
    package private(set) var phases: [Phase] = []
    private var lastWall: Double
    private var lastCPU: Double
    private let startWall: Double
    private let startCPU: Double

    /// Starts timing the first step now.
    package init() {
        startWall = Self.wallSeconds()
        startCPU = Self.processCPUSeconds()
        lastWall = startWall
        lastCPU = startCPU
    }

    /// Ends the current step, named `name`, and starts the next.
    package mutating func finish(_ name: String) {
        let (wall, cpu) = (Self.wallSeconds(), Self.processCPUSeconds())
        phases.append(Phase(name: name, wallSeconds: wall - lastWall, cpuSeconds: cpu - lastCPU))
        (lastWall, lastCPU) = (wall, cpu)
    }

    /// Wall and processor seconds from the start to the end of the last finished step.
    package var total: (wallSeconds: Double, cpuSeconds: Double) {
        (lastWall - startWall, lastCPU - startCPU)
    }

    /// Seconds on a monotonic clock.
    static func wallSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The processor seconds (user and system) every thread of this process has used so far.
    static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
