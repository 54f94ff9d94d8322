import Foundation
import LifedocBase

/// The diagrams of earlier builds, kept in the build cache folder: one SVG file per DOT source,
/// named by a hash of the source and of the tools that made it (lifedoc, which cleans the SVG, and
/// Graphviz with its fonts). Laying out a state machine with thousands of methods takes seconds, and
/// most builds do not change it. The cache is an aid: a file that cannot be read or written, or
/// does not hold a whole SVG, only means `dot` runs again.
package struct DiagramCache: Sendable {
    /// The folder of SVG files.
    package var folder: String
    /// What identifies the tools: SVG made by others is never reused.
    package var tools: String

    /// A cache in `folder` for diagrams made by `tools`.
    package init(folder: String, tools: String) {
        self.folder = folder
        self.tools = tools
    }

    /// The SVG an earlier build made from `dot`, if it is kept whole.
    func svg(for dot: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path(for: dot)) else { return nil }
        let svg = String(decoding: data, as: UTF8.self)
        return svg.hasPrefix("<svg") && svg.hasSuffix("</svg>") ? svg : nil
    }

    /// Keeps `svg` as the drawing of `dot`.
    func store(_ svg: String, for dot: String) {
        CacheFile.replace(path(for: dot)) { write in try write(Array(svg.utf8)) }
    }

    /// Removes the drawings of every source but `sources`, so the folder holds one build's worth
    /// (each output folder has its own).
    func prune(keeping sources: [String]) {
        let kept = Set(sources.map { URL(fileURLWithPath: path(for: $0)).lastPathComponent })
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasSuffix(".svg") && !kept.contains(name) {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }

    private func path(for dot: String) -> String {
        var digest = ContentHash()
        digest.add(tools)
        digest.add(dot)
        return folder + "/" + digest.hex + ".svg"
    }
}
