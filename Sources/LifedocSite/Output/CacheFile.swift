import Foundation

/// Files of the build cache, replaced whole: what is written goes into a new file beside the old
/// one, which is then renamed over it, so a killed build never leaves half a file for the next to
/// read. The cache is an aid: a file that cannot be written is simply not replaced.
enum CacheFile {
    /// Replaces the file at `path` (creating its folder) with what `write` hands over, in pieces.
    static func replace(_ path: String, write: (([UInt8]) throws -> Void) throws -> Void) {
        let manager = FileManager.default
        try? manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let temporary = path + ".new-\(ProcessInfo.processInfo.processIdentifier)"
        guard manager.createFile(atPath: temporary, contents: nil), let handle = FileHandle(forWritingAtPath: temporary) else { return }
        do {
            try write { try handle.write(contentsOf: $0) }
            try handle.close()
        } catch {
            try? handle.close()
            try? manager.removeItem(atPath: temporary)
            return
        }
        if rename(temporary, path) != 0 { try? manager.removeItem(atPath: temporary) }
    }
}
