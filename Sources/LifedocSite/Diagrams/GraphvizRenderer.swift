import Foundation
import LifedocBase

/// Lays out DOT with Graphviz's `dot` and returns SVG ready to inline in HTML: no XML prolog,
/// doctype or comments, so two runs over the same DOT give the same bytes.
package struct GraphvizRenderer: Sendable {
    /// The command, looked up on `PATH`.
    package var command: String
    /// Drawings of earlier builds, reused when their source is the same; nil to always run `dot`.
    package var cache: DiagramCache?
    /// The font Graphviz is shown alone (`DiagramFonts`).
    package var fonts: DiagramFonts
    /// Variables added to the environment `dot` runs in (the font configuration still wins).
    package var environment: [String: String] = [:]

    /// A renderer that runs `command` (`dot` unless told otherwise) with `fonts`, reusing `cache` when given.
    package init(command: String = "dot", cache: DiagramCache? = nil, fonts: DiagramFonts = .locate()) {
        self.command = command
        self.cache = cache
        self.fonts = fonts
    }

    /// A renderer whose drawings are kept in `folder` between builds, keyed by `compilerID` (the
    /// lifedoc that cleans the SVG), `dot -V` (asked only when `dot` changed: `GraphvizVersion`)
    /// and the font file (no drawing is made to find out whether the fonts changed). Without a
    /// working `dot` nothing is cached, and rendering reports why.
    package static func caching(command: String = "dot", in folder: String, compilerID: String) -> GraphvizRenderer {
        var renderer = GraphvizRenderer(command: command)
        let version = GraphvizVersion.of(renderer, rememberedIn: folder)
        guard !version.isEmpty else { return renderer }
        renderer.cache = DiagramCache(folder: folder, tools: [compilerID, version, renderer.fonts.identity].joined(separator: "\n"))
        return renderer
    }

    /// Renders several DOT sources, in parallel, in the order given; with a cache, a source drawn
    /// before is read back, and the cache is left holding exactly these sources.
    /// - Throws: `BuildFailure` when `dot` is missing or rejects a source.
    package func render(_ sources: [String]) throws -> [String] {
        let renderer = self
        let svgs = try sources.parallelMap { source in
            Result {
                if let kept = renderer.cache?.svg(for: source) { return kept }
                let svg = try renderer.renderOne(source)
                renderer.cache?.store(svg, for: source)
                return svg
            }
        }.map { try $0.get() }
        cache?.prune(keeping: sources)
        return svgs
    }

    /// What `dot -V` prints (its name and version), or "" when it cannot be run.
    package func version() -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command, "-V"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : ""
    }

    /// Renders one DOT source to inline SVG.
    package func renderOne(_ dot: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command, "-Tsvg"]
        var environment = ProcessInfo.processInfo.environment.merging(self.environment) { $1 }
        if let config = fonts.configFile {
            environment["FONTCONFIG_FILE"] = config
            environment["FONTCONFIG_PATH"] = nil
        }
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw failure("cannot run '\(command)': \(error.localizedDescription); install Graphviz (make setup does)")
        }
        // A child that exits before reading its input closes the pipe: that must be an error we
        // report, not a SIGPIPE that kills lifedoc.
        signal(SIGPIPE, SIG_IGN)
        let writer = Thread {
            try? input.fileHandleForWriting.write(contentsOf: Data(dot.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let errorData = ErrorReader(errors.fileHandleForReading)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData.finish(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if process.terminationStatus == 127 {
                throw failure("'\(command)' was not found; install Graphviz (make setup does)")
            }
            throw failure("'\(command)' failed (exit \(process.terminationStatus)): \(message)")
        }
        _ = errorData.finish()
        return Self.inline(String(decoding: data, as: UTF8.self))
    }

    /// SVG as `dot` writes it, made fit for inlining: the prolog, doctype and comments dropped.
    package static func inline(_ svg: String) -> String {
        var text = svg
        if let start = text.range(of: "<svg") { text = String(text[start.lowerBound...]) }
        while let open = text.range(of: "<!--"), let close = text.range(of: "-->", range: open.upperBound..<text.endIndex) {
            var end = close.upperBound
            if end < text.endIndex, text[end] == "\n" { end = text.index(after: end) }
            text.removeSubrange(open.lowerBound..<end)
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func failure(_ message: String) -> BuildFailure {
        BuildFailure([Diagnostic(.toolFailure, at: nil, message)])
    }
}

/// Drains a pipe on its own thread so a chatty child cannot block on a full pipe.
private final class ErrorReader: @unchecked Sendable {
    private let group = DispatchGroup()
    private var data = Data()

    init(_ handle: FileHandle) {
        group.enter()
        let thread = Thread { [self] in
            data = handle.readDataToEndOfFile()
            group.leave()
        }
        thread.start()
    }

    func finish() -> Data {
        group.wait()
        return data
    }
}
