extension GitHubInlines {
    /// `~~text~~` as cmark-gfm reads it with only double tildes allowed: a run of exactly two tildes
    /// is a delimiter when it is left- or right-flanking (as `*` is), and each closer takes the
    /// nearest opener before it, everything between them struck.
    enum Strikethrough {
        /// A run of two tildes in text inline `index`, at scalar offset `offset`.
        private struct Delimiter {
            var index: Int
            var offset: Int
            var canOpen: Bool
            var canClose: Bool
            var removed = false
        }

        /// A piece of the list between the delimiters that matched.
        private enum Token {
            case inline(Inline, TextSource?)
            case open
            case close
        }

        /// `inlines` with struck text, and the sources (`TextSource`) of the texts outside it.
        static func apply(
            _ inlines: [Inline], sources: [Int: TextSource], before: Unicode.Scalar, after: Unicode.Scalar
        ) -> (inlines: [Inline], sources: [Int: TextSource]) {
            var literalTildes: [Int: Set<Int>] = [:]
            for (index, source) in sources {
                if case let .text(text, _) = inlines[index] { literalTildes[index] = source.escapedTildes(in: Array(text.utf8)) }
            }
            var delimiters = find(in: inlines, literalTildes: literalTildes, before: before, after: after)
            // cmark's process_emphasis for one delimiter character: closers left to right, each
            // looking back for an opener above the last closer that found none.
            var pairs: [(open: Int, close: Int)] = []
            var bottom = -1
            for closer in delimiters.indices where !delimiters[closer].removed && delimiters[closer].canClose {
                var opener = closer - 1
                while opener > bottom, delimiters[opener].removed || !delimiters[opener].canOpen { opener -= 1 }
                if opener > bottom {
                    pairs.append((opener, closer))
                    for index in opener...closer { delimiters[index].removed = true }
                } else {
                    bottom = closer - 1
                    if !delimiters[closer].canOpen { delimiters[closer].removed = true }
                }
            }
            guard !pairs.isEmpty else { return (inlines, sources) }
            // Cut the texts at the matched delimiters, then nest what lies between each pair.
            var marks: [Int: [(offset: Int, token: Token)]] = [:]
            for pair in pairs {
                let open = delimiters[pair.open], close = delimiters[pair.close]
                marks[open.index, default: []].append((open.offset, .open))
                marks[close.index, default: []].append((close.offset, .close))
            }
            var tokens: [Token] = []
            for (index, inline) in inlines.enumerated() {
                guard let cuts = marks[index], case let .text(text, position) = inline else {
                    tokens.append(.inline(inline, sources[index]))
                    continue
                }
                let scalars = Array(text.unicodeScalars)
                // Where each scalar starts in the text's UTF-8, to cut its source at the same places.
                var bytes = [0]
                for scalar in scalars { bytes.append(bytes[bytes.count - 1] + scalar.utf8.count) }
                // Pieces come in order: the Characters before each are counted on from the last.
                var counted = (offset: 0, column: position.column)
                func add(_ range: Range<Int>) {
                    guard !range.isEmpty else { return }
                    var skipped = String.UnicodeScalarView(), text = String.UnicodeScalarView()
                    skipped.append(contentsOf: scalars[counted.offset..<range.lowerBound])
                    text.append(contentsOf: scalars[range])
                    counted = (range.lowerBound, counted.column + String(skipped).count)
                    tokens.append(.inline(
                        .text(String(text), SourcePosition(line: position.line, column: counted.column)),
                        sources[index]?.slice(bytes[range.lowerBound]..<bytes[range.upperBound])))
                }
                var start = 0
                for cut in cuts.sorted(by: { $0.offset < $1.offset }) {
                    add(start..<cut.offset)
                    tokens.append(cut.token)
                    start = cut.offset + 2
                }
                add(start..<scalars.count)
            }
            var stack: [[Inline]] = [[]], kept: [Int: TextSource] = [:]
            for token in tokens {
                switch token {
                case let .inline(inline, source):
                    // Texts inside struck text are read as libcmark decoded them.
                    if stack.count == 1, let source { kept[stack[0].count] = source }
                    stack[stack.count - 1].append(inline)
                case .open: stack.append([])
                case .close:
                    let children = stack.removeLast()
                    stack[stack.count - 1].append(.strikethrough(children))
                }
            }
            return (stack[0], kept)
        }

        /// The runs of exactly two tildes that can open or close, in order.
        private static func find(in inlines: [Inline], literalTildes: [Int: Set<Int>], before: Unicode.Scalar, after: Unicode.Scalar) -> [Delimiter] {
            var found: [Delimiter] = []
            for (index, inline) in inlines.enumerated() {
                guard case let .text(text, _) = inline, text.utf8.contains(GitHubInlines.tilde) else { continue }
                let scalars = Array(text.unicodeScalars)
                // A tilde written `\~` or `&#126;` is text, and ends a run of tildes as any letter does.
                var literal = Set<Int>()
                if let bytes = literalTildes[index] {
                    var byte = 0
                    for (offset, scalar) in scalars.enumerated() {
                        if bytes.contains(byte) { literal.insert(offset) }
                        byte += scalar.utf8.count
                    }
                }
                func isDelimiterTilde(_ offset: Int) -> Bool { scalars[offset] == "~" && !literal.contains(offset) }
                var offset = 0
                while offset < scalars.count {
                    guard isDelimiterTilde(offset) else {
                        offset += 1
                        continue
                    }
                    var end = offset
                    while end < scalars.count, isDelimiterTilde(end) { end += 1 }
                    if end - offset == 2 {
                        let previous = offset > 0 ? scalars[offset - 1] : index > 0 ? GitHubInlines.edge(of: inlines[index - 1], first: false) : before
                        let next = end < scalars.count ? scalars[end] : index + 1 < inlines.count ? GitHubInlines.edge(of: inlines[index + 1], first: true) : after
                        let left = !GitHubInlines.isSpace(next)
                            && (!GitHubInlines.isPunctuation(next) || GitHubInlines.isSpace(previous) || GitHubInlines.isPunctuation(previous))
                        let right = !GitHubInlines.isSpace(previous)
                            && (!GitHubInlines.isPunctuation(previous) || GitHubInlines.isSpace(next) || GitHubInlines.isPunctuation(next))
                        if left || right { found.append(Delimiter(index: index, offset: offset, canOpen: left, canClose: right)) }
                    }
                    offset = end
                }
            }
            return found
        }
    }
}
