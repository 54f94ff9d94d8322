package import LifedocBase

/// Reads a string table: a YAML mapping of names (`a`–`z`, `0`–`9`, `_`) to single lines or blocks
/// of text.
package enum StringTableReader {
    /// Reads `file` (its path as it should appear in messages) as the table of `language`.
    package static func read(_ file: SourceFile, language: Language) -> Result<StringTable, Diagnostic> {
        let text: String
        switch TextDecoder.decode(file) {
        case let .success(decoded): text = decoded
        case let .failure(diagnostic): return .failure(diagnostic)
        }
        let value: YAMLValue?
        switch YAMLReader.read(text, file: file.path, firstLine: 1) {
        case let .success(read): value = read
        case let .failure(diagnostic): return .failure(diagnostic.with(code: .invalidStrings))
        }
        guard let value else { return .success(StringTable(language: language, file: file.path, strings: [:])) }
        guard case let .mapping(entries, _) = value else {
            return .failure(Diagnostic(
                .invalidStrings, at: SourceLocation(file: file.path, line: value.line),
                "a string table must be a mapping of names to text"))
        }
        var strings: [String: String] = [:]
        var lines: [String: Int] = [:]
        for entry in entries {
            let location = SourceLocation(file: file.path, line: entry.line)
            guard isValidName(entry.key) else {
                return .failure(Diagnostic(
                    .invalidStrings, at: location,
                    "string name '\(entry.key)' must use only lowercase letters, digits and '_'"))
            }
            guard let string = entry.value.string else {
                return .failure(Diagnostic(
                    .invalidStrings, at: location, "string '\(entry.key)' must be text, not \(entry.value.shapeName)"))
            }
            strings[entry.key] = string
            lines[entry.key] = entry.line
        }
        return .success(StringTable(language: language, file: file.path, strings: strings, lines: lines))
    }

    /// Whether `name` may name a string.
    package static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        }
    }
}
