import Foundation
package import LifedocBase

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
    ///
    /// The sources not in the cache are drawn by one `dot` per worker, each given its share of them
    /// as one input: `dot` draws every graph of its input, one SVG document after another. Starting
    /// a `dot` costs more than drawing a state machine (48 drawings took 0.85 s as 48 processes and
    /// 0.07 s as one). When a batch fails, its sources are drawn one by one, so the error names the
    /// drawing at fault.
    package func render(_ sources: [String], workers: Workers = .allCores) throws -> [String] {
        var svgs = sources.map { cache?.svg(for: $0) }
        let missing = svgs.indices.filter { svgs[$0] == nil }
        let cores = max(1, min(workers.count, missing.count))
        let batches = (0..<cores).map { core in Array(missing[(missing.count * core / cores)..<(missing.count * (core + 1) / cores)]) }
        let renderer = self
        let drawn = workers.map(batches) { batch in Result { try renderer.renderBatch(batch.map { sources[$0] }) } }
        for (batch, result) in zip(batches, drawn) {
            for (index, svg) in zip(batch, try result.get()) {
                svgs[index] = svg
                cache?.store(svg, for: sources[index])
            }
        }
        cache?.prune(keeping: sources)
        return svgs.map { $0 ?? "" }
    }

    /// Draws `sources` with one `dot`, or one `dot` each when that fails.
    func renderBatch(_ sources: [String]) throws -> [String] {
        guard sources.count > 1 else { return try sources.map(renderOne) }
        if let output = try? run(sources.joined(separator: "\n")) {
            let documents = Self.documents(in: output)
            let drawings = documents.map { Self.inline(Self.droppingPageName($0)) }
            // A Graphviz that names a batch's drawings otherwise than `droppingPageName` knows would
            // make a drawing's bytes depend on its place in the batch: drawn alone instead.
            if drawings.count == sources.count, !drawings.contains(where: { Self.find("id=\"page", in: Array($0.utf8), from: 0) != nil }) { return drawings }
        }
        return try sources.map(renderOne)
    }

    /// `svg` without the page name `dot` puts before the id of the graph's group when it draws
    /// more than one graph in a run (`<g id="page0,1_scene-wide-machine" class="graph"`): the same
    /// bytes as a drawing made alone.
    package static func droppingPageName(_ svg: String) -> String {
        guard let found = find("<g id=\"page", in: Array(svg.utf8), from: 0) else { return svg }
        // The page name starts at "page", just inside the id's quotes.
        let name = svg.utf8.index(svg.utf8.startIndex, offsetBy: found.lowerBound + "<g id=\"".utf8.count)
        var index = svg.utf8.index(svg.utf8.startIndex, offsetBy: found.upperBound)
        func digits() -> Bool {
            let first = index
            while index < svg.endIndex, svg[index].isASCII, svg[index].isNumber { index = svg.index(after: index) }
            return index > first
        }
        func skip(_ character: Character) -> Bool {
            guard index < svg.endIndex, svg[index] == character else { return false }
            index = svg.index(after: index)
            return true
        }
        guard digits(), skip(","), digits(), skip("_") else { return svg }
        let end = svg[index...].firstIndex(of: "\"") ?? svg.endIndex
        guard svg[end...].hasPrefix("\" class=\"graph\"") else { return svg }
        return svg.replacingCharacters(in: name..<index, with: "")
    }

    /// The SVG documents of `output`, in order: each ends with its `</svg>`, which no escaped label
    /// can hold.
    package static func documents(in output: String) -> [String] {
        let bytes = Array(output.utf8)
        var documents: [String] = []
        var start = 0
        while let end = find("</svg>", in: bytes, from: start) {
            documents.append(String(decoding: bytes[start..<end.upperBound], as: UTF8.self))
            start = end.upperBound
        }
        return documents
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
        Self.inline(try run(dot))
    }

    /// What `dot -Tsvg` writes for `dot`.
    private func run(_ dot: String) throws -> String {
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
        return String(decoding: data, as: UTF8.self)
    }

    /// SVG as `dot` writes it, made fit for inlining: the prolog, doctype and comments dropped.
    /// Scanned as UTF-8 bytes in one pass (Foundation's `range(of:)` counted UTF-16 offsets and
    /// searched again from the start after each comment).
    package static func inline(_ svg: String) -> String {
        let bytes = Array(svg.utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var at = find("<svg", in: bytes, from: 0)?.lowerBound ?? 0
        while let open = find("<!--", in: bytes, from: at), let close = find("-->", in: bytes, from: open.upperBound) {
            kept += bytes[at..<open.lowerBound]
            at = close.upperBound
            if at < bytes.count, bytes[at] == UInt8(ascii: "\n") { at += 1 }
        }
        kept += bytes[at...]
        return String(decoding: kept, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Where `needle` (ASCII) first occurs in `bytes` at or after `start`: the offsets of its bytes.
    static func find(_ needle: StaticString, in bytes: [UInt8], from start: Int) -> Range<Int>? {
        let count = needle.utf8CodeUnitCount
        return needle.withUTF8Buffer { needle in
            var index = start
            while index + count <= bytes.count {
                if bytes[index] == needle[0] {
                    var matched = 1
                    while matched < count, bytes[index + matched] == needle[matched] { matched += 1 }
                    if matched == count { return index..<(index + count) }
                }
                index += 1
            }
            return nil
        }
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
