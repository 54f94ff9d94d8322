/// Walks compiled templates (`TemplateNode`) over a context stack of values, writing the output.
///
/// Names are looked up as the Mustache specification says: the first part of a dotted name in the
/// innermost value of the stack that has it, the rest inside what it found. Sections render
/// their body once for a true Boolean, once per item of a list, not at all for false, an empty
/// list or a missing or absent value, and once with the value pushed for anything else (an empty
/// string included, as swift-mustache does).
struct TemplateRenderer {
    /// Partials and parents nested deeper than this render as nothing: a template that includes
    /// itself with no section to stop it ends here instead of exhausting the stack.
    static let depthLimit = 64
    /// How many partials, parents and blocks one render may expand: a template that includes
    /// itself twice would otherwise double its work at every level down to `depthLimit`.
    static let expansionLimit = 100_000

    let templates: [String: [TemplateNode]]
    let escape: @Sendable (String) -> String
    var stack: [TemplateValue]
    private(set) var output = ""
    /// Partials, parents and blocks expanded so far.
    private var expansions = 0

    init(templates: [String: [TemplateNode]], escape: @escaping @Sendable (String) -> String, stack: [TemplateValue]) {
        self.templates = templates
        self.escape = escape
        self.stack = stack
        output.reserveCapacity(16_384)
    }

    /// Renders `nodes` with the block bodies `blocks` in force, each template line starting with
    /// `indentation`.
    mutating func run(_ nodes: [TemplateNode], blocks: [String: [TemplateNode]], indentation: String, depth: Int) {
        for node in nodes {
            switch node {
            case let .text(text): output += text
            case .lineStart: output += indentation
            case let .variable(path, escaped):
                let text = lookup(path)?.text ?? ""
                output += escaped ? escape(text) : text
            case let .section(path, inverted, body):
                let value = lookup(path) ?? .absent
                guard value.isTruthy != inverted else { continue }
                switch (inverted, value) {
                case let (false, .list(items)):
                    for item in items {
                        stack.append(item)
                        run(body, blocks: blocks, indentation: indentation, depth: depth)
                        stack.removeLast()
                    }
                case (false, .int), (false, .string), (false, .record):
                    stack.append(value)
                    run(body, blocks: blocks, indentation: indentation, depth: depth)
                    stack.removeLast()
                default:
                    // An inverted section, or a true Boolean: nothing is pushed.
                    run(body, blocks: blocks, indentation: indentation, depth: depth)
                }
            case let .partial(name, partialIndentation):
                guard depth < Self.depthLimit, expand(), let partial = templates[name] else { continue }
                run(partial, blocks: blocks, indentation: indentation + partialIndentation, depth: depth + 1)
            case let .parent(name, parentIndentation, overrides):
                guard depth < Self.depthLimit, expand(), let parent = templates[name] else { continue }
                // A block replaced further out keeps that body: the child's word is the last.
                let inForce = overrides.merging(blocks) { _, outer in outer }
                run(parent, blocks: inForce, indentation: indentation + parentIndentation, depth: depth + 1)
            case let .block(name, blockIndentation, body):
                guard depth < Self.depthLimit, expand() else { continue }
                if let replacement = blocks[name] {
                    run(replacement, blocks: blocks, indentation: indentation + blockIndentation, depth: depth + 1)
                } else {
                    run(body, blocks: blocks, indentation: indentation, depth: depth + 1)
                }
            }
        }
    }

    /// Counts one expansion; false once the render has used up `expansionLimit`.
    private mutating func expand() -> Bool {
        expansions += 1
        return expansions <= Self.expansionLimit
    }

    /// The value `path` names, or nil when no value on the stack has its first part or a later
    /// part is missing.
    private func lookup(_ path: [String]) -> TemplateValue? {
        guard let first = path.first else { return stack.last }
        for value in stack.reversed() {
            guard var found = value.field(first) else { continue }
            for name in path.dropFirst() {
                guard let next = found.field(name) else { return nil }
                found = next
            }
            return found
        }
        return nil
    }
}

extension TemplateValue {
    /// Whether a section renders for this value (an inverted one renders when it does not).
    var isTruthy: Bool {
        switch self {
        case .absent, .bool(false): false
        case let .list(items): !items.isEmpty
        default: true
        }
    }
}
