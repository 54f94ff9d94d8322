/// An in-memory file system: a flat map from "/"-separated paths to file bytes; folders exist
/// implicitly as the prefixes of file paths. Tests build content in it, and `lifedoc build` reads
/// its built-in templates from it.
package struct MemoryFileSystem: FileSystem {
    private let files: [String: [UInt8]]

    /// Creates a file system holding `files` (path → text).
    package init(_ files: [String: String]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    /// Creates a file system holding `files` (path → bytes).
    package init(bytes files: [String: [UInt8]]) {
        self.files = files
    }

    package func entries(ofDirectory path: String) throws -> [DirectoryEntry] {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        var seen: [String: EntryKind] = [:]
        for file in files.keys where file.hasPrefix(prefix) {
            let rest = file.dropFirst(prefix.count)
            let name = String(rest.prefix { $0 != "/" })
            seen[name] = rest.contains("/") ? .directory : .file
        }
        guard !seen.isEmpty else { throw FileSystemError(path: path, reason: "cannot list the folder") }
        return seen.keys.sorted().map { DirectoryEntry(name: $0, kind: seen[$0]!) }
    }

    package func kind(at path: String) -> EntryKind? {
        if files[path] != nil { return .file }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return files.keys.contains { $0.hasPrefix(prefix) } ? .directory : nil
    }

    package func contents(of path: String) throws -> [UInt8] {
        guard let bytes = files[path] else { throw FileSystemError(path: path, reason: "cannot read the file") }
        return bytes
    }
}
