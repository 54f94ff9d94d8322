/// Compiles a template's text into nodes (`TemplateNode`), as the Mustache specification reads it:
/// interpolation, sections, inverted sections, comments, partials, set delimiters and inheritance
/// (parents and blocks). Lambdas, transforms and dynamic names are refused with an error.
package enum TemplateParser {
    /// How deep sections, parents and blocks may nest: deeper is refused with an error, so a
    /// malformed template cannot exhaust the stack of the parser or the renderer.
    package static let maximumDepth = 100

    /// The nodes of `text`.
    /// - Throws: `TemplateSyntaxError` naming the line and column of the tag at fault.
    package static func parse(_ text: String) throws(TemplateSyntaxError) -> [TemplateNode] {
        var scanner = TemplateScanner(text)
        let tokens = removingStandaloneLines(try scanner.tokens())
        var position = 0
        let nodes = try nest(tokens, from: &position, closing: nil, depth: 0, scanner: scanner)
        return nodes
    }

    /// `tokens` with every standalone line reduced to its tags, each tag told the blanks before
    /// it; every other line that holds anything starts with `.lineStart`. A line stands alone
    /// when, besides blanks, it holds one tag that can stand alone, or two that open or close
    /// parents and blocks with nothing between them (`{{<parent}}{{$block}}`, `{{$block}}{{/block}}`,
    /// as the specification's inheritance cases want).
    static func removingStandaloneLines(_ tokens: [TemplateToken]) -> [TemplateToken] {
        var output: [TemplateToken] = []
        output.reserveCapacity(tokens.count + tokens.count / 4)
        var open: [TemplateToken.Kind] = []
        var lineStart = 0
        while lineStart < tokens.count {
            // The line runs to its break (included) or the end of the text.
            var end = lineStart
            while end < tokens.count {
                end += 1
                if case .newline = tokens[end - 1] { break }
            }
            let line = tokens[lineStart..<end]
            var tags = 0
            var canStandAlone = true
            var onlyInheritance = true
            var indentation = ""
            var textAfterTag = false
            for token in line {
                switch token {
                case let .tag(tag):
                    // Text between two tags is a body's, not the line's blanks.
                    if textAfterTag { onlyInheritance = false }
                    tags += 1
                    canStandAlone = canStandAlone && tag.kind.canStandAlone
                    switch tag.kind {
                    case .section, .inverted, .parent, .block: open.append(tag.kind)
                    case .close:
                        let closed = open.popLast()
                        if closed != .parent, closed != .block { onlyInheritance = false }
                        continue
                    default: break
                    }
                    if tag.kind != .parent, tag.kind != .block { onlyInheritance = false }
                case let .text(text):
                    if !token.isBlank { canStandAlone = false }
                    if tags == 0 { indentation += text } else { textAfterTag = true }
                case .newline, .lineStart: break
                }
            }
            if tags > 0, canStandAlone, tags == 1 || (tags == 2 && onlyInheritance) {
                var kinds: [TemplateToken.Kind] = []
                for case var .tag(tag) in line {
                    tag.isStandalone = true
                    tag.indentation = indentation
                    output.append(.tag(tag))
                    kinds.append(tag.kind)
                }
                // A whole block on a line of its own is that line's content: the line keeps its
                // break after the block's body (the specification's "Standalone block").
                if kinds == [.block, .close], case let .newline(lineBreak)? = line.last { output.append(.newline(lineBreak)) }
            } else {
                if line.contains(where: { if case .newline = $0 { false } else { true } }) {
                    output.append(.lineStart)
                }
                output.append(contentsOf: line)
            }
            lineStart = end
        }
        return output
    }

    /// The nodes from `position` to the tag closing `closing` (the end of the text when nil),
    /// leaving `position` past that tag.
    private static func nest(
        _ tokens: [TemplateToken], from position: inout Int, closing: TemplateToken.Tag?, depth: Int, scanner: TemplateScanner
    ) throws(TemplateSyntaxError) -> [TemplateNode] {
        if let closing, depth > maximumDepth {
            throw scanner.error(at: closing.offset, "sections nest more than \(maximumDepth) deep")
        }
        var nodes: [TemplateNode] = []
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            switch token {
            case let .text(text), let .newline(text): appendText(text, to: &nodes)
            case .lineStart: nodes.append(.lineStart)
            case let .tag(tag):
                switch tag.kind {
                case .comment, .pragma, .delimiters: continue
                case .variable, .raw: nodes.append(.variable(path: path(tag.name), escaped: tag.kind == .variable))
                case .partial: nodes.append(.partial(name: tag.name, indentation: tag.indentation))
                case .section, .inverted:
                    let body = try nest(tokens, from: &position, closing: tag, depth: depth + 1, scanner: scanner)
                    nodes.append(.section(path: path(tag.name), inverted: tag.kind == .inverted, body: body))
                case .block:
                    let body = try nest(tokens, from: &position, closing: tag, depth: depth + 1, scanner: scanner)
                    nodes.append(.block(name: tag.name, indentation: tag.isStandalone ? firstIndentation(of: body, or: tag.indentation) : "", body: body))
                case .parent:
                    let body = try nest(tokens, from: &position, closing: tag, depth: depth + 1, scanner: scanner)
                    var blocks: [String: [TemplateNode]] = [:]
                    // Only the blocks inside a parent tag count; its other text is not rendered.
                    for case let .block(name, indentation, blockBody) in body where blocks[name] == nil {
                        blocks[name] = dedent(blockBody, by: indentation)
                    }
                    nodes.append(.parent(name: tag.name, indentation: tag.indentation, blocks: blocks))
                case .close:
                    guard let closing else {
                        throw scanner.error(at: tag.offset, "'{{/\(tag.name)}}' closes nothing: no section is open")
                    }
                    guard closing.name == tag.name else {
                        throw scanner.error(at: tag.offset, "'{{/\(tag.name)}}' cannot close '\(tag.name)': the open section is '\(closing.name)'")
                    }
                    return nodes
                }
            }
        }
        if let closing {
            throw scanner.error(at: closing.offset, "section '\(closing.name)' is never closed")
        }
        return nodes
    }

    /// The blanks starting the first line of `body`, or `fallback` when it has no line of its own.
    private static func firstIndentation(of body: [TemplateNode], or fallback: String) -> String {
        guard body.count >= 2, case .lineStart = body[0] else { return fallback }
        guard case let .text(text) = body[1] else { return "" }
        return String(text.prefix { $0 == " " || $0 == "\t" })
    }

    /// `nodes` with `prefix` taken from the start of each of their lines and from the indentation
    /// of the blocks among them.
    private static func dedent(_ nodes: [TemplateNode], by prefix: String) -> [TemplateNode] {
        guard !prefix.isEmpty else { return nodes }
        var result = nodes
        for index in result.indices {
            switch result[index] {
            case let .text(text) where index > 0 && result[index - 1] == .lineStart && text.hasPrefix(prefix):
                result[index] = .text(String(text.dropFirst(prefix.count)))
            case let .section(path, inverted, body):
                result[index] = .section(path: path, inverted: inverted, body: dedent(body, by: prefix))
            case let .block(name, indentation, body):
                let inner = indentation.hasPrefix(prefix) ? String(indentation.dropFirst(prefix.count)) : indentation
                result[index] = .block(name: name, indentation: inner, body: dedent(body, by: prefix))
            default: continue
            }
        }
        return result
    }

    /// Adds `text` to the text node `nodes` ends with, or as a new one.
    private static func appendText(_ text: String, to nodes: inout [TemplateNode]) {
        if case let .text(previous)? = nodes.last {
            nodes[nodes.count - 1] = .text(previous + text)
        } else {
            nodes.append(.text(text))
        }
    }

    /// The parts of a dotted name; none for `.`.
    private static func path(_ name: String) -> [String] {
        name == "." ? [] : name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}
