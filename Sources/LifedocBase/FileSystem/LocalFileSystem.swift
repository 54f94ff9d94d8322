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
            let full = path.hasSuffix("/") ? path + name : path + "/" + name
            let attributes = try? manager.attributesOfItem(atPath: full)
            let type = attributes?[.type] as? FileAttributeType
            let kind: EntryKind
            switch type {
            case .typeRegular?: kind = .file
            case .typeDirectory?: kind = .directory
            case .typeSymbolicLink?: kind = .symbolicLink
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
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileSystemError(path: path, reason: "cannot read the file")
        }
        return [UInt8](data)
    }
}
