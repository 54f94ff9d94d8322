import LifedocBase
import LifedocCheck
import LifedocContent
import LifedocGraph
import LifedocMarkdown
import LifedocSearch
import LifedocTestSupport

/// One fuzz input through the stages bad content reaches first: front-matter parsing, Markdown to
/// a linked graph and its checks, the search analyser, index and both search paths, and the body
/// rendered to HTML. A crash, a hang or a broken invariant is a finding; `findings(_:)` returns the
/// broken invariants so that the fuzzer can stop on them and the regression tests can name them.
package enum FuzzHarness {
    /// Where the input is placed: the same bytes as a page in each language, so that the
    /// translation checks compare it with itself.
    static let inputPaths = ["en/methods/fuzz-input.md", "ko/methods/fuzz-input.md"]
    /// The longest query taken from the input. Queries of any length are the bad-input catalogue's
    /// business; here the fuzzer's time goes to variety.
    static let queryLength = 120

    /// Every invariant `bytes` breaks, as short descriptions; empty when the input was handled well.
    package static func findings(_ bytes: [UInt8]) -> [String] {
        var findings: [String] = []
        let lines = lineCount(bytes)

        var files = FuzzBase.files.mapValues { Array($0.utf8) }
        for path in inputPaths { files[path] = bytes }
        let content: LinkedContent
        do {
            content = try ContentLoader.load(
                from: "Content", fileSystem: MemoryFileSystem(bytes: Dictionary(uniqueKeysWithValues: files.map { ("Content/" + $0.key, $0.value) })))
        } catch {
            return findings + ["the content folder could not be loaded: \(error)"]
        }
        findings += misplaced(content.diagnostics, lines: lines)
        findings += encodingFindings(content.diagnostics, bytes: bytes)
        let report = Checks.run(content)
        findings += misplaced(report.diagnostics, lines: lines)
        for language in Language.allCases { _ = GraphDOT.format(content.graph, language: language) }
        _ = GraphJSON.format(content.graph)

        findings += searchFindings(content, text: String(decoding: bytes, as: UTF8.self))
        findings += renderFindings(String(decoding: bytes, as: UTF8.self))
        return findings
    }

    /// The analyser, the index built with the input in it, and the two ways a query is answered
    /// (the whole index in memory, and the reader that loads only the shards a query needs).
    static func searchFindings(_ content: LinkedContent, text: String) -> [String] {
        var findings: [String] = []
        for term in Analyzer.terms(text) where term.isEmpty || term.contains(where: \.isWhitespace) {
            findings.append("the analyser made the term \"\(term)\"")
        }
        let index = SearchIndexBuilder.build(content) { id, language in "\(language.rawValue)/\(id.rawValue).html" }
        let pageIDs = Set(content.pages.map(\.page.id.rawValue))
        let lastLine = text.split(whereSeparator: \.isNewline).last ?? ""
        let queries = [String(text.prefix(queryLength)), String(lastLine.prefix(queryLength))]
        do {
            let shards = try index.shardFiles()
            let byPath = Dictionary(shards.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
            if try SearchIndex.fromShards({ byPath[$0] }) != index { findings.append("the index does not read back from its shards") }
            var reader = try SearchIndexReader { byPath[$0] }
            for query in queries {
                let hits = index.search(query, limit: 5)
                for hit in hits where !pageIDs.contains(hit.id) { findings.append("a hit for the unknown page \(hit.id)") }
                for hit in hits where !hit.score.isFinite { findings.append("a hit with the score \(hit.score)") }
                if try reader.search(query, limit: 5) != hits {
                    findings.append("the shard reader answers a query differently from the whole index")
                }
            }
        } catch {
            findings.append("the index could not be written or read back: \(error)")
        }
        return findings
    }

    /// The body rendered as an ordinary page and as one that opts in to raw HTML: neither may carry
    /// anything that runs script.
    static func renderFindings(_ text: String) -> [String] {
        var findings: [String] = []
        for unsafe in [false, true] {
            let document = CmarkConverter.renderHTML(
                text, options: HTMLRenderOptions(allowsUnsafeHTML: unsafe), linker: PlainLinker())
            let html = document.lead + document.sections.map { $0.heading + $0.body }.joined()
            for problem in MarkupAudit.problems(in: html) {
                findings.append("\(unsafe ? "unsafe-html" : "plain") rendering has a \(problem)")
            }
        }
        return findings
    }

    /// Diagnostics about the input that point at no line of it.
    static func misplaced(_ diagnostics: [Diagnostic], lines: Int) -> [String] {
        diagnostics.compactMap { diagnostic in
            guard let location = diagnostic.location, inputPaths.contains(location.file) else { return nil }
            guard location.line > lines else { return nil }
            return "\(diagnostic.formatted) points outside the input's \(lines) lines"
        }
    }

    /// An encoding error must name the line of the first NUL byte or of the first bytes that are
    /// not UTF-8, counted here apart from `TextDecoder`.
    static func encodingFindings(_ diagnostics: [Diagnostic], bytes: [UInt8]) -> [String] {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let firstNUL = body.firstIndex(of: 0)
        let firstInvalid = firstInvalidOffset(body)
        guard let offset = [firstNUL, firstInvalid].compactMap({ $0 }).min() else { return [] }
        let expected = lineCount(Array(body[..<offset]))
        return diagnostics.compactMap { diagnostic in
            guard diagnostic.code == .invalidEncoding, let location = diagnostic.location,
                inputPaths.contains(location.file), location.line != expected
            else { return nil }
            return "\(diagnostic.formatted) but the first bad byte is on line \(expected)"
        }
    }

    /// The offset of the first byte that does not begin or continue a valid UTF-8 sequence.
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var offset = 0
        while offset < bytes.count {
            let lead = bytes[offset]
            let length = lead < 0x80 ? 1 : lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3
                : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0
            guard length > 0, offset + length <= bytes.count,
                String(validating: bytes[offset..<(offset + length)], as: UTF8.self) != nil
            else { return offset }
            offset += length
        }
        return nil
    }

    /// Lines as an editor counts them: one more than the line breaks (LF, CRLF or a lone CR).
    static func lineCount(_ bytes: [UInt8]) -> Int {
        var count = 1
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") { count += 1 }
            if byte == UInt8(ascii: "\r"), offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n") { count += 1 }
        }
        return count
    }
}
