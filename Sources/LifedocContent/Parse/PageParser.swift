package import LifedocBase
import LifedocMarkdown

/// Step 2 of the pipeline: turns one source file into a `Page`, with every problem as a diagnostic.
package enum PageParser {
    /// Parses `file`. Returns no page when the file cannot be read as a page at all (bad encoding,
    /// front matter that does not parse or is not a mapping); the diagnostics say why. The body is
    /// parsed once (`CmarkConverter.parse`), counted by `meter` when given.
    package static func parse(_ file: SourceFile, meter: CPUMeter? = nil) -> (Page?, [Diagnostic]) {
        guard let language = file.language else {
            return (nil, [Diagnostic(.invalidPath, at: SourceLocation(file: file.path), "page is not in a language folder")])
        }
        let text: String
        switch TextDecoder.decode(file) {
        case let .success(decoded): text = decoded
        case let .failure(diagnostic): return (nil, [diagnostic])
        }
        let split: SplitPage
        switch FrontMatterSplitter.split(text, file: file.path) {
        case let .success(value): split = value
        case let .failure(diagnostic): return (nil, [diagnostic])
        }
        var yaml: YAMLValue?
        if let yamlText = split.yaml {
            switch YAMLReader.read(yamlText, file: file.path, firstLine: 2) {
            case let .success(value): yaml = value
            case let .failure(diagnostic): return (nil, [diagnostic])
            }
        }
        var (header, diagnostics) = PageHeaderReader.read(yaml, file: file.path)
        if diagnostics.contains(where: { $0.code == .frontMatterNotMapping }) { return (nil, diagnostics) }

        let id = pageID(file: file, language: language, header: header, diagnostics: &diagnostics)
        let document = CmarkConverter.parse(split.body, lineOffset: split.bodyLineOffset, meter: meter)
        var page = Page(
            file: file.path, language: language, id: id, kind: header.kind?.value ?? .article, title: "",
            titleFromHeading: false, header: header, hasFrontMatter: split.yaml != nil,
            mayLinkWithinPage: Self.mayLinkWithinPage(split.body),
            bodyLineOffset: split.bodyLineOffset, document: document, lead: [], sections: [])
        page.sourceHash = ContentHash.of(text)
        SectionSplitter.split(into: &page)
        if let title = header.title?.value {
            page.title = title
        } else if page.title.isEmpty {
            // An imported post often starts with text: its file name is its title (old-post.md → Old post).
            page.title = Self.title(fromFileName: file.path)
            diagnostics.append(Diagnostic(
                .missingTitle, at: page.location(1),
                "page has no 'title' field and no heading to take a title from; its file name gives it '\(page.title)'",
                suggestion: "title: \"\(page.title)\""))
        }
        if document.depthLimitReached {
            diagnostics.append(Diagnostic(
                .invalidField, at: page.location(1),
                "lists and quotes nest deeper than \(CmarkConverter.maximumDepth) levels; the deeper part is left out",
                severity: .warning))
        }
        header.kind = header.kind ?? Located(.article, at: page.location(1))
        page.header = header
        return (page, diagnostics)
    }

    private static func pageID(
        file: SourceFile, language: Language, header: PageHeader, diagnostics: inout [Diagnostic]
    ) -> PageID {
        var path = String(file.path.dropFirst(language.rawValue.count + 1))
        if path.hasSuffix(".md") { path.removeLast(3) }
        // A file named on macOS may be named in NFD: the page's id, and so its address, is NFC.
        let fromPath = PageID(Normalization.composed(path))
        if let declared = header.id {
            let id = PageID(declared.value)
            if id.isSafe { return id }
            diagnostics.append(Diagnostic(
                .invalidPath, at: declared.location,
                "id '\(declared.value)' is not a safe relative path (letters, digits, '-', '_' and '/' only)"))
        } else if !fromPath.isSafe {
            // A file named with spaces or brackets, as articles written elsewhere often are, gets
            // the id a site generator would give it; its links still name the file.
            if let safe = PageID.safe(fromPath: fromPath.rawValue) { return safe }
            diagnostics.append(Diagnostic(
                .invalidPath, at: SourceLocation(file: file.path),
                "file path '\(path)' cannot be used as an id (letters, digits, '-', '_' and '/' only); declare 'id:'"))
        }
        return fromPath
    }

    /// A title from a file's name: the name without its folder and extension, `-` and `_` as
    /// spaces, the first letter capitalised (`old-post.md` → `Old post`, `백그라운드-정리.md` →
    /// `백그라운드 정리`).
    static func title(fromFileName path: String) -> String {
        var name = String(path.split(separator: "/").last ?? Substring(path))
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
        let text = words.joined(separator: " ")
        guard let first = text.first else { return name }
        return first.uppercased() + text.dropFirst()
    }

    /// The Markdown body of `file` as written, after its front matter (what `lifedoc translate`
    /// drafts from: a parsed page keeps no text); nil when the file cannot be decoded or split.
    package static func body(of file: SourceFile) -> String? {
        guard case let .success(text) = TextDecoder.decode(file), case let .success(split) = FrontMatterSplitter.split(text, file: file.path)
        else { return nil }
        return split.body
    }

    /// Whether Markdown `body` may link to a heading of its own page: it has `#` right after `(`
    /// or `<` (`](#x)`, `](<#x>)`) or after `: ` (a reference definition, `[x]: #y`). A cheap
    /// test on the bytes, so the anchor check walks only the trees of pages that may.
    static func mayLinkWithinPage(_ body: String) -> Bool {
        var body = body
        return body.withUTF8 { bytes in
            guard bytes.count >= 2 else { return false }
            for index in 1..<bytes.count where bytes[index] == UInt8(ascii: "#") {
                let previous = bytes[index - 1]
                if previous == UInt8(ascii: "(") || previous == UInt8(ascii: "<") { return true }
                if previous == UInt8(ascii: " "), index >= 2, bytes[index - 2] == UInt8(ascii: ":") { return true }
            }
            return false
        }
    }
}
