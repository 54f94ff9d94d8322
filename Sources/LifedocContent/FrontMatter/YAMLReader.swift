package import LifedocBase
internal import Yams

/// The only user of Yams: parses YAML text into `YAMLValue`s that carry file lines.
package enum YAMLReader {
    /// Parses `yaml`, whose first line is line `firstLine` of `file`.
    /// - Returns: the value (nil for an empty document), or a diagnostic naming the line of the error.
    package static func read(_ yaml: String, file: String, firstLine: Int) -> Result<YAMLValue?, Diagnostic> {
        do {
            // Front matter is read as plain strings (`FieldReader` types them), so no tag rules are
            // needed, and no constructor tables (Yams' default constructor builds three on every
            // call, and only turning nodes into Swift values uses them); the encoding is given because
            // Yams' default reads the environment on every call.
            guard let node = try Yams.compose(yaml: yaml, .basic, Constructor([:], [:], [:]), .utf8) else { return .success(nil) }
            return .success(try convert(node, firstLine: firstLine, file: file, depth: 0))
        } catch let error as YamlError {
            return .failure(diagnostic(for: error, yaml: yaml, file: file, firstLine: firstLine))
        } catch let diagnostic as Diagnostic {
            return .failure(diagnostic)
        } catch {
            return .failure(Diagnostic(
                .invalidFrontMatter, at: SourceLocation(file: file, line: firstLine), "YAML does not parse"))
        }
    }

    private static func convert(_ node: Node, firstLine: Int, file: String, depth: Int) throws -> YAMLValue {
        let line = (node.mark?.line ?? 1) + firstLine - 1
        guard depth < 32 else {
            throw Diagnostic(.invalidFrontMatter, at: SourceLocation(file: file, line: line), "YAML nests too deeply")
        }
        switch node {
        case let .scalar(scalar):
            return .scalar(scalar.string, line: line)
        case let .sequence(sequence):
            return .sequence(try sequence.map { try convert($0, firstLine: firstLine, file: file, depth: depth + 1) }, line: line)
        case let .mapping(mapping):
            var entries: [YAMLEntry] = []
            for (key, value) in mapping {
                let keyLine = (key.mark?.line ?? 1) + firstLine - 1
                guard let name = key.scalar?.string else {
                    throw Diagnostic(.invalidFrontMatter, at: SourceLocation(file: file, line: keyLine),
                                     "a mapping key must be a plain name")
                }
                entries.append(YAMLEntry(
                    key: name, line: keyLine, value: try convert(value, firstLine: firstLine, file: file, depth: depth + 1)))
            }
            return .mapping(entries, line: line)
        case .alias:
            throw Diagnostic(.invalidFrontMatter, at: SourceLocation(file: file, line: line),
                             "YAML aliases are not supported in front matter")
        }
    }

    private static func diagnostic(for error: YamlError, yaml: String, file: String, firstLine: Int) -> Diagnostic {
        var line = firstLine
        var problem = "YAML does not parse"
        var related: [SourceLocation] = []
        var suggestion: String?
        switch error {
        case let .scanner(_, text, mark, _), let .parser(_, text, mark, _), let .composer(_, text, mark, _):
            line = mark.line + firstLine - 1
            problem = "YAML does not parse: \(text)"
            if let open = unclosedValue(before: mark.line, in: yaml) {
                // YAML notices an unclosed quote or bracket only lines later: name the line it opens on.
                let opener = open.opener == "[" ? "'['" : open.opener == "{" ? "'{'" : "quote"
                problem = "YAML does not parse: the \(opener) that opens this value is not closed"
                    + " (YAML found the problem on line \(line): \(text))"
                line = open.line + firstLine - 1
                suggestion = open.closed
            } else if let quoted = quotedValue(line: mark.line, in: yaml) {
                problem += "; a value with a colon in it (an Objective-C selector, a title with a colon) must be quoted"
                suggestion = quoted
            }
        case let .duplicatedKeysInMapping(duplicates, context):
            // Yams points at the mapping; the line to fix is where the key comes again, and the
            // first one is named beside it.
            line = context.mark.line + firstLine - 1
            let keys = duplicates.sorted()
            problem = "YAML mapping repeats the key '\(keys.joined(separator: "', '"))'"
            if let first = keys.first {
                let lines = keyLines(first, in: yaml, from: context.mark.line)
                if lines.count >= 2 {
                    line = lines[1] + firstLine - 1
                    related = [SourceLocation(file: file, line: lines[0] + firstLine - 1)]
                    problem = "YAML mapping repeats the key '\(first)', first given on line \(lines[0] + firstLine - 1)"
                        + (keys.count > 1 ? " (also repeated: '\(keys.dropFirst().joined(separator: "', '"))')" : "")
                }
            }
        default:
            break
        }
        return Diagnostic(
            .invalidFrontMatter, at: SourceLocation(file: file, line: line), problem, suggestion: suggestion, related: related)
    }

    /// The last line before the 1-based `line` of `yaml` (or at it) whose value (`key: value` or
    /// `- value`) opens a quote, a `[` or a `{` that neither the line nor the lines after it up to
    /// `line` close, with the line closed at its end: what a YAML error found lines later most
    /// often comes from.
    static func unclosedValue(before line: Int, in yaml: String) -> (line: Int, opener: Character, closed: String)? {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1 else { return nil }
        for number in stride(from: min(line, lines.count), through: 1, by: -1) {
            let text = lines[number - 1]
            var body = Substring(text.drop { $0 == " " })
            if body.hasPrefix("#") { continue }
            if body.hasPrefix("- ") { body = body.dropFirst(2).drop { $0 == " " } }
            if let colon = body.firstIndex(of: ":"), body[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) {
                body = body[body.index(after: colon)...].drop { $0 == " " }
            }
            // Still open at the error: a value YAML allows over several lines and closes is no suspect.
            let through = ([body] + lines[number..<min(line, lines.count)]).joined(separator: "\n")
            guard let first = body.first, unclosed(body) != nil, let closer = unclosed(Substring(through)) else { continue }
            var trimmed = String(text)
            while trimmed.last == " " { trimmed.removeLast() }
            return (number, first, trimmed + String(closer))
        }
        return nil
    }

    /// The character that would close `value`, when it opens with a quote or a bracket that it does
    /// not close: `"`, `'`, `]` or `}`.
    private static func unclosed(_ value: Substring) -> Character? {
        guard let first = value.first else { return nil }
        switch first {
        case "\"":
            var escaped = false
            for index in value.indices.dropFirst() {
                let character = value[index]
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    return endsCleanly(value[value.index(after: index)...]) ? nil : "\""
                }
            }
            return "\""
        case "'":
            // '' inside single quotes is a quote; a lone ' closes the value.
            var rest = value.dropFirst()
            while let index = rest.firstIndex(of: "'") {
                let after = rest.index(after: index)
                if after < rest.endIndex, rest[after] == "'" {
                    rest = rest[rest.index(after: after)...]
                } else {
                    return endsCleanly(rest[after...]) ? nil : "'"
                }
            }
            return "'"
        case "[", "{":
            let closer: Character = first == "[" ? "]" : "}"
            var depth = 0
            var quote: Character?
            for character in value {
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if character == first {
                    depth += 1
                } else if character == closer {
                    depth -= 1
                    if depth == 0 { return nil }
                }
            }
            return closer
        default:
            return nil
        }
    }

    /// Whether what follows a closing quote on its line leaves the value closed: nothing, a comment,
    /// or what may follow a value in a flow (`,`, `]`, `}`, `:`). A quote that closes before more
    /// text (`  - "one"` read as the end of `title: "Save data` …) closed the wrong value.
    private static func endsCleanly(_ rest: Substring) -> Bool {
        let line = rest.prefix { $0 != "\n" }.drop { $0 == " " || $0 == "\t" }
        guard let first = line.first else { return true }
        return "#,]}:".contains(first)
    }

    /// The 1-based `line` of `yaml` with its value quoted, when it is a `key: value` entry whose
    /// plain value holds a colon that YAML reads as starting a mapping: one at the end
    /// (`objc: applicationDidEnterBackground:`) or before a space (`title: Scenes: the basics`).
    static func quotedValue(line: Int, in yaml: String) -> String? {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        let text = lines[line - 1]
        let body = text.drop { $0 == " " }
        guard let colon = body.firstIndex(of: ":"), !body.hasPrefix("-"), !body.hasPrefix("#") else { return nil }
        let key = body[..<colon]
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
        var value = Substring(body[body.index(after: colon)...].drop { $0 == " " })
        // A comment after the value stays after the quoted value.
        var comment = ""
        if let hash = value.firstRange(of: " #") {
            comment = " " + value[hash.lowerBound...].drop { $0 == " " }
            value = value[..<hash.lowerBound]
        }
        while value.last == " " { value = value.dropLast() }
        guard let first = value.first, !"\"'[{|>&*!%@`".contains(first), value.hasSuffix(":") || value.contains(": ")
        else { return nil }
        var quoted = ""
        for character in value {
            if character == "\\" || character == "\"" { quoted.append("\\") }
            quoted.append(character)
        }
        return String(text.prefix(text.count - body.count)) + key + ": \"" + quoted + "\"" + comment
    }


    /// The 1-based lines, from line `start` on, where `key` starts a mapping entry at the indentation
    /// of its first such line (`title:` or `"title":`), so a nested mapping's same-named key is not
    /// taken for it.
    static func keyLines(_ key: String, in yaml: String, from start: Int) -> [Int] {
        var found: [Int] = []
        var indentation: Int?
        for (offset, text) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where offset + 1 >= start {
            let body = text.drop { $0 == " " }
            let indent = text.count - body.count
            guard indentation == nil || indent == indentation else { continue }
            for spelling in [key, "\"" + key + "\"", "'" + key + "'"] where body.hasPrefix(spelling) {
                let rest = body.dropFirst(spelling.count).drop { $0 == " " }
                if rest.first == ":" {
                    indentation = indent
                    found.append(offset + 1)
                    break
                }
            }
        }
        return found
    }
}

