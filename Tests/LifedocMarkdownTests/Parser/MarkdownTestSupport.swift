import LifedocMarkdown

/// A maker of test documents from a seed: a linear congruential generator, so that the same
/// documents come out on every machine.
protocol SeededGenerator {
    var state: UInt64 { get set }
}

extension SeededGenerator {
    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    /// One of `choices`.
    mutating func pick(_ choices: [String]) -> String { choices[next(choices.count)] }
}

/// Whether a document holds what GitHub adds to CommonMark (a table, struck text, an autolink, a
/// task marker or a footnote), which libcmark's own tree has not.
struct GitHubExtensionFinder: MarkdownWalker {
    var found = false

    mutating func visit(block: Block) {
        switch block {
        case .table, .footnoteDefinition: found = true
        default: break
        }
    }

    mutating func visit(inline: Inline) {
        switch inline {
        case .strikethrough, .autolink, .taskMarker, .footnoteReference: found = true
        default: break
        }
    }
}
