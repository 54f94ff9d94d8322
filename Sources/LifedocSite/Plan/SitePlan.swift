/// Everything a build writes, computed in memory before anything touches the disk: files by path
/// relative to the output folder, sorted by path.
package struct SitePlan: Sendable, Hashable {
    /// The files, sorted by path, each path unique.
    package var files: [OutputFile]

    /// Creates a plan, sorting the files by path.
    package init(files: [OutputFile]) {
        self.files = files.sorted { $0.path < $1.path }
    }

    /// The file at `path`.
    package func file(_ path: String) -> OutputFile? {
        files.first { $0.path == path }
    }
}

/// One file of the site: a "/"-separated path relative to the output folder, and its bytes.
package struct OutputFile: Sendable, Hashable {
    package var path: String
    package var bytes: [UInt8]
    /// The fingerprint of everything the file was rendered from, for files the build cache tracks
    /// (pages and side-by-side views); nil for the rest, which every build writes.
    package var key: String?
    /// Whether the file is carried over from the previous build's output as it is (`bytes` is then
    /// empty): its key is the one it was written with.
    package var isCarriedOver = false

    /// A file of bytes.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// A file of UTF-8 text.
    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// A file rendered from inputs with fingerprint `key`.
    package init(path: String, text: String, key: String) {
        self.init(path: path, text: text)
        self.key = key
    }

    /// A file the previous build wrote from the same inputs, to carry over as it is.
    package init(carryingOver path: String, key: String) {
        self.init(path: path, bytes: [])
        self.key = key
        isCarriedOver = true
    }

    /// The bytes as UTF-8 text.
    package var text: String { String(decoding: bytes, as: UTF8.self) }
}
