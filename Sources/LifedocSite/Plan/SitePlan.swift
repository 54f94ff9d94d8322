package import LifedocBase

/// Everything a build writes: files by path relative to the output folder, sorted by path. Small
/// files hold their bytes; pages and side-by-side views may instead name the job that renders
/// them, so a large site is rendered while it is written and never held in memory as a whole.
/// Files that other work still running will make (the search index) come last, from `pending`.
package struct SitePlan: Sendable {
    /// The files, sorted by path, each path unique.
    package var files: [OutputFile]
    /// Renders the bytes of a file whose `job` is set, from any thread.
    package var render: (@Sendable (Int) -> [UInt8])?
    /// The files whose paths are known only when work started by the planner ends: waits for it.
    /// Their paths are unique and differ from those of `files`.
    package var pending: (@Sendable () throws -> [OutputFile])?
    /// Whether `pending` would return at once: the writer then writes those files first, and
    /// lets them go before the pages are rendered.
    package var pendingIsReady: (@Sendable () -> Bool)?
    /// What renders and writes the files.
    package var workers = Workers.allCores

    /// Creates a plan, sorting the files by path.
    package init(
        files: [OutputFile], render: (@Sendable (Int) -> [UInt8])? = nil, pending: (@Sendable () throws -> [OutputFile])? = nil,
        pendingIsReady: (@Sendable () -> Bool)? = nil
    ) {
        self.files = files.sorted { $0.path < $1.path }
        self.render = render
        self.pending = pending
        self.pendingIsReady = pendingIsReady
    }

    /// The file at `path`.
    package func file(_ path: String) -> OutputFile? {
        files.first { $0.path == path }
    }

    /// The bytes of `file`: its own, or its job's rendered on the spot.
    package func bytes(of file: OutputFile) -> [UInt8] {
        guard let job = file.job, let render else { return file.bytes }
        return render(job)
    }

    /// The same plan with every job rendered (by `workers`) into its file's bytes, and the pending
    /// files in it.
    package func materialized() throws -> SitePlan {
        var result = self
        if let render {
            let deferred = files.indices.filter { files[$0].job != nil }
            let bytes = workers.map(deferred) { render(files[$0].job!) }
            for (index, rendered) in zip(deferred, bytes) {
                result.files[index].bytes = rendered
                result.files[index].job = nil
            }
            result.render = nil
        }
        if let pending {
            result = SitePlan(files: result.files + (try pending()))
            result.workers = workers
        }
        return result
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
    /// The number of the plan's job that renders the bytes while the site is written (`bytes` is
    /// then empty), or nil when the bytes are here.
    package var job: Int?

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

    /// A file rendered from inputs with fingerprint `key` by the plan's job number `job`.
    package init(path: String, job: Int, key: String) {
        self.init(path: path, bytes: [])
        self.job = job
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

extension SitePlan: Equatable {
    /// Two plans are equal when they have the same files; renderers are compared by what they render.
    package static func == (lhs: SitePlan, rhs: SitePlan) -> Bool {
        (try? lhs.materialized().files) == (try? rhs.materialized().files)
    }
}
