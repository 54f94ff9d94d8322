/// A line and a Character column in a source file (1-based), as converted from cmark's byte columns.
package struct SourcePosition: Hashable, Sendable, Comparable, Codable {
    /// 1-based line in the whole file (front-matter lines included).
    package var line: Int
    /// 1-based column, in Characters.
    package var column: Int

    /// Creates a position.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
