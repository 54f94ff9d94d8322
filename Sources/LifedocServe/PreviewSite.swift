import LifedocBase

/// One whole version of the previewed site, held in memory: the files of a build by path, the
/// number of the build that made them, and the problems of the last build tried (which are not
/// in these files when that build failed: the last good site stays served). A rebuild makes a new
/// value and the server swaps it in at once, so a request sees one version or the other, never a mix.
package struct PreviewSite: Sendable {
    /// The files by "/"-separated path relative to the site's root.
    package var files: [String: [UInt8]]
    /// Counts the successful builds: 1 for the first.
    package var generation: Int
    /// What stopped the last build, each as `file:line: error: message`; empty when it succeeded.
    package var problems: [String]

    /// A site of `files`, made by build number `generation`.
    package init(files: [String: [UInt8]] = [:], generation: Int = 0, problems: [String] = []) {
        self.files = files
        self.generation = generation
        self.problems = problems
    }

    /// The file a request for `path` (its decoded path, query removed) is answered with, and its
    /// path in the site: a folder's path gives its `index.html`. Nil for a path that is not a file
    /// of the site or that could reach outside it (`PreviewPath`).
    package func file(forRequest path: String) -> (path: String, bytes: [UInt8])? {
        guard let relative = PreviewPath.sitePath(forRequest: path) else { return nil }
        for candidate in [relative, relative.isEmpty ? "index.html" : relative + "/index.html"] {
            if let bytes = files[candidate] { return (candidate, bytes) }
        }
        return nil
    }
}
