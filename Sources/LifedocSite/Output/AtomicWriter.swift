import Foundation
package import LifedocBase

/// The only code that writes the site to disk. It writes the whole plan into a fresh folder beside
/// the output folder, then swaps the two, so a reader (or a failed build) never sees half a site,
/// and it refuses any path that would land outside the output folder.
///
/// With a cache folder it also keeps the build cache's manifest there: which page files it wrote,
/// from which inputs, with their stamps. A file the next build would render from the same inputs,
/// and that is still as it was written, is carried over into the new folder by a hard link
/// instead of being rendered and written again.
package struct AtomicWriter: Sendable {
    /// The output folder.
    package var output: String
    /// The cache folder, or nil to keep no manifest.
    package var cache: String?
    /// What looks at, writes and removes the files.
    package var workers = Workers.allCores

    /// A writer for the output folder at `output`, keeping its manifest in `cache` when given.
    package init(output: String, cache: String? = nil) {
        self.output = output
        self.cache = cache
    }

    /// The page files of the previous build that are still as it wrote them, by path, with the key
    /// of the inputs each was rendered from. Empty without a cache, a manifest for this folder, or
    /// a readable one.
    package func carriedOverKeys() -> [String: String] {
        guard let file = manifestFile, let data = FileManager.default.contents(atPath: file),
            let manifest = BuildManifest(bytes: [UInt8](data)), manifest.output == outputFolder.path
        else { return [:] }
        let folder = outputFolder.path + "/"
        // Tens of thousands of files are looked at: by `workers`.
        let entries = Array(manifest.entries)
        let unchanged = workers.map(entries) { path, entry in SitePaths.isSafe(path) && FileStamp(path: folder + path) == entry.stamp }
        var keys: [String: String] = [:]
        keys.reserveCapacity(entries.count)
        for ((path, entry), same) in zip(entries, unchanged) where same { keys[path] = entry.key }
        return keys
    }

    private var outputFolder: URL { LocalPath.url(output) }

    /// The manifest's file in the cache folder: one per output folder.
    private var manifestFile: String? { cacheEntry(named: "build-", suffix: ".manifest") }

    /// The file in the cache where the search index's analysed pages are kept (`SearchMemoFile`).
    package var searchMemoFile: String? { cacheEntry(named: "search-", suffix: ".analysis") }

    /// The folder in the cache where this output folder's state-machine drawings are kept.
    package var diagramFolder: String? { cacheEntry(named: "diagrams-", suffix: "") }

    /// `<cache>/<prefix><hash of the output folder><suffix>`: what the cache keeps for one output folder.
    private func cacheEntry(named prefix: String, suffix: String) -> String? {
        cache.map { LocalPath.url($0).appendingPathComponent("\(prefix)\(ContentHash.of(outputFolder.path).prefix(16))\(suffix)").path }
    }

    /// Records the keys and stamps of the files of `plan` that have a key, now in the output folder.
    /// The cache is an aid: when it cannot be written, the next build renders everything.
    private func saveManifest(_ plan: SitePlan) {
        guard let file = manifestFile else { return }
        let folder = outputFolder.path + "/"
        let keyed = plan.files.filter { $0.key != nil }
        let stamps = workers.map(keyed) { FileStamp(path: folder + $0.path) }
        var entries: [String: BuildManifest.Entry] = [:]
        entries.reserveCapacity(keyed.count)
        for (each, stamp) in zip(keyed, stamps) {
            guard let key = each.key, let stamp else { continue }
            entries[each.path] = BuildManifest.Entry(key: key, stamp: stamp)
        }
        let bytes = BuildManifest(output: outputFolder.path, entries: entries).bytes
        CacheFile.replace(file) { write in try write(bytes) }
    }

    /// Writes `plan` as the new content of the output folder, replacing what was there.
    /// - Returns: how many files the new output folder holds.
    /// - Throws: `BuildFailure` when a path is unsafe or the disk refuses; the previous output is
    ///   then left as it was.
    @discardableResult
    package func write(_ plan: SitePlan) throws -> Int {
        var seen: Set<String> = []
        func admit(_ files: [OutputFile]) throws {
            for file in files {
                guard SitePaths.isSafe(file.path) else {
                    throw failure("refusing to write '\(file.path)': it is not a plain relative path inside the output folder")
                }
                guard seen.insert(file.path).inserted else { throw failure("two files would be written to '\(file.path)'") }
            }
        }
        try admit(plan.files)
        let manager = FileManager.default
        let target = outputFolder
        let parent = target.deletingLastPathComponent()
        let name = target.lastPathComponent
        guard !name.isEmpty, name != "/", name != ".", name != ".." else {
            throw failure("'\(output)' cannot be an output folder")
        }
        var isDirectory: ObjCBool = false
        let exists = manager.fileExists(atPath: target.path, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue { throw failure("'\(output)' exists and is not a folder") }
        removeLeftovers(parent: parent, name: name)
        let suffix = "\(ProcessInfo.processInfo.processIdentifier)"
        let staging = parent.appendingPathComponent(".\(name).lifedoc-new-\(suffix)")
        let retired = parent.appendingPathComponent(".\(name).lifedoc-old-\(suffix)")
        var written = plan.files.count
        do {
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            // Every folder first, so the pages can then be written from any thread.
            func makeFolders(_ files: [OutputFile]) throws {
                var folders: Set<String> = []
                for file in files {
                    if let slash = file.path.utf8.lastIndex(of: UInt8(ascii: "/")) { folders.insert(String(file.path[..<slash])) }
                }
                for folder in folders.sorted() where !folder.isEmpty {
                    try manager.createDirectory(
                        at: staging.appendingPathComponent(folder, isDirectory: true), withIntermediateDirectories: true)
                }
            }
            try makeFolders(plan.files)
            // Paths as plain strings: a URL per file costs more than the file's system calls.
            let (from, into) = (target.path + "/", staging.path + "/")
            /// Places `files` in the new folder on all cores, one at a time per core: a file carried
            /// over is hard-linked from the current output (copied where it cannot be), any other is
            /// written, its job rendered first.
            func place(_ files: [OutputFile]) throws {
                let errors: [String?] = workers.map(files) { file in
                    do {
                        if file.isCarriedOver {
                            if link(from + file.path, into + file.path) != 0 {
                                try FileManager.default.copyItem(atPath: from + file.path, toPath: into + file.path)
                            }
                        } else {
                            try Self.writeFile(plan.bytes(of: file), to: into + file.path)
                        }
                        return nil
                    } catch {
                        return "\(file.path): \(error.localizedDescription)"
                    }
                }
                if let first = errors.lazy.compactMap({ $0 }).first { throw WriteError(message: first) }
            }
            // First the files carried over or already in memory (a one-page rebuild of a large site
            // hard-links tens of thousands).
            try place(plan.files.filter { $0.job == nil })
            // The files made by work that ran beside the planning (the search index): now, when it
            // is done, so they are not held while the pages render; else once the pages are written.
            func placePending() throws {
                guard let pending = plan.pending else { return }
                let late = try pending()
                try admit(late)
                try makeFolders(late)
                try place(late)
                written += late.count
            }
            let pendingFirst = plan.pendingIsReady?() ?? false
            if pendingFirst { try placePending() }
            // Pages left to render are rendered and written, in the order of their jobs.
            try place(plan.files.filter { $0.job != nil }.sorted { $0.job! < $1.job! })
            if !pendingFirst { try placePending() }
        } catch let refused as BuildFailure {
            try? manager.removeItem(at: staging)
            throw refused
        } catch {
            try? manager.removeItem(at: staging)
            throw failure("cannot write the new site beside '\(output)': \(error.localizedDescription)")
        }
        // The swap: one atomic exchange of the two folders where the kernel offers it, so there is
        // no moment, even for a build killed right then, without a complete site in place.
        if exists && AtomicRename.exchange(staging.path, target.path) {
            try? manager.moveItem(at: staging, to: retired)
        } else {
            do {
                if exists { try manager.moveItem(at: target, to: retired) }
            } catch {
                try? manager.removeItem(at: staging)
                throw failure("cannot replace '\(output)': \(error.localizedDescription)")
            }
            do {
                try manager.moveItem(at: staging, to: target)
            } catch {
                if exists { try? manager.moveItem(at: retired, to: target) }
                try? manager.removeItem(at: staging)
                throw failure("cannot move the new site into '\(output)': \(error.localizedDescription)")
            }
        }
        if exists { Self.remove(retired.path, workers: workers) }
        saveManifest(plan)
        return written
    }

    /// Removes the staging and retired folders that builds killed midway left beside the output
    /// (`.Site.lifedoc-new-<pid>`, `.Site.lifedoc-old-<pid>`), unless their process still runs.
    private func removeLeftovers(parent: URL, name: String) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: parent.path) else { return }
        for each in names.sorted() {
            for marker in [".\(name).lifedoc-new-", ".\(name).lifedoc-old-"] where each.hasPrefix(marker) {
                guard let pid = Int32(each.dropFirst(marker.count)) else { continue }
                if pid == ProcessInfo.processInfo.processIdentifier || kill(pid, 0) != 0 {
                    try? manager.removeItem(at: parent.appendingPathComponent(each))
                }
            }
        }
    }

    /// Removes the folder at `path` and everything in it, its top-level entries by `workers` (a
    /// site's two language folders hold nearly all its files). What cannot be removed is left.
    private static func remove(_ path: String, workers: Workers) {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
        _ = workers.map(names) { name in try? FileManager.default.removeItem(atPath: path + "/" + name) }
        try? manager.removeItem(atPath: path)
    }

    /// Creates (or truncates) the file at `path` and writes `bytes` into it.
    private static func writeFile(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw WriteError(message: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + done, $0.count - done) }
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteError(message: String(cString: strerror(errno)))
            }
            done += written
        }
    }

    /// A page that could not be written into the staging folder.
    private struct WriteError: LocalizedError {
        var message: String
        var errorDescription: String? { message }
    }

    private func failure(_ message: String) -> BuildFailure {
        BuildFailure([Diagnostic(.unwritableOutput, at: nil, message)])
    }
}

/// The system's `write(2)`, which the writer's own `write` methods hide inside the type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
