import Foundation

/// What `dot -V` prints, for the diagram cache's key, remembered in the cache folder beside the
/// drawings with the stamp (size, time, inode) of the `dot` it came from: a build starts Graphviz
/// only when a drawing changed, not to learn its version, unless `dot` itself was replaced.
enum GraphvizVersion {
    /// The name of the file in the diagram cache folder.
    static let fileName = "dot-version"

    /// `renderer`'s version, read from `folder` when the same `dot` wrote it there, else asked
    /// (and remembered). "" when `dot` cannot be found or run.
    static func of(_ renderer: GraphvizRenderer, rememberedIn folder: String) -> String {
        guard let binary = resolve(renderer.command), let stamp = FileStamp(path: binary) else { return renderer.version() }
        let key = "\(binary) \(stamp.size) \(stamp.modified).\(stamp.modifiedNanoseconds) \(stamp.inode)\n"
        let file = URL(fileURLWithPath: folder).appendingPathComponent(fileName).path
        if let data = FileManager.default.contents(atPath: file) {
            let text = String(decoding: data, as: UTF8.self)
            if text.hasPrefix(key), text.count > key.count { return String(text.dropFirst(key.count)) }
        }
        let version = renderer.version()
        if !version.isEmpty { CacheFile.replace(file) { write in try write(Array((key + version).utf8)) } }
        return version
    }

    /// The file `command` runs: itself when it names a path, else the first executable of that
    /// name on `PATH`, with symbolic links followed (Debian's `dot` is a link to `libgvc`'s).
    static func resolve(_ command: String) -> String? {
        let manager = FileManager.default
        let candidates = command.contains("/")
            ? [command]
            : (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/\(command)" }
        for candidate in candidates where manager.isExecutableFile(atPath: candidate) {
            return URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path
        }
        return nil
    }
}
