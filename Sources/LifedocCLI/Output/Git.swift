import Foundation

/// Runs git in a folder, for what the content's history can tell: the commit a translation was
/// marked at, and a source page as it was then. Every answer is optional: outside a repository, or
/// without git, lifedoc says less and goes on.
struct Git {
    let folder: String

    /// What `git -C folder ARGUMENTS` prints, or nil when it fails.
    func run(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    /// The file at `path` (relative to the folder) as it was at `commit`.
    func file(_ path: String, at commit: String) -> String? {
        run(["show", "\(commit):./\(path)"])
    }
}
