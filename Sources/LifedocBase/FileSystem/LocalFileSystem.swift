import Foundation

/// The machine's own file system, read through Foundation.
package struct LocalFileSystem: FileSystem {
    /// Creates a reader of the local disk.
    package init() {}

    package func entries(ofDirectory path: String) throws -> [DirectoryEntry] {
        let manager = FileManager.default
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: path)
        } catch {
            throw FileSystemError(path: path, reason: "cannot list the folder")
        }
        return names.map { name in
            // lstat(2) alone: Foundation's attributes also look up the owner's name, per file.
            var info = stat()
            let full = path.hasSuffix("/") ? path + name : path + "/" + name
            guard lstat(full, &info) == 0 else { return DirectoryEntry(name: name, kind: .other) }
            let kind: EntryKind
            switch info.st_mode & S_IFMT {
            case S_IFREG: kind = .file
            case S_IFDIR: kind = .directory
            case S_IFLNK: kind = .symbolicLink
            default: kind = .other
            }
            return DirectoryEntry(name: name, kind: kind)
        }
    }

    package func kind(at path: String) -> EntryKind? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue ? .directory : .file
    }

    package func contents(of path: String) throws -> [UInt8] {
        // Straight into the array with read(2), without a `Data` to copy from. Only a regular file
        // is read: a named pipe or a device (a page linked to /dev/zero) would never end. Opening
        // without blocking keeps a pipe with no writer from stopping the build before that check.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw FileSystemError(path: path, reason: "cannot read the file") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileSystemError(path: path, reason: "cannot read the file") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw FileSystemError(path: path, reason: "cannot read the file: it is not a regular file (a named pipe or a device is never read)") }
        // One byte more than the size, to see the end of a file that grew meanwhile (or of one
        // whose size the system does not know, as in /proc).
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes += [UInt8](repeating: 0, count: max(bytes.count, 4096)) }
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, reason: "cannot read the file")
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }
}
