internal import CCmark

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
    package static let maximumDepth = 64

    /// Parses `source` (the body of a page, without front matter).
    /// - Parameters:
    ///   - source: Markdown text.
    ///   - lineOffset: how many lines of the file come before `source` (the front matter).
    /// - Returns: the document, with positions in file lines and Character columns.
    package static func parse(_ source: String, lineOffset: Int = 0) -> MarkdownDocument {
        var bytes = Array(source.utf8)
        let columns = ColumnMap(bytes: bytes, lineOffset: lineOffset)
        let root: OpaquePointer? = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                cmark_parse_document($0, buffer.count, CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8)
            }
        }
        guard let root else { return MarkdownDocument(blocks: []) }
        defer { cmark_node_free(root) }
        precondition(cmark_node_get_type(root) == CMARK_NODE_DOCUMENT, "cmark must return a document")
        var converter = TreeConverter(columns: columns)
        let blocks = converter.blocks(under: root, depth: 0)
        return MarkdownDocument(blocks: blocks, depthLimitReached: converter.depthLimitReached)
    }
}

/// Converts cmark's 1-based UTF-8 byte columns to 1-based Character columns, line by line.
struct ColumnMap {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    private let lineOffset: Int

    init(bytes: [UInt8], lineOffset: Int) {
        self.bytes = bytes
        self.lineOffset = lineOffset
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
    }

    /// The file position of a cmark (line, byte column) pair within the body.
    func position(line: Int32, byteColumn: Int32) -> SourcePosition {
        let bodyLine = max(Int(line), 1)
        guard bodyLine <= lineStarts.count, byteColumn > 1 else {
            return SourcePosition(line: bodyLine + lineOffset, column: max(Int(byteColumn), 1))
        }
        let start = lineStarts[bodyLine - 1]
        let end = min(start + Int(byteColumn) - 1, bytes.count)
        let prefix = bytes[start..<end]
        let column = prefix.allSatisfy({ $0 < 0x80 }) ? prefix.count : String(decoding: prefix, as: UTF8.self).count
        return SourcePosition(line: bodyLine + lineOffset, column: column + 1)
    }
}

/// Walks one cmark tree into Swift values.
private struct TreeConverter {
    let columns: ColumnMap
    var depthLimitReached = false

    init(columns: ColumnMap) { self.columns = columns }

    private func position(of node: OpaquePointer) -> SourcePosition {
        columns.position(line: cmark_node_get_start_line(node), byteColumn: cmark_node_get_start_column(node))
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
        return children(of: node).compactMap { block($0, depth: depth) }
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
            let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            let items = children(of: node).map { blocks(under: $0, depth: depth + 2) }
            return .list(ordered: ordered, items: items, at)
        default:
            return nil
        }
    }

    private mutating func inlines(under node: OpaquePointer, depth: Int) -> [Inline] {
        guard depth < CmarkConverter.maximumDepth else {
            depthLimitReached = true
            return []
        }
        return children(of: node).compactMap { inline($0, depth: depth) }
    }

    private mutating func inline(_ node: OpaquePointer, depth: Int) -> Inline? {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT: return .text(literal(of: node), position(of: node))
        case CMARK_NODE_CODE: return .code(literal(of: node), position(of: node))
        case CMARK_NODE_HTML_INLINE: return .html(literal(of: node), position(of: node))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_EMPH: return .emphasis(inlines(under: node, depth: depth + 1))
        case CMARK_NODE_STRONG: return .strong(inlines(under: node, depth: depth + 1))
        case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
            let destination = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            let title = cmark_node_get_title(node).map { String(cString: $0) } ?? ""
            let children = inlines(under: node, depth: depth + 1)
            if cmark_node_get_type(node) == CMARK_NODE_LINK {
                return .link(destination: destination, title: title, children: children, position(of: node))
            }
            return .image(source: destination, title: title, children: children, position(of: node))
        default:
            return nil
        }
    }
}
