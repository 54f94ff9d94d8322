import Foundation

/// Locates fixture folders that live beside a test file, and compares output with golden files.
package enum Fixtures {
    /// The nearest `Fixtures` folder at or above the folder of the test file that calls this.
    package static func folder(_ filePath: String = #filePath) -> String {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("Fixtures")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
    }

    /// The text of a golden file; with `LIFEDOC_UPDATE_GOLDENS=1` in the environment the file is
    /// first rewritten with `actual` (review the diff before committing).
    package static func golden(_ path: String, actual: String) throws -> String {
        if ProcessInfo.processInfo.environment["LIFEDOC_UPDATE_GOLDENS"] == "1" {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return try String(contentsOfFile: path, encoding: .utf8)
    }
}
