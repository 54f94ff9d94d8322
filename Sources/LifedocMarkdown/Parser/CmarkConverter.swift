internal import CCmark
import Foundation
package import LifedocBase

/// The one place that touches libcmark's parser: it parses Markdown into a cmark tree, converts the
/// tree into Swift values (`MarkdownDocument`), and frees the tree before returning. No cmark pointer
/// leaves this file.
///
/// ```markdown
/// # Title
///
/// Call `sceneDidEnterBackground(_:)`.
/// ```
/// becomes `[.heading(level: 1, [.text("Title")]), .paragraph([.text("Call "), .code("sceneDidEnterBackground(_:)"), .text(".")])]`.
package enum CmarkConverter {
    /// Blocks nested deeper than this are dropped (and reported through `depthLimitReached`), so a
    /// hostile file cannot exhaust the stack.
    package static let maximumDepth = 200

    /// Parses `source` (the body of a page, without front matter). This is the build's one parse
    /// of a body: the heading ids come from it, and the HTML is rendered from the document it
    /// returns (`renderHTML(_:options:linker:variants:)`), not from the text again.
    /// - Parameters:
    ///   - source: Markdown text.
    ///   - lineOffset: how many lines of the file come before `source` (the front matter).
    ///   - meter: when given, counts the parse and adds its processor time.
    /// - Returns: the document, with positions in file lines and Character columns.
    package static func parse(_ source: String, lineOffset: Int = 0, meter: CPUMeter? = nil) -> MarkdownDocument {
        guard let meter else { return convert(source, lineOffset: lineOffset) }
        return meter.measure { convert(source, lineOffset: lineOffset) }
    }

    /// Parses part of a document on its own (a table's cell, the blocks under a footnote's
    /// definition), knowing the footnote labels the whole document defines.
    /// `nesting` is how many footnote definitions the part is inside (`Footnotes.markDefinitions`).
    fileprivate static func parse(part source: String, lineOffset: Int, footnotes: Set<String>, nesting: Int) -> MarkdownDocument {
        convert(source, lineOffset: lineOffset, footnotes: footnotes, nesting: nesting)
    }

    private static func convert(_ source: String, lineOffset: Int, footnotes known: Set<String> = [], nesting: Int = 0) -> MarkdownDocument {
        var bytes = Array(source.utf8)
        let columns = ColumnMap(bytes: bytes, lineOffset: lineOffset)
        var footnotes = Footnotes.markDefinitions(in: &bytes, lineOffset: lineOffset, nesting: nesting)
        // A part's own labels are already the document's (`markDefinitions` counts the labels under
        // a definition), so the document's set is shared, not copied into every part's.
        footnotes.labels = footnotes.labels.isSubset(of: known) ? known : footnotes.labels.union(known)
        guard let root = parseTree(&bytes, options: CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8) else {
            return MarkdownDocument(blocks: [])
        }
        defer { cmark_node_free(root) }
        precondition(cmark_node_get_type(root) == CMARK_NODE_DOCUMENT, "cmark must return a document")
        var converter = TreeConverter(columns: columns, footnotes: footnotes, nesting: nesting)
        var blocks = converter.blocks(under: root, depth: 0)
        if !footnotes.labels.isEmpty { blocks = Footnotes.unmarked(blocks) }
        var document = MarkdownDocument(blocks: blocks, depthLimitReached: converter.depthLimitReached)
        document.hasImages = converter.sawImage
        document.unresolvedFootnotes = converter.unresolvedFootnotes
        // The heading ids come from this parse too, for either choice of the page's title (one walk
        // of the headings), so that checking links to headings parses no page again.
        let candidates = headingCandidates(of: root)
        document.headingIDs = headingIDs(candidates, dropsTitleHeading: false)
        document.headingIDsWithoutTitle = headingIDs(candidates, dropsTitleHeading: true)
        return document
    }

    /// The one call of libcmark's parser: the tree of `bytes`, which the caller frees.
    private static func parseTree(_ bytes: inout [UInt8], options: Int32) -> OpaquePointer? {
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                cmark_parse_document($0, buffer.count, options)
            }
        }
    }
}

/// Converts cmark's 1-based UTF-8 byte columns to 1-based Character columns, line by line.
///
/// A line is looked at once, the first time a position on it is asked for: where its first
/// non-ASCII byte is, and whether each of its scalars is a Character of its own (nearly every line
/// of Korean or English prose). On such a line a column is the number of scalar-leading bytes
/// before it, counted from where the last position on the same line was asked for: positions come
/// in document order, so a line is counted about once, however many nodes start on it. On any other
/// line the byte offset at which each Character starts is kept, and a column is found by binary
/// search; counting the Characters of each node's prefix instead took minutes for one long line with
/// thousands of code spans. The two agree: a grapheme boundary depends only on what comes before it
/// and the scalar after it, so a prefix ends its last Character exactly where the whole line's
/// boundaries say.
final class ColumnMap {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    private let lineOffset: Int
    /// By line number from 0, once looked at.
    private var lines: [Line?]
    /// The last position counted on a line of one Character per scalar: its line, its byte offset
    /// and the Characters before it.
    private var cursor: (line: Int, offset: Int, characters: Int)?

    /// What a line holds, found the first time it is asked about.
    private struct Line {
        /// The offset of the first byte of 0x80 or more, from the line's start.
        var firstNonASCII: Int?
        /// Whether each scalar of the line is a Character of its own.
        var isSimple = true
        /// The offsets at which the line's Characters start, when it has a non-ASCII byte and is
        /// not simple.
        var characterStarts: [Int] = []
    }

    init(bytes: [UInt8], lineOffset: Int) {
        self.bytes = bytes
        self.lineOffset = lineOffset
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
        lines = Array(repeating: nil, count: starts.count)
    }

    /// The bytes of body line `bodyLine` (from 1) without its line feed; empty past the end.
    func bytes(ofLine bodyLine: Int) -> ArraySlice<UInt8> {
        guard bodyLine >= 1, bodyLine <= lineStarts.count else { return [] }
        let start = lineStarts[bodyLine - 1]
        var end = bodyLine < lineStarts.count ? lineStarts[bodyLine] : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        return bytes[start..<end]
    }

    /// The file line of body line `bodyLine`.
    func fileLine(_ bodyLine: Int) -> Int { bodyLine + lineOffset }

    /// The file position of a cmark (line, byte column) pair within the body.
    func position(line: Int32, byteColumn: Int32) -> SourcePosition {
        let bodyLine = max(Int(line), 1)
        guard bodyLine <= lineStarts.count, byteColumn > 1 else {
            return SourcePosition(line: bodyLine + lineOffset, column: max(Int(byteColumn), 1))
        }
        let start = lineStarts[bodyLine - 1]
        let offset = min(start + Int(byteColumn) - 1, bytes.count) - start
        let info = self.line(bodyLine - 1)
        guard let firstNonASCII = info.firstNonASCII, offset > firstNonASCII else {
            return SourcePosition(line: bodyLine + lineOffset, column: offset + 1)
        }
        if info.isSimple {
            // Each ASCII byte before the first non-ASCII one is a Character; after it, each byte that
            // is not a continuation byte starts one. Counted on from the cursor, either way.
            var (at, count) = (firstNonASCII, firstNonASCII)
            if let cursor, cursor.line == bodyLine - 1 { (at, count) = (cursor.offset, cursor.characters) }
            let between = bytes[(start + min(at, offset))..<(start + max(at, offset))]
            let scalars = UTF8Offsets.scalars(in: between, before: between.count)
            count += offset >= at ? scalars : -scalars
            cursor = (bodyLine - 1, offset, count)
            return SourcePosition(line: bodyLine + lineOffset, column: count + 1)
        }
        // The number of Characters starting before `offset`.
        var low = 0
        var high = info.characterStarts.count
        while low < high {
            let middle = (low + high) / 2
            if info.characterStarts[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return SourcePosition(line: bodyLine + lineOffset, column: low + 1)
    }

    private func line(_ number: Int) -> Line {
        if let known = lines[number] { return known }
        let start = lineStarts[number]
        let end = number + 1 < lineStarts.count ? lineStarts[number + 1] : bytes.count
        let text = bytes[start..<end]
        var info = Line(firstNonASCII: text.firstIndex { $0 >= 0x80 }.map { $0 - start })
        if info.firstNonASCII != nil, !Self.isOneCharacterPerScalar(text) {
            info.isSimple = false
            var offset = 0
            for character in String(decoding: text, as: UTF8.self) {
                info.characterStarts.append(offset)
                offset += character.utf8.count
            }
        }
        lines[number] = info
        return info
    }

    /// Whether every scalar of `line` (valid UTF-8) is a Character of its own: it holds only
    /// printable ASCII, tabs, a final line feed, Hangul syllables and punctuation, symbols and
    /// letters that never join a neighbour (no combining mark, jamo, joiner, variation selector,
    /// emoji modifier, regional indicator or carriage return, which the full rules handle).
    static func isOneCharacterPerScalar(_ line: ArraySlice<UInt8>) -> Bool {
        for scalar in String(decoding: line, as: UTF8.self).unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x20...0x7E, 0xA1...0xAC, 0xAE...0xFF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF,
                 0x2200...0x22FF, 0x3001...0x3003, 0x3008...0x3011, 0xAC00...0xD7A3, 0xFF01...0xFF5E:
                continue
            default:
                return false
            }
        }
        return true
    }
}

/// Walks one cmark tree into Swift values.
private struct TreeConverter {
    let columns: ColumnMap
    var depthLimitReached = false
    /// Whether an image was converted, here or in a table's cell.
    var sawImage = false
    /// Each `[^label]` left as text that names no defined footnote (`MarkdownDocument.unresolvedFootnotes`).
    var unresolvedFootnotes: [FootnoteText] = []
    /// How many links or images the inlines being converted are inside: GitHub's autolinks are
    /// not looked for there.
    private var linkDepth = 0

    /// The footnotes the document defines (`Footnotes`).
    let footnotes: Footnotes.Marked

    /// How many footnote definitions the text is inside.
    let nesting: Int

    init(columns: ColumnMap, footnotes: Footnotes.Marked = Footnotes.Marked(), nesting: Int = 0) {
        self.columns = columns
        self.footnotes = footnotes
        self.nesting = nesting
    }

    private func position(of node: OpaquePointer) -> SourcePosition {
        columns.position(line: cmark_node_get_start_line(node), byteColumn: cmark_node_get_start_column(node))
    }

    /// Where a text node starts: where libcmark places it, unless the line does not hold the text's
    /// first character there, as on a lazy continuation line (`TextSource.start(of:in:reported:)`).
    private func textPosition(of node: OpaquePointer, literal: String) -> SourcePosition {
        let line = cmark_node_get_start_line(node), column = cmark_node_get_start_column(node)
        let bytes = columns.bytes(ofLine: Int(line))
        let reported = bytes.startIndex + Int(column) - 1
        guard var first = literal.utf8.first, reported > bytes.startIndex else { return position(of: node) }
        if first == Footnotes.mark { first = UInt8(ascii: "[") }
        // Nearly every text starts where libcmark says: its first byte there, escaped, or a reference.
        if reported < bytes.endIndex, bytes[reported] == first || bytes[reported] == UInt8(ascii: "&")
            || (bytes[reported] == UInt8(ascii: "\\") && reported + 1 < bytes.endIndex && bytes[reported + 1] == first) {
            return position(of: node)
        }
        let start = TextSource.start(of: Array(literal.utf8), in: bytes, reported: reported)
        return columns.position(line: line, byteColumn: column - Int32(reported - start))
    }

    private func literal(of node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    private func children(of node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    mutating func blocks(under node: OpaquePointer, depth: Int) -> [Block] {
        guard depth < CmarkConverter.maximumDepth else {
            depthLimitReached = true
            return []
        }
        // As long as the node has children (a split paragraph adds more): grown by doubling, the
        // lists of a large site's parse held a fifth more than their blocks and inlines.
        let children = children(of: node)
        var blocks: [Block] = []
        blocks.reserveCapacity(children.count)
        for child in children {
            // A paragraph that ends in a GitHub-style table is the paragraph's first lines, then the table.
            if cmark_node_get_type(child) == CMARK_NODE_PARAGRAPH, let split = paragraphAndTable(child, depth: depth) {
                blocks += split
            } else if let block = block(child, depth: depth) {
                // A paragraph with footnote definitions in it is the definitions (and the text before them).
                if !footnotes.labels.isEmpty, case let .paragraph(inlines, position) = block,
                   let split = Footnotes.split(inlines, at: position) {
                    // A definition's blocks indented under it were parsed on their own.
                    blocks += split.map { block in
                        guard case let .footnoteDefinition(label, children, at) = block,
                              let more = footnotes.continuations[at.line] else { return block }
                        let parsed = CmarkConverter.parse(
                            part: more.text, lineOffset: more.line - 1, footnotes: footnotes.labels, nesting: nesting + 1)
                        sawImage = sawImage || parsed.hasImages
                        unresolvedFootnotes += parsed.unresolvedFootnotes
                        return .footnoteDefinition(label: label, children + parsed.blocks, at)
                    }
                } else {
                    blocks.append(block)
                }
            }
        }
        return blocks
    }

    private mutating func block(_ node: OpaquePointer, depth: Int) -> Block? {
        let at = position(of: node)
        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH:
            return .paragraph(inlines(under: node, depth: depth + 1), at)
        case CMARK_NODE_HEADING:
            return .heading(level: Int(cmark_node_get_heading_level(node)), inlines(under: node, depth: depth + 1), at)
        case CMARK_NODE_CODE_BLOCK:
            let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
            return .codeBlock(info: info, code: literal(of: node), at)
        case CMARK_NODE_HTML_BLOCK:
            return .htmlBlock(literal(of: node), at)
        case CMARK_NODE_THEMATIC_BREAK:
            return .thematicBreak(at)
        case CMARK_NODE_BLOCK_QUOTE:
            return .blockQuote(blocks(under: node, depth: depth + 1), at)
        case CMARK_NODE_LIST:
            let style = ListStyle(
                ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST, start: Int(cmark_node_get_list_start(node)),
                tight: cmark_node_get_list_tight(node) != 0)
            let items = children(of: node).map { item in
                var blocks = blocks(under: item, depth: depth + 2)
                // A GitHub task list item: its first paragraph starts with `[ ]` or `[x]`.
                if case let .paragraph(inlines, position)? = blocks.first, let task = GitHubInlines.taskItem(inlines) {
                    blocks[0] = .paragraph(task, position)
                }
                return blocks
            }
            return .list(style, items: items, at)
        default:
            return nil
        }
    }

    /// A paragraph whose lines, from some line on, are a GitHub-style table (`TableText`): the
    /// paragraph of the lines before it, if any, then the table, each cell's text parsed for its
    /// inlines on the row's line; nil for any other paragraph. A paragraph inside a list item or a
    /// quote is read when each of its lines has the first line's prefix, or only spaces there.
    private mutating func paragraphAndTable(_ node: OpaquePointer, depth: Int) -> [Block]? {
        let first = Int(cmark_node_get_start_line(node)), last = Int(cmark_node_get_end_line(node))
        guard last > first, (first...last).contains(where: { columns.bytes(ofLine: $0).contains(UInt8(ascii: "|")) }) else { return nil }
        let indent = max(Int(cmark_node_get_start_column(node)) - 1, 0)
        let prefix = columns.bytes(ofLine: first).prefix(indent)
        var lines: [String] = []
        for number in first...last {
            let bytes = columns.bytes(ofLine: number)
            let head = bytes.prefix(indent)
            guard head.elementsEqual(prefix) || head.allSatisfy({ $0 == UInt8(ascii: " ") }) else { return nil }
            lines.append(String(decoding: bytes.dropFirst(indent), as: UTF8.self))
        }
        // The first line from which the rest is a table; the lines before it stay a paragraph,
        // cut from the paragraph's inlines at its line breaks.
        guard let start = (0..<(lines.count - 1)).first(where: { TableText.read(Array(lines[$0...])) != nil }),
              let table = TableText.read(Array(lines[start...]))
        else { return nil }
        var blocks: [Block] = []
        if start > 0 {
            let lead = self.inlines(under: node, depth: depth + 1)
            let breaks = lead.indices.filter { lead[$0] == Inline.softBreak || lead[$0] == Inline.lineBreak }
            guard breaks.count >= start else { return nil }
            blocks.append(.paragraph(Array(lead[..<breaks[start - 1]]), position(of: node)))
        }
        let top = first + start
        let at = SourcePosition(line: columns.fileLine(top), column: indent + 1)
        var cellImages = false
        var cellFootnotes: [FootnoteText] = []
        func cellInlines(_ cell: String, line: Int) -> [Inline] {
            guard !cell.isEmpty else { return [] }
            // A cell holds inlines only: after "x " no cell reads as a block (a list item, a fence,
            // a heading), and the cell's first character still follows white space, as at a line's
            // start. The "x " is taken off again.
            let parsed = CmarkConverter.parse(
                part: Self.cellLead + cell, lineOffset: columns.fileLine(line) - 1, footnotes: footnotes.labels, nesting: nesting)
            cellImages = cellImages || parsed.hasImages
            cellFootnotes += parsed.unresolvedFootnotes.map {
                FootnoteText(label: $0.label, position: SourcePosition(line: $0.position.line, column: max($0.position.column - Self.cellLead.count, 1)))
            }
            guard case var .paragraph(inlines, _)? = parsed.blocks.first, parsed.blocks.count == 1,
                  case let .text(lead, position)? = inlines.first, lead.hasPrefix(Self.cellLead)
            else { return [.text(cell, SourcePosition(line: columns.fileLine(line), column: indent + 1))] }
            let rest = String(lead.dropFirst(Self.cellLead.count))
            inlines[0] = .text(rest, position)
            if rest.isEmpty { inlines.removeFirst() }
            return Self.shifted(inlines, by: -Self.cellLead.count)
        }
        blocks.append(.table(
            alignments: table.alignments, header: table.header.map { cellInlines($0, line: top) },
            rows: table.rows.enumerated().map { index, row in row.map { cellInlines($0, line: top + 2 + index) } }, at))
        sawImage = sawImage || cellImages
        unresolvedFootnotes += cellFootnotes
        return blocks
    }

    /// What a table cell's text is parsed after (`paragraphAndTable`).
    private static let cellLead = "x "

    /// `inlines` with every position moved `offset` columns.
    private static func shifted(_ inlines: [Inline], by offset: Int) -> [Inline] {
        func move(_ position: SourcePosition) -> SourcePosition {
            SourcePosition(line: position.line, column: max(position.column + offset, 1))
        }
        return inlines.map { inline in
            switch inline {
            case let .text(text, position): .text(text, move(position))
            case let .code(code, position): .code(code, move(position))
            case let .html(html, position): .html(html, move(position))
            case let .autolink(destination, text, position): .autolink(destination: destination, text: text, move(position))
            case let .emphasis(children): .emphasis(shifted(children, by: offset))
            case let .strong(children): .strong(shifted(children, by: offset))
            case let .strikethrough(children): .strikethrough(shifted(children, by: offset))
            case let .link(destination, title, children, position):
                .link(destination: destination, title: title, children: shifted(children, by: offset), move(position))
            case let .image(source, title, children, position):
                .image(source: source, title: title, children: shifted(children, by: offset), move(position))
            case let .footnoteReference(label, position): .footnoteReference(label: label, move(position))
            case .softBreak, .lineBreak, .taskMarker: inline
            }
        }
    }

    private mutating func inlines(under node: OpaquePointer, depth: Int) -> [Inline] {
        guard depth < CmarkConverter.maximumDepth else {
            depthLimitReached = true
            return []
        }
        let children = children(of: node)
        var inlines: [Inline] = [], sources: [Int: TextSource] = [:], extended = false
        inlines.reserveCapacity(children.count)
        for child in children {
            guard let inline = inline(child, depth: depth) else { continue }
            // GitHub's extensions read a text with an escape or a reference as it was written.
            if case let .text(text, _) = inline, GitHubInlines.mayApply(to: text) {
                extended = true
                let line = columns.bytes(ofLine: Int(cmark_node_get_start_line(child)))
                let start = line.startIndex + Int(cmark_node_get_start_column(child)) - 1
                sources[inlines.count] = TextSource(literal: Array(text.utf8), line: line, start: start)
            }
            inlines.append(inline)
        }
        // Nearly every list holds nothing GitHub's extensions read.
        guard extended else { return inlines }
        let marks: (before: Unicode.Scalar, after: Unicode.Scalar) = switch cmark_node_get_type(node) {
        case CMARK_NODE_EMPH, CMARK_NODE_STRONG: ("*", "*")
        case CMARK_NODE_LINK: ("[", "]")
        case CMARK_NODE_IMAGE: ("[", "]")
        default: ("\n", "\n")
        }
        return GitHubInlines.apply(
            inlines, sources: sources, autolinks: linkDepth == 0, footnotes: footnotes.labels, before: marks.before, after: marks.after,
            unresolved: &unresolvedFootnotes)
    }

    private mutating func inline(_ node: OpaquePointer, depth: Int) -> Inline? {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT:
            let text = literal(of: node)
            return .text(text, textPosition(of: node, literal: text))
        case CMARK_NODE_CODE: return .code(literal(of: node), position(of: node))
        case CMARK_NODE_HTML_INLINE: return .html(literal(of: node), position(of: node))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_EMPH: return .emphasis(inlines(under: node, depth: depth + 1))
        case CMARK_NODE_STRONG: return .strong(inlines(under: node, depth: depth + 1))
        case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
            if cmark_node_get_type(node) == CMARK_NODE_IMAGE { sawImage = true }
            let destination = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            let title = cmark_node_get_title(node).map { String(cString: $0) } ?? ""
            linkDepth += 1
            let children = inlines(under: node, depth: depth + 1)
            linkDepth -= 1
            if cmark_node_get_type(node) == CMARK_NODE_LINK {
                return .link(destination: destination, title: title, children: children, position(of: node))
            }
            return .image(source: destination, title: title, children: children, position(of: node))
        default:
            return nil
        }
    }
}

// MARK: - HTML

extension CmarkConverter {
    /// Renders `document` to HTML with libcmark's own renderer, after rewriting the cmark tree:
    /// link destinations go through `linker`, code spans and plain-text words that name a page become
    /// links, and every heading gets an `id` (its `{#id}`, removed from the text, or a slug of the
    /// text). Raw HTML and dangerous link schemes are left out unless `options` allows them.
    package static func renderHTML(
        _ document: MarkdownDocument, options: HTMLRenderOptions = HTMLRenderOptions(), linker: some HTMLLinker
    ) -> RenderedDocument {
        renderHTML(document, options: options, linker: linker, variants: [HTMLVariant(root: "", idPrefix: options.idPrefix)])[0]
    }

    /// Renders `document` once for each of `variants` from one tree and one rewrite: each variant
    /// puts its root before the `href`s `linker` gave and its prefix before the heading ids
    /// (`options.idPrefix` is not used). A page and its side-by-side views, which show the same
    /// body at other depths, render it so. The tree is built from the document's nodes
    /// (`TreeBuilder`), the same nodes the parse gave, so a body is never parsed again to be shown.
    package static func renderHTML(
        _ document: MarkdownDocument, options: HTMLRenderOptions = HTMLRenderOptions(), linker: some HTMLLinker,
        variants: [HTMLVariant]
    ) -> [RenderedDocument] {
        guard let root = TreeBuilder.tree(of: document) else { return variants.map { _ in RenderedDocument(lead: "", sections: []) } }
        defer { cmark_node_free(root) }
        return render(root, options: options, linker: linker, variants: variants)
    }

    /// Parses `source` and renders it (`renderHTML(_:options:linker:)` of its document).
    package static func renderHTML(
        _ source: String, options: HTMLRenderOptions = HTMLRenderOptions(), linker: some HTMLLinker
    ) -> RenderedDocument {
        renderHTML(parse(source), options: options, linker: linker)
    }

    /// Parses `source` and renders it for each of `variants`.
    package static func renderHTML(
        _ source: String, options: HTMLRenderOptions = HTMLRenderOptions(), linker: some HTMLLinker, variants: [HTMLVariant]
    ) -> [RenderedDocument] {
        renderHTML(parse(source), options: options, linker: linker, variants: variants)
    }

    /// The reference the rendering from a document is proven against: `source` rendered from
    /// libcmark's own tree of it, as the build rendered before it parsed once. Tests only.
    package static func renderHTMLFromSourceTree(
        _ source: String, options: HTMLRenderOptions = HTMLRenderOptions(), linker: some HTMLLinker, variants: [HTMLVariant]
    ) -> [RenderedDocument] {
        var bytes = Array(source.utf8)
        guard let root = parseTree(&bytes, options: CMARK_OPT_VALIDATE_UTF8) else {
            return variants.map { _ in RenderedDocument(lead: "", sections: []) }
        }
        defer { cmark_node_free(root) }
        return render(root, options: options, linker: linker, variants: variants)
    }

    /// Rewrites the tree `root` once and renders it for each of `variants`.
    private static func render(
        _ root: OpaquePointer, options: HTMLRenderOptions, linker: some HTMLLinker, variants: [HTMLVariant]
    ) -> [RenderedDocument] {
        var rewriter = TreeRewriter(
            linker: linker, anchorLabel: options.anchorLabel, footnoteBackLabel: options.footnoteBackLabel,
            footnotesHeading: options.footnotesHeading, alertTitles: options.alertTitles)
        if options.dropsTitleHeading, let first = cmark_node_first_child(root),
            cmark_node_get_type(first) == CMARK_NODE_HEADING, cmark_node_get_heading_level(first) == 1
        {
            cmark_node_unlink(first)
            cmark_node_free(first)
        }
        rewriter.rewrite(children: root, depth: 0, insideLink: false)
        let flags = options.allowsUnsafeHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
        return variants.enumerated().map { number, variant in
            rewriter.apply(variant)
            // The linker's hrefs are the site's own relative paths, safe in every variant: the
            // rest of the tree is cleaned once.
            if options.allowsUnsafeHTML, number == 0 { sanitize(root) }
            var document = RenderedDocument(lead: "", sections: [])
            var child = cmark_node_first_child(root)
            while let node = child {
                child = cmark_node_next(node)
                let html = render(node, flags: flags)
                if let heading = rewriter.headings[node], heading.level <= 2 {
                    document.sections.append(RenderedSection(id: heading.id, heading: html, body: ""))
                } else if document.sections.isEmpty {
                    document.lead += html
                } else {
                    document.sections[document.sections.count - 1].body += html
                }
            }
            return document
        }
    }

    /// On a page that lets raw HTML through: cleans every raw HTML node (`HTMLSanitizer`) and
    /// empties every link or image destination that is not safe (`URLSafety`), at any depth. cmark's
    /// iterator walks without recursion, so no nesting escapes it.
    private static func sanitize(_ root: OpaquePointer) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                let raw = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
                cmark_node_set_literal(node, HTMLSanitizer.clean(raw))
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
                if !URLSafety.isSafe(url) { cmark_node_set_url(node, "") }
            default:
                break
            }
        }
    }

    private static func render(_ node: OpaquePointer, flags: Int32) -> String {
        guard let html = cmark_render_html(node, flags) else { return "" }
        defer { cmark_get_default_mem_allocator().pointee.free(html) }
        return unwrapCells(tightenHeadings(String(cString: html)))
    }

    /// The opening tag of struck text (`~~gone~~`).
    static let strikethroughTag = "<del>"

    /// How many characters make a table cell long: its column gets the class `ld-long`, which the
    /// site's style keeps wider, so a column of prose or long names does not shrink to a word.
    static let longCell = 24

    /// What a table cell's custom block writes beside its tags, so that `unwrapCells` finds them.
    static let cellMarker = "\u{2}"

    /// cmark writes a table cell's paragraph as `<td>␂\n<p>…</p>\n␂</td>`; a cell is `<td>…</td>`.
    private static func unwrapCells(_ html: String) -> String {
        // Most blocks hold no table: told at once from their bytes (`String.contains` is a search by
        // Characters, which on every block of a large site cost more than the rest of rendering).
        var html = html
        guard html.withUTF8({ $0.contains(2) }) else { return html }
        return html.replacingOccurrences(of: cellMarker + "\n<p>", with: "")
            .replacingOccurrences(of: "</p>\n" + cellMarker, with: "")
            .replacingOccurrences(of: cellMarker, with: "")
    }

    /// cmark puts a custom block's opening and closing HTML on lines of their own; headings read
    /// better as `<h2 id="x">Title</h2>`.
    private static func tightenHeadings(_ html: String) -> String {
        let marker = UInt8(1), newline = UInt8(ascii: "\n")
        // Scanned as contiguous bytes: through `String.UTF8View`'s iterator the scan alone was about
        // 1 % of a large build.
        var html = html
        guard html.withUTF8({ $0.contains(marker) }) else { return html }
        let bytes = Array(html.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == marker {
                index += bytes.indices.contains(index + 1) && bytes[index + 1] == newline ? 2 : 1
                continue
            }
            // "\n\u{1}<a class=\"ld-anchor\"…" → "<a class=\"ld-anchor\"…": the heading's link to itself
            if byte == newline, bytes.indices.contains(index + 1), bytes[index + 1] == marker {
                index += 2
                continue
            }
            // "\n</hN>" → "</hN>"
            if byte == newline, index + 5 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"), bytes[index + 2] == UInt8(ascii: "/"),
                bytes[index + 3] == UInt8(ascii: "h"), (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(bytes[index + 4]),
                bytes[index + 5] == UInt8(ascii: ">")
            {
                index += 1
                continue
            }
            result.append(byte)
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}

/// Builds a cmark tree from a `MarkdownDocument` for libcmark's HTML renderer: node for node
/// what the parse gave (`TreeConverter` keeps every node the renderer reads, and each list's
/// numbering and spacing), so rendering never parses the text again. Proven against rendering
/// libcmark's own tree of the same text, on the CommonMark specification's examples and the
/// project's content (`TreeBuilderTests`).
private struct TreeBuilder {
    /// The footnotes the document shows, and how many references to each were placed so far.
    private let footnotes: Footnotes.Numbering
    private var placed: [String: Int] = [:]
    /// Each shown footnote's list item, built where its definition stands (so that references
    /// inside it are counted in the document's order, as cmark-gfm counts them) and placed at the end.
    private var items: [String: OpaquePointer] = [:]

    private init(footnotes: Footnotes.Numbering) { self.footnotes = footnotes }

    /// A document node holding `document`'s blocks; the caller frees it.
    static func tree(of document: MarkdownDocument) -> OpaquePointer? {
        guard let root = cmark_node_new(CMARK_NODE_DOCUMENT) else { return nil }
        var builder = TreeBuilder(footnotes: Footnotes.Numbering(document.blocks))
        for block in document.blocks { builder.append(block, to: root) }
        builder.appendFootnotes(to: root)
        return root
    }

    /// Counts the references in `blocks`, which are not shown, as if they were placed.
    private mutating func countReferences(in blocks: [Block]) {
        struct Counter: MarkdownWalker {
            var labels: [String] = []
            mutating func visit(inline: Inline) {
                if case let .footnoteReference(label, _) = inline { labels.append(label.lowercased()) }
            }
        }
        var counter = Counter()
        counter.walk(blocks)
        for key in counter.labels where footnotes.number(of: key) != nil { placed[key, default: 0] += 1 }
    }

    /// The footnotes referred to, at the end, as cmark-gfm writes them: a section holding a list,
    /// each footnote with links back to its references.
    private mutating func appendFootnotes(to root: OpaquePointer) {
        guard !footnotes.order.isEmpty, let section = Self.custom(Footnotes.sectionOpening, Footnotes.sectionClosing, of: root) else {
            return
        }
        for key in footnotes.order {
            guard let definition = footnotes.definitions[key], let item = items[key] else { continue }
            cmark_node_append_child(section, item)
            // The links back end its last paragraph, or stand on their own after its last block.
            let links = Footnotes.backLinksHTML(label: definition.label, count: footnotes.counts[key] ?? 1)
            if let last = cmark_node_last_child(item), cmark_node_get_type(last) == CMARK_NODE_PARAGRAPH,
               let node = Self.child(CMARK_NODE_CUSTOM_INLINE, of: last) {
                cmark_node_set_on_enter(node, links)
                cmark_node_set_on_exit(node, "")
            } else {
                _ = Self.custom(String(links.drop { $0 == " " }), "", of: item)
            }
        }
    }

    /// A new custom block that renders `enter` and `exit` around its children, the last child of `parent`.
    fileprivate static func custom(_ enter: String, _ exit: String, of parent: OpaquePointer) -> OpaquePointer? {
        guard let node = Self.child(CMARK_NODE_CUSTOM_BLOCK, of: parent) else { return nil }
        cmark_node_set_on_enter(node, enter)
        cmark_node_set_on_exit(node, exit)
        return node
    }

    /// A new node of `type`, the last child of `parent`.
    fileprivate static func child(_ type: cmark_node_type, of parent: OpaquePointer) -> OpaquePointer? {
        guard let node = cmark_node_new(type) else { return nil }
        guard cmark_node_append_child(parent, node) != 0 else {
            cmark_node_free(node)
            return nil
        }
        return node
    }

    private mutating func append(_ block: Block, to parent: OpaquePointer) {
        switch block {
        case let .paragraph(inlines, _):
            if let node = Self.child(CMARK_NODE_PARAGRAPH, of: parent) { append(inlines, to: node) }
        case let .heading(level, inlines, _):
            guard let node = Self.child(CMARK_NODE_HEADING, of: parent) else { return }
            cmark_node_set_heading_level(node, Int32(level))
            append(inlines, to: node)
        case let .codeBlock(info, code, _):
            guard let node = Self.child(CMARK_NODE_CODE_BLOCK, of: parent) else { return }
            cmark_node_set_fence_info(node, info)
            cmark_node_set_literal(node, code)
        case let .htmlBlock(html, _):
            if let node = Self.child(CMARK_NODE_HTML_BLOCK, of: parent) { cmark_node_set_literal(node, html) }
        case .thematicBreak:
            _ = Self.child(CMARK_NODE_THEMATIC_BREAK, of: parent)
        case let .blockQuote(blocks, _):
            // A GitHub alert (`> [!NOTE]`) at the top level is a box with its kind's title.
            if cmark_node_get_type(parent) == CMARK_NODE_DOCUMENT, let alert = GitHubAlerts.alert(in: blocks),
               let box = Self.custom(GitHubAlerts.opening(alert.kind), "</div>", of: parent) {
                for block in alert.blocks { append(block, to: box) }
                return
            }
            guard let node = Self.child(CMARK_NODE_BLOCK_QUOTE, of: parent) else { return }
            for block in blocks { append(block, to: node) }
        case let .table(alignments, header, rows, _):
            // Custom blocks around each cell's paragraph; `unwrapCells` takes the <p> out again.
            guard let table = Self.custom(#"<div class="ld-md-table"><table>"#, "</table></div>", of: parent) else { return }
            // A column whose longest cell is long (prose, a long name) is kept wider than the others.
            let long = alignments.indices.map { column in
                ([header] + rows).contains { column < $0.count && $0[column].plainText.count > CmarkConverter.longCell }
            }
            for (part, cells) in [("thead", [header]), ("tbody", rows)] where !cells.isEmpty {
                guard let group = Self.custom("<\(part)>", "</\(part)>", of: table) else { continue }
                for row in cells {
                    guard let line = Self.custom("<tr>", "</tr>", of: group) else { continue }
                    for (column, inlines) in row.enumerated() {
                        let tag = part == "thead" ? "th" : "td"
                        let alignment = column < alignments.count ? alignments[column] : .none
                        let classes = (alignment == .none ? [] : ["ld-" + alignment.rawValue])
                            + (column < long.count && long[column] ? ["ld-long"] : [])
                        let open = classes.isEmpty ? "<\(tag)>" : #"<\#(tag) class="\#(classes.joined(separator: " "))">"#
                        guard let cell = Self.custom(open + CmarkConverter.cellMarker, CmarkConverter.cellMarker + "</\(tag)>", of: line),
                              let paragraph = Self.child(CMARK_NODE_PARAGRAPH, of: cell) else { continue }
                        append(inlines, to: paragraph)
                    }
                }
            }
        case let .footnoteDefinition(label, blocks, _):
            // Shown with the other footnotes, at the end (`appendFootnotes`), if it is referred to;
            // a label defined twice keeps its first definition.
            let key = label.lowercased()
            guard footnotes.number(of: label) != nil, items[key] == nil,
                  let definition = footnotes.definitions[key], let item = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)
            else {
                // Not shown, but its references are counted where they stand, as cmark-gfm counts
                // them; a definition indented under it is a footnote of its own.
                for block in blocks {
                    if case .footnoteDefinition = block { append(block, to: parent) } else { countReferences(in: [block]) }
                }
                return
            }
            cmark_node_set_on_enter(item, Footnotes.itemOpening(label: definition.label))
            cmark_node_set_on_exit(item, "</li>")
            items[key] = item
            for block in blocks { append(block, to: item) }
        case let .list(style, items, _):
            guard let list = Self.child(CMARK_NODE_LIST, of: parent) else { return }
            cmark_node_set_list_type(list, style.ordered ? CMARK_ORDERED_LIST : CMARK_BULLET_LIST)
            cmark_node_set_list_start(list, Int32(clamping: style.start))
            cmark_node_set_list_tight(list, style.tight ? 1 : 0)
            for blocks in items {
                guard let item = Self.child(CMARK_NODE_ITEM, of: list) else { continue }
                for block in blocks { append(block, to: item) }
            }
        }
    }

    private mutating func append(_ inlines: [Inline], to parent: OpaquePointer) {
        for inline in inlines {
            switch inline {
            case let .text(text, _):
                if let node = Self.child(CMARK_NODE_TEXT, of: parent) { cmark_node_set_literal(node, text) }
            case let .code(code, _):
                if let node = Self.child(CMARK_NODE_CODE, of: parent) { cmark_node_set_literal(node, code) }
            case let .html(html, _):
                if let node = Self.child(CMARK_NODE_HTML_INLINE, of: parent) { cmark_node_set_literal(node, html) }
            case .softBreak:
                _ = Self.child(CMARK_NODE_SOFTBREAK, of: parent)
            case .lineBreak:
                _ = Self.child(CMARK_NODE_LINEBREAK, of: parent)
            case let .emphasis(children):
                if let node = Self.child(CMARK_NODE_EMPH, of: parent) { append(children, to: node) }
            case let .strong(children):
                if let node = Self.child(CMARK_NODE_STRONG, of: parent) { append(children, to: node) }
            case let .strikethrough(children):
                guard let node = Self.child(CMARK_NODE_CUSTOM_INLINE, of: parent) else { continue }
                cmark_node_set_on_enter(node, CmarkConverter.strikethroughTag)
                cmark_node_set_on_exit(node, "</del>")
                append(children, to: node)
            case let .autolink(destination, text, _):
                guard let node = Self.child(CMARK_NODE_LINK, of: parent), let label = Self.child(CMARK_NODE_TEXT, of: node) else { continue }
                cmark_node_set_url(node, destination)
                cmark_node_set_literal(label, text)
            case let .footnoteReference(label, _):
                let key = label.lowercased()
                guard let number = footnotes.number(of: label) else {
                    if let node = Self.child(CMARK_NODE_TEXT, of: parent) { cmark_node_set_literal(node, "[^" + label + "]") }
                    continue
                }
                placed[key, default: 0] += 1
                guard let node = Self.child(CMARK_NODE_CUSTOM_INLINE, of: parent) else { continue }
                cmark_node_set_on_enter(node, Footnotes.referenceHTML(label: footnotes.definitions[key]?.label ?? label, number: number, occurrence: placed[key] ?? 1))
                cmark_node_set_on_exit(node, "")
            case let .taskMarker(literal):
                guard let node = Self.child(CMARK_NODE_CUSTOM_INLINE, of: parent) else { continue }
                let checked = literal.utf8.dropFirst().first.map { $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "X") } ?? false
                cmark_node_set_on_enter(node, #"<input type="checkbox" class="ld-task""# + (checked ? #" checked="""# : "") + #" disabled="">"#)
                cmark_node_set_on_exit(node, "")
            case let .link(destination, title, children, _), let .image(destination, title, children, _):
                let isLink = if case .link = inline { true } else { false }
                guard let node = Self.child(isLink ? CMARK_NODE_LINK : CMARK_NODE_IMAGE, of: parent) else { continue }
                cmark_node_set_url(node, destination)
                cmark_node_set_title(node, title)
                append(children, to: node)
            }
        }
    }
}

/// Rewrites a cmark tree in place for the site: links, code spans and words that name pages, and
/// headings with ids. Walks at most `CmarkConverter.maximumDepth` levels deep.
private struct TreeRewriter<Linker: HTMLLinker> {
    let linker: Linker
    /// The custom blocks that replaced headings, with their level and id.
    var headings: [OpaquePointer: (level: Int, id: String)] = [:]
    /// The link nodes given an `href` by the linker, with that `href`; a variant puts its root before it.
    private var linked: [(node: OpaquePointer, href: String)] = []
    /// The screen-reader label of each heading's link to itself; nil for no such link.
    let anchorLabel: String?
    /// The screen-reader label of a footnote's links back, and the footnotes' hidden heading.
    let footnoteBackLabel: String
    let footnotesHeading: String
    /// The alerts' titles by kind.
    let alertTitles: [String: String]
    /// The custom nodes whose HTML holds stand-ins (the footnotes' id prefix, back label and
    /// heading, an alert's title), with that HTML before `apply` fills them in.
    private var standInNodes: [(node: OpaquePointer, enter: String)] = []
    private var anchors = HeadingAnchors()
    /// Ends a heading's opening tag until the newline cmark puts after it is removed: a control
    /// character that has no business in content (any that does appear is dropped with it).
    static var headingMarker: String { "\u{1}" }

    init(
        linker: Linker, anchorLabel: String? = nil, footnoteBackLabel: String = "Back to content", footnotesHeading: String = "Footnotes",
        alertTitles: [String: String] = [:]
    ) {
        self.alertTitles = alertTitles
        self.linker = linker
        self.anchorLabel = anchorLabel
        self.footnoteBackLabel = footnoteBackLabel
        self.footnotesHeading = footnotesHeading
    }

    /// Sets the `href`s the linker gave and the headings' ids for `variant`.
    func apply(_ variant: HTMLVariant) {
        for (node, href) in linked { cmark_node_set_url(node, variant.root + href) }
        for (node, enter) in standInNodes {
            var html = enter.replacingOccurrences(of: Footnotes.idPrefix, with: HTMLEscaping.escape(variant.idPrefix))
                .replacingOccurrences(of: Footnotes.backLabel, with: HTMLEscaping.escape(footnoteBackLabel))
                .replacingOccurrences(of: Footnotes.heading, with: HTMLEscaping.escape(footnotesHeading))
            for kind in GitHubAlerts.kinds where html.contains(GitHubAlerts.title(of: kind)) {
                html = html.replacingOccurrences(of: GitHubAlerts.title(of: kind), with: HTMLEscaping.escape(alertTitles[kind] ?? kind.capitalized))
            }
            cmark_node_set_on_enter(node, html)
        }
        for (block, heading) in headings {
            let id = HTMLEscaping.escape(variant.idPrefix + heading.id)
            cmark_node_set_on_enter(block, "<h\(heading.level) id=\"\(id)\">" + Self.headingMarker)
            let selfLink = anchorLabel.map {
                "<a class=\"ld-anchor\" href=\"#\(id)\" aria-label=\"\(HTMLEscaping.escape($0))\">#</a>"
            } ?? ""
            cmark_node_set_on_exit(block, (selfLink.isEmpty ? "" : Self.headingMarker + selfLink) + "</h\(heading.level)>")
        }
    }

    mutating func rewrite(children parent: OpaquePointer, depth: Int, insideLink: Bool) {
        guard depth < CmarkConverter.maximumDepth else { return }
        var child = cmark_node_first_child(parent)
        while let node = child {
            child = cmark_node_next(node)
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING:
                collectStandIns(under: node)
                replaceHeading(node)
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                if let url = cmark_node_get_url(node).map({ String(cString: $0) }),
                    let href = linker.href(forDestination: url)
                {
                    linked.append((node, href))
                }
                rewrite(children: node, depth: depth + 1, insideLink: true)
            case CMARK_NODE_CODE where !insideLink:
                linkCode(node)
            case CMARK_NODE_TEXT where !insideLink:
                linkText(node)
            case CMARK_NODE_CUSTOM_INLINE, CMARK_NODE_CUSTOM_BLOCK:
                if let enter = cmark_node_get_on_enter(node).map({ String(cString: $0) }), Self.hasStandIns(enter) {
                    standInNodes.append((node, enter))
                }
                rewrite(children: node, depth: depth + 1, insideLink: insideLink)
            default:
                rewrite(children: node, depth: depth + 1, insideLink: insideLink)
            }
        }
    }

    private func literal(of node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    /// Whether custom HTML holds a stand-in that `apply` fills in: `Footnotes.idPrefix`,
    /// `backLabel` and `heading` (U+0003–U+0005), or an alert's title (`GitHubAlerts.title`, U+0006).
    private static func hasStandIns(_ html: String) -> Bool { html.utf8.contains { $0 >= 0x03 && $0 <= 0x06 } }

    /// Keeps the nodes with stand-ins under `node` (a heading, whose inlines are not rewritten: a
    /// footnote reference in it takes the variant's id prefix).
    private mutating func collectStandIns(under node: OpaquePointer) {
        guard let iterator = cmark_iter_new(node) else { return }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator),
                  cmark_node_get_type(current) == CMARK_NODE_CUSTOM_INLINE,
                  let enter = cmark_node_get_on_enter(current).map({ String(cString: $0) }), Self.hasStandIns(enter)
            else { continue }
            standInNodes.append((current, enter))
        }
    }

    private mutating func linkCode(_ node: OpaquePointer) {
        guard let href = linker.href(forCode: literal(of: node)), let link = cmark_node_new(CMARK_NODE_LINK) else {
            return
        }
        linked.append((link, href))
        cmark_node_insert_before(node, link)
        cmark_node_append_child(link, node)
    }

    private mutating func linkText(_ node: OpaquePointer) {
        let text = literal(of: node)
        let links = linker.links(inText: text)
        guard !links.isEmpty else { return }
        let bytes = Array(text.utf8)
        var cursor = 0
        func piece(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        func insertText(_ range: Range<Int>) {
            guard !range.isEmpty, let text = cmark_node_new(CMARK_NODE_TEXT) else { return }
            cmark_node_set_literal(text, piece(range))
            cmark_node_insert_before(node, text)
        }
        for link in links where link.offset >= cursor && link.length > 0 && link.offset + link.length <= bytes.count {
            insertText(cursor..<link.offset)
            if let anchor = cmark_node_new(CMARK_NODE_LINK), let label = cmark_node_new(CMARK_NODE_TEXT) {
                linked.append((anchor, link.href))
                cmark_node_set_literal(label, piece(link.offset..<(link.offset + link.length)))
                cmark_node_append_child(anchor, label)
                cmark_node_insert_before(node, anchor)
            }
            cursor = link.offset + link.length
        }
        insertText(cursor..<bytes.count)
        cmark_node_unlink(node)
        cmark_node_free(node)
    }

    /// Replaces a heading with a custom block that renders `<hN id="…">…</hN>` around its inlines.
    private mutating func replaceHeading(_ heading: OpaquePointer) {
        let level = Int(cmark_node_get_heading_level(heading))
        var explicitID: String?
        if let last = cmark_node_last_child(heading), cmark_node_get_type(last) == CMARK_NODE_TEXT {
            let text = literal(of: last)
            if let id = HeadingText.split(text).id, let open = HeadingText.lastOpening(in: text) {
                explicitID = id
                var kept = text[..<open]
                while let end = kept.last, end.isWhitespace { kept.removeLast() }
                if kept.isEmpty {
                    cmark_node_unlink(last)
                    cmark_node_free(last)
                } else {
                    cmark_node_set_literal(last, String(kept))
                }
            }
        }
        let id = anchors.claim(explicitID ?? HTMLEscaping.slug(CmarkConverter.plainText(of: heading)))
        guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
        // Its opening and closing HTML are set by `apply`, with a variant's id prefix.
        while let child = cmark_node_first_child(heading) { cmark_node_append_child(block, child) }
        cmark_node_replace(heading, block)
        cmark_node_free(heading)
        headings[block] = (level, id)
    }

}

extension CmarkConverter {
    /// The text of a heading's inlines (code spans' text included, breaks as spaces), for its slug.
    fileprivate static func plainText(of node: OpaquePointer) -> String {
        var text = ""
        var child = cmark_node_first_child(node)
        while let current = child {
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += cmark_node_get_literal(current).map { String(cString: $0) } ?? ""
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            // Struck text is slugged with its tildes, as the heading's id was found from the source.
            case CMARK_NODE_CUSTOM_INLINE where cmark_node_get_on_enter(current).map({ String(cString: $0) }) == strikethroughTag:
                text += "~~" + plainText(of: current) + "~~"
            default: text += plainText(of: current)
            }
            child = cmark_node_next(current)
        }
        return text
    }

    /// The ids `renderHTML` gives the headings of `source` (`HeadingAnchors`), without rendering:
    /// the same walk, the same `{#id}` and slug, the first `#` heading left out when the page
    /// drops it as its title. For checking links to a page's headings.
    package static func headingIDs(_ source: String, dropsTitleHeading: Bool) -> Set<String> {
        let document = parse(source)
        return dropsTitleHeading ? document.headingIDsWithoutTitle : document.headingIDs
    }

    /// The ids `candidates` claim, in order, the title left out when `dropsTitleHeading`.
    static func headingIDs(
        _ candidates: (ids: [String], startsWithTitle: Bool), dropsTitleHeading: Bool
    ) -> Set<String> {
        var anchors = HeadingAnchors()
        for id in candidates.ids.dropFirst(dropsTitleHeading && candidates.startsWithTitle ? 1 : 0) { _ = anchors.claim(id) }
        return anchors.taken
    }

    /// Each heading's wanted id (its `{#id}`, or a slug of its text) in document order, and whether
    /// the document starts with a `#` heading (the one a page may drop as its title): one walk
    /// serves either choice.
    static func headingCandidates(of root: OpaquePointer) -> (ids: [String], startsWithTitle: Bool) {
        var ids: [String] = []
        let firstNode = cmark_node_first_child(root)
        let startsWithTitle = firstNode.map { cmark_node_get_type($0) == CMARK_NODE_HEADING && cmark_node_get_heading_level($0) == 1 } ?? false
        func visit(_ parent: OpaquePointer, depth: Int) {
            guard depth < maximumDepth else { return }
            var child = cmark_node_first_child(parent)
            while let node = child {
                child = cmark_node_next(node)
                guard cmark_node_get_type(node) == CMARK_NODE_HEADING else {
                    visit(node, depth: depth + 1)
                    continue
                }
                var explicitID: String?
                if let last = cmark_node_last_child(node), cmark_node_get_type(last) == CMARK_NODE_TEXT,
                    let text = cmark_node_get_literal(last).map({ String(cString: $0) }), HeadingText.lastOpening(in: text) != nil
                {
                    explicitID = HeadingText.split(text).id
                }
                ids.append(explicitID ?? HTMLEscaping.slug(plainText(of: node)))
            }
        }
        visit(root, depth: 0)
        return (ids, startsWithTitle)
    }
}
