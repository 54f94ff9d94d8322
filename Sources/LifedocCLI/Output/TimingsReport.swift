import Foundation
import LifedocBase

/// What `lifedoc build --timings` prints: each step's wall-clock and processor seconds, and the
/// processor time the template engine took of them, so a slow build shows where its time went.
enum TimingsReport {
    /// The table for `phases`; `templates` is the engine's processor time and its number of
    /// renders, `parses` libcmark's (with the conversion of its trees) and its number of parses,
    /// for `parsed` files read anew.
    static func text(
        _ phases: [PhaseTimer.Phase], templates: (seconds: Double, runs: Int)?, parses: (seconds: Double, runs: Int)? = nil,
        parsed: Int = 0
    ) -> String {
        let width = max(5, phases.map(\.name.count).max() ?? 0)
        func row(_ name: String, _ wall: Double, _ cpu: Double) -> String {
            "  " + name.padding(toLength: width, withPad: " ", startingAt: 0)
                + String(format: " %8.2f %8.2f", wall, cpu)
        }
        var lines = ["timings:".padding(toLength: width + 2, withPad: " ", startingAt: 0) + "   wall s    CPU s"]
        lines += phases.map { row($0.name, $0.wallSeconds, $0.cpuSeconds) }
        lines.append(row("total", phases.map(\.wallSeconds).reduce(0, +), phases.map(\.cpuSeconds).reduce(0, +)))
        if let parses, parses.runs > 0 {
            lines.append(String(
                format: "  of which Markdown parsing: %.2f CPU s in %d parses for %d files read anew",
                parses.seconds, parses.runs, parsed))
        }
        if let templates, templates.runs > 0 {
            lines.append(String(
                format: "  of which the template engine: %.2f CPU s in %d renders, %.3f ms each",
                templates.seconds, templates.runs, templates.seconds * 1000 / Double(templates.runs)))
        }
        return lines.joined(separator: "\n")
    }
}
