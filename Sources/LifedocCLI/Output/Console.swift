import Foundation

/// Where the CLI writes: standard output for results, standard error for diagnostics.
package enum Console {
    /// Writes `text` and a newline to standard output.
    package static func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Writes `text` and a newline to standard error.
    package static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
