import Foundation
import LifedocBase

/// The progress line of a long build on a terminal: `rendering 1234/20000 pages  3.2 s`, redrawn
/// in place about a hundred times, and erased when the build is done. Nothing when standard error
/// is not a terminal (CI logs, pipes) or with `--quiet`.
enum ProgressLine {
    /// A progress counter that draws the line, or nil when no line should be drawn.
    static func make(quiet: Bool) -> BuildProgress? {
        guard !quiet, isatty(STDERR_FILENO) == 1 else { return nil }
        let start = Date()
        return BuildProgress { done, total in
            guard total > 0, done == total || done % max(1, total / 100) == 0 else { return }
            let line = String(format: "\rrendering %d/%d pages  %.1f s", done, total, Date().timeIntervalSince(start))
            FileHandle.standardError.write(Data((done == total ? "\r\u{1B}[K" : line).utf8))
        }
    }
}
