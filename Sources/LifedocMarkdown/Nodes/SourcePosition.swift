/// A line and a Character column in a source file (1-based), as converted from cmark's byte columns.
package struct SourcePosition: Hashable, Sendable, Comparable, Codable {
    // 32-bit: every inline and block of every parsed page holds one, and a parse tree of a large
    // site is hundreds of megabytes. A file of more than two billion lines is not read.
    private var storedLine: Int32
    private var storedColumn: Int32

    /// 1-based line in the whole file (front-matter lines included).
    package var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// 1-based column, in Characters.
    package var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Creates a position.
    package init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    private enum CodingKeys: String, CodingKey { case line, column }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(line: try container.decode(Int.self, forKey: .line), column: try container.decode(Int.self, forKey: .column))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }

    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}
