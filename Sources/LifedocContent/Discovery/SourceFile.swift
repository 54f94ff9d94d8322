package import LifedocBase

/// One file read from the content root: its path relative to the root and its bytes.
package struct SourceFile: Sendable, Hashable {
    /// "/"-separated path relative to the content root (`en/methods/x.md`).
    package var path: String
    /// The raw bytes, decoded later so that encoding problems become diagnostics.
    package var bytes: [UInt8]

    /// Creates a source file.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// A source file made from text (tests and generated content).
    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The language folder the file is in, when it is in one.
    package var language: Language? {
        guard let first = path.split(separator: "/").first else { return nil }
        return Language(rawValue: String(first))
    }
}
