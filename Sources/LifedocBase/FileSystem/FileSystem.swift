/// What a directory entry is, without following symbolic links.
package enum EntryKind: Sendable, Hashable {
    case file, directory, symbolicLink, other
}

/// One entry of a directory listing.
package struct DirectoryEntry: Sendable, Hashable, Comparable {
    /// The entry's name (no slashes).
    package var name: String
    /// What it is.
    package var kind: EntryKind

    /// Creates an entry.
    package init(name: String, kind: EntryKind) {
        self.name = name
        self.kind = kind
    }

    package static func < (lhs: DirectoryEntry, rhs: DirectoryEntry) -> Bool { lhs.name < rhs.name }
}

/// Reading access to files, so the pipeline can run over a real folder or one built in memory.
/// Paths are "/"-separated; relative paths are relative to the process's working directory.
package protocol FileSystem: Sendable {
    /// The entries of a directory, in any order.
    func entries(ofDirectory path: String) throws -> [DirectoryEntry]
    /// What is at `path` (following a final symbolic link), or nil when nothing is.
    func kind(at path: String) -> EntryKind?
    /// The bytes of a file.
    func contents(of path: String) throws -> [UInt8]
}

/// A failure to read something from a file system.
package struct FileSystemError: Error, Sendable, CustomStringConvertible {
    /// The path that could not be read.
    package var path: String
    /// What went wrong, in words.
    package var reason: String

    /// Creates an error for `path`.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "\(path): \(reason)" }
}
