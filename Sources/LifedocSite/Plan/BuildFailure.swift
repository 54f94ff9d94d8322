package import LifedocBase

/// Why a build cannot go on: one or more diagnostics naming file and line. Nothing has been
/// written when it is thrown.
package struct BuildFailure: Error, Sendable {
    /// The problems, sorted.
    package var diagnostics: [Diagnostic]

    /// Wraps diagnostics, sorting them.
    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }
}
