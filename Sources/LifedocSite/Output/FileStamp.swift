#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the file system says about a file without reading it: size, modification time and inode.
/// A file the build cache carries over must still have the stamp it had when lifedoc wrote it, so
/// a file edited or replaced by hand is rendered again.
struct FileStamp: Sendable, Hashable {
    var size: Int64
    var modified: Int64
    var modifiedNanoseconds: Int64
    var inode: UInt64

    /// The stamp of the regular file at `path` (not following a symbolic link), or nil.
    init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = Int64(info.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
        #else
        modified = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        #endif
        inode = UInt64(info.st_ino)
    }

    init(size: Int64, modified: Int64, modifiedNanoseconds: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.modifiedNanoseconds = modifiedNanoseconds
        self.inode = inode
    }
}
