/// Why a template's text is not a template, and where: the line and column (from 1, the column in
/// Unicode scalars) of the tag at fault.
package struct TemplateSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    /// What is wrong, in a sentence without a full stop.
    package var message: String

    package var description: String { "\(line):\(column): \(message)" }
}
