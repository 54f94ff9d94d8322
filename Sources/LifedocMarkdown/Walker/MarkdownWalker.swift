/// Visits every block and inline of a document in reading order, as swift-markdown's walkers do.
/// Conformers override the hooks they need; descending is done by `walk(_:)`.
package protocol MarkdownWalker {
    /// Called for each block before its children; `inCode` is true for code blocks.
    mutating func visit(block: Block)
    /// Called for each inline, before its children.
    mutating func visit(inline: Inline)
}

extension MarkdownWalker {
    package mutating func visit(block: Block) {}
    package mutating func visit(inline: Inline) {}

    /// Walks the whole document.
    package mutating func walk(_ document: MarkdownDocument) { walk(document.blocks) }

    /// Walks blocks and everything inside them.
    package mutating func walk(_ blocks: [Block]) {
        for block in blocks {
            visit(block: block)
            switch block {
            case let .paragraph(inlines, _), let .heading(_, inlines, _): walk(inlines)
            case let .list(_, items, _): items.forEach { walk($0) }
            case let .blockQuote(children, _), let .footnoteDefinition(_, children, _): walk(children)
            case let .table(_, header, rows, _): ([header] + rows).forEach { $0.forEach { walk($0) } }
            case .codeBlock, .htmlBlock, .thematicBreak: break
            }
        }
    }

    /// Walks inlines and everything inside them.
    package mutating func walk(_ inlines: [Inline]) {
        for inline in inlines {
            visit(inline: inline)
            switch inline {
            case let .emphasis(children), let .strong(children), let .strikethrough(children), let .link(_, _, children, _),
                 let .image(_, _, children, _):
                walk(children)
            default: break
            }
        }
    }
}
