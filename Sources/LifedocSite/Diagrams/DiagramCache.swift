import Foundation
package import LifedocBase

/// The diagrams of earlier builds, kept in the build cache folder: one SVG file per DOT source,
/// named by a hash of the source and of the Graphviz that laid it out. Laying out a state machine
/// with thousands of methods takes seconds, and most builds do not change it. The cache is an aid:
/// a file that cannot be read or written only means `dot` runs again.
package struct DiagramCache: Sendable {
    /// The folder of SVG files.
    package var folder: String
    /// What `dot -V` printed: SVG from another Graphviz is never reused.
    package var graphvizVersion: String

    /// A cache in `folder` for diagrams laid out by `graphvizVersion`.
    package init(folder: String, graphvizVersion: String) {
        self.folder = folder
        self.graphvizVersion = graphvizVersion
    }

    /// The SVG an earlier build made from `dot`, if it is kept.
    func svg(for dot: String) -> String? {
        FileManager.default.contents(atPath: path(for: dot)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Keeps `svg` as the drawing of `dot`.
    func store(_ svg: String, for dot: String) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? Data(svg.utf8).write(to: URL(fileURLWithPath: path(for: dot)), options: .atomic)
    }

    /// Removes the drawings of every source but `sources`, so the folder holds one build's worth.
    func prune(keeping sources: [String]) {
        let kept = Set(sources.map { URL(fileURLWithPath: path(for: $0)).lastPathComponent })
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasSuffix(".svg") && !kept.contains(name) {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }

    private func path(for dot: String) -> String {
        var digest = ContentHash()
        digest.add(graphvizVersion)
        digest.add(dot)
        return folder + "/" + digest.hex + ".svg"
    }
}
