import Foundation
package import LifedocBase

/// The only code that writes the site to disk. It writes the whole plan into a fresh folder beside
/// the output folder, then swaps the two, so a reader (or a failed build) never sees half a site,
/// and it refuses any path that would land outside the output folder.
package struct AtomicWriter: Sendable {
    /// The output folder.
    package var output: String

    /// A writer for the output folder at `output`.
    package init(output: String) {
        self.output = output
    }

    /// Writes `plan` as the new content of the output folder, replacing what was there.
    /// - Throws: `BuildFailure` when a path is unsafe or the disk refuses; the previous output is
    ///   then left as it was.
    package func write(_ plan: SitePlan) throws {
        var seen: Set<String> = []
        for file in plan.files {
            guard SitePaths.isSafe(file.path) else {
                throw failure("refusing to write '\(file.path)': it is not a plain relative path inside the output folder")
            }
            guard seen.insert(file.path).inserted else { throw failure("two files would be written to '\(file.path)'") }
        }
        let manager = FileManager.default
        let target = URL(fileURLWithPath: output).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let name = target.lastPathComponent
        guard !name.isEmpty, name != "/", name != ".", name != ".." else {
            throw failure("'\(output)' cannot be an output folder")
        }
        var isDirectory: ObjCBool = false
        let exists = manager.fileExists(atPath: target.path, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue { throw failure("'\(output)' exists and is not a folder") }
        let suffix = "\(ProcessInfo.processInfo.processIdentifier)"
        let staging = parent.appendingPathComponent(".\(name).lifedoc-new-\(suffix)")
        let retired = parent.appendingPathComponent(".\(name).lifedoc-old-\(suffix)")
        do {
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            var made: Set<String> = [""]
            for file in plan.files {
                let folder = file.path.split(separator: "/").dropLast().joined(separator: "/")
                if !made.contains(folder) {
                    try manager.createDirectory(
                        at: staging.appendingPathComponent(folder, isDirectory: true), withIntermediateDirectories: true)
                    var prefix = ""
                    for part in folder.split(separator: "/") {
                        prefix = prefix.isEmpty ? String(part) : prefix + "/" + part
                        made.insert(prefix)
                    }
                }
                try Data(file.bytes).write(to: staging.appendingPathComponent(file.path))
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw failure("cannot write the new site beside '\(output)': \(error.localizedDescription)")
        }
        do {
            if exists { try manager.moveItem(at: target, to: retired) }
        } catch {
            try? manager.removeItem(at: staging)
            throw failure("cannot replace '\(output)': \(error.localizedDescription)")
        }
        do {
            try manager.moveItem(at: staging, to: target)
        } catch {
            if exists { try? manager.moveItem(at: retired, to: target) }
            try? manager.removeItem(at: staging)
            throw failure("cannot move the new site into '\(output)': \(error.localizedDescription)")
        }
        if exists { try? manager.removeItem(at: retired) }
    }

    private func failure(_ message: String) -> BuildFailure {
        BuildFailure([Diagnostic(.unwritableOutput, at: nil, message)])
    }
}
