import Foundation
import LifedocBase
#if canImport(Glibc)
import Glibc
#endif

/// Watches folders (with every folder below them) and single files, and calls back with the
/// paths that changed once the writing has settled: an editor that saves by writing a temporary
/// file and renaming it, or a tool that writes a file in several calls, makes one callback, and a
/// file is taken once it is closed, never half written. On
/// Linux it listens to inotify; elsewhere it compares the files' sizes and modification times
/// every 100 ms.
package final class FileWatcher: @unchecked Sendable {
    /// How long nothing must change before the changes are reported.
    package static let settle: Double = 0.008

    private let folders: [String]
    private let files: [String]
    private let onChange: @Sendable (Set<String>) -> Void
    private var thread: Thread?
    private let stopped = NSCondition()
    private var isStopped = false

    /// A watcher of `folders` (recursively) and `files`, calling `onChange` on a thread of its own.
    package init(folders: [String], files: [String], onChange: @escaping @Sendable (Set<String>) -> Void) {
        self.folders = folders.map { LocalPath.url($0).path }
        self.files = files.map { LocalPath.url($0).path }
        self.onChange = onChange
    }

    /// Starts watching; returns once the watches are in place, so that a change made after this
    /// call is reported.
    package func start() {
        #if os(Linux)
        let inotify = Inotify(folders: folders, files: files)
        let thread = Thread { [self] in run(inotify) }
        #else
        let initial = Self.stamps(folders: folders, files: files)
        let thread = Thread { [self] in
            var stamps = initial
            poll(&stamps)
        }
        #endif
        thread.stackSize = 1 << 20
        thread.start()
        self.thread = thread
    }

    /// Stops watching.
    package func stop() {
        stopped.lock()
        isStopped = true
        stopped.unlock()
    }

    private var shouldStop: Bool {
        stopped.lock()
        defer { stopped.unlock() }
        return isStopped
    }

    #if os(Linux)
    private func run(_ inotify: Inotify) {
        defer { inotify.close() }
        while !shouldStop {
            guard var changed = inotify.wait(milliseconds: 200), !changed.isEmpty else { continue }
            // Gather what follows until the writing settles.
            while let more = inotify.wait(milliseconds: Int32(Self.settle * 1000)), !more.isEmpty {
                changed.formUnion(more)
            }
            if !shouldStop { onChange(changed) }
        }
    }
    #else
    private func poll(_ stamps: inout [String: String]) {
        while !shouldStop {
            Thread.sleep(forTimeInterval: 0.1)
            let now = Self.stamps(folders: folders, files: files)
            guard now != stamps else { continue }
            let changed = Set(now.keys).union(stamps.keys).filter { now[$0] != stamps[$0] }
            stamps = now
            onChange(changed)
        }
    }
    #endif

    /// The size and modification time of every file under `folders` and of `files`, by path.
    static func stamps(folders: [String], files: [String]) -> [String: String] {
        var result: [String: String] = [:]
        let manager = FileManager.default
        func stamp(_ path: String) {
            guard let attributes = try? manager.attributesOfItem(atPath: path) else { return }
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            result[path] = "\(size) \(date)"
        }
        for folder in folders {
            for case let relative as String in manager.enumerator(atPath: folder)?.allObjects ?? [] {
                stamp(folder + "/" + relative)
            }
        }
        files.forEach(stamp)
        return result
    }
}

#if os(Linux)
/// An inotify instance watching folders recursively (a folder made later is watched as soon as
/// it appears) and single files (through their folder, filtered by name). Used by one thread only.
private final class Inotify: @unchecked Sendable {
    private let descriptor: Int32
    private var folders: [Int32: String] = [:]
    private var files: [String: Set<String>] = [:]
    private var recursive: Set<String> = []
    /// A file counts as changed once it is closed after writing, moved or deleted, not on each
    /// write: a file written in several calls (or truncated, then written) is never read half done,
    /// however long the writer pauses. A new folder is watched as soon as it appears.
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE
        | IN_DELETE_SELF | IN_MOVE_SELF)

    init(folders: [String], files: [String]) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        for folder in folders { watchTree(folder) }
        for file in files {
            let url = LocalPath.url(file)
            let folder = url.deletingLastPathComponent().path
            self.files[folder, default: []].insert(url.lastPathComponent)
            if !self.folders.values.contains(folder) { watch(folder) }
        }
    }

    func close() { _ = Glibc.close(descriptor) }

    private func watch(_ folder: String) {
        let wd = inotify_add_watch(descriptor, folder, Self.mask | UInt32(IN_ONLYDIR))
        if wd >= 0 { folders[wd] = folder }
    }

    /// Watches `folder` and every folder below it; returns the files already in them (not hidden
    /// ones). For a folder that has just appeared those files are new: a file written into it before
    /// its watch was in place sends no event, so the folder's arrival reports it. One still being
    /// written when the folder is looked at is read as it is then, and reported again once it is
    /// closed: the next build reads it whole.
    @discardableResult
    private func watchTree(_ folder: String) -> [String] {
        recursive.insert(folder)
        watch(folder)
        let manager = FileManager.default
        var found: [String] = []
        for case let relative as String in manager.enumerator(atPath: folder)?.allObjects ?? [] {
            var isFolder: ObjCBool = false
            let path = folder + "/" + relative
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                watch(path)
            } else if !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") || $0.hasSuffix("~") }) {
                found.append(path)
            }
        }
        return found
    }

    /// Whether `folder` is watched with everything below it.
    private func isRecursive(_ folder: String) -> Bool {
        recursive.contains { folder == $0 || folder.hasPrefix($0 + "/") }
    }

    /// The paths that changed within `milliseconds`: nil when nothing did.
    func wait(milliseconds: Int32) -> Set<String>? {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, milliseconds) > 0 else { return nil }
        var changed: Set<String> = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (wd, mask, length) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let nameBytes = buffer[nameStart..<min(nameStart + length, count)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset = nameStart + length
                guard let folder = folders[wd] else { continue }
                if mask & UInt32(IN_IGNORED) != 0 { folders[wd] = nil; continue }
                let path = name.isEmpty ? folder : folder + "/" + name
                let isFolder = mask & UInt32(IN_ISDIR) != 0
                // A file just created is empty until it is written and closed: that close is its change.
                if mask & UInt32(IN_CREATE) != 0, !isFolder { continue }
                if isRecursive(folder) {
                    // Hidden files (an editor's swap and backup files) are not content.
                    if name.hasPrefix(".") || name.hasSuffix("~") { continue }
                    if isFolder, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { changed.formUnion(watchTree(path)) }
                    changed.insert(path)
                } else if let names = files[folder], names.contains(name) {
                    changed.insert(path)
                }
            }
        }
        return changed
    }
}
#endif
