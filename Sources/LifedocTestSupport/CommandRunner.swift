package import Foundation

/// The result of running the built `lifedoc` binary.
package struct CommandResult: Sendable {
    package var status: Int32
    package var stdout: String
    package var stderr: String
    /// Whether the run was stopped for taking longer than its time limit (a hang).
    package var timedOut = false
}

/// Runs the built `lifedoc` executable, as swift-argument-parser's `AssertExecuteCommand` does.
package enum CommandRunner {
    /// The `lifedoc` binary beside the test bundle (the same build folder).
    package static var executable: URL {
        let candidates = [Bundle.main.executableURL?.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent(),
                          Bundle.main.bundleURL].compactMap { $0 }
        for folder in candidates {
            let binary = folder.appendingPathComponent("lifedoc")
            if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/lifedoc")
    }

    /// Runs `lifedoc` with `arguments` in `directory`, reading both pipes before waiting; a run
    /// longer than `timeLimit` seconds is killed and reported as `timedOut`.
    package static func run(
        _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:], timeLimit: Double = 300
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: killer)
        defer { killer.cancel() }
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self),
            timedOut: process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
    }
}
