/// A position in a content file: the path relative to the content root, a 1-based line and a
/// 1-based column counted in Characters (not UTF-8 bytes).
package struct SourceLocation: Hashable, Comparable, Sendable, Codable {
    /// Path relative to the content root, "/"-separated (for example `en/methods/x.md`).
    package var file: String
    /// 1-based line number.
    package var line: Int
    /// 1-based column, in Characters.
    package var column: Int

    /// Creates a location; `line` and `column` default to the start of the file.
    package init(file: String, line: Int = 1, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `file:line:column`, the form compilers and editors understand.
    package var description: String { "\(file):\(line):\(column)" }
}
