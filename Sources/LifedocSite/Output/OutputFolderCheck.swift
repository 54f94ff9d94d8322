import Foundation
package import LifedocBase

/// Whether a folder may become the output folder, which the writer replaces as a whole (and so
/// deletes what was in it). Asked before anything is rendered, so that a slip such as
/// `--output Content` or `--output .` is refused instead of deleting the content, the templates
/// or the project lifedoc runs in.
package enum OutputFolderCheck {
    /// A folder the output must not be, nor hold: the content, the templates, the cache.
    package struct Protected: Sendable {
        /// What the folder is, for the message (`the content folder`).
        package var role: String
        package var path: String
        /// Whether the output may lie inside it: not inside the templates, whose files every build
        /// copies into the site (a site there grows into its own assets), nor inside the cache.
        package var mayHoldOutput: Bool

        package init(_ role: String, _ path: String, mayHoldOutput: Bool = true) {
            self.role = role
            self.path = path
            self.mayHoldOutput = mayHoldOutput
        }
    }

    /// The files at the top of every site lifedoc writes: a folder holding all of them is taken
    /// for an earlier build's output.
    package static let siteMarkers = ["index.html", "sitemap.xml", "graph.json"]

    /// Files that keep an empty folder in version control or that Finder leaves: a folder holding
    /// only these counts as empty.
    static let placeholders: Set<String> = [".gitkeep", ".keep", ".DS_Store"]

    /// Why `output` cannot be replaced by a site, or nil when it can: it does not exist, is empty
    /// (but for `placeholders`), or holds an earlier lifedoc site, and it is neither one of `protected` nor holds one, nor
    /// holds `workingDirectory`.
    package static func problem(output: String, protecting protected: [Protected], workingDirectory: String) -> Diagnostic? {
        // Every question below is asked of the same absolute path, the one the writer replaces.
        let absolute = LocalPath.absolute(output, in: workingDirectory)
        let target = resolved(absolute, in: workingDirectory)
        /// Whether the output is (`is`) or holds (`holds`) the folder whose resolved components are
        /// `inner`.
        func relation(to inner: [String]) -> String? {
            guard inner.count >= target.count, Array(inner.prefix(target.count)) == target else { return nil }
            return inner == target ? "is" : "holds"
        }
        if target.count <= 1 { return refusal("'\(output)' is the root folder") }
        for each in protected {
            let folder = resolved(each.path, in: workingDirectory)
            if let relation = relation(to: folder) {
                return refusal(relation == "is" ? "'\(output)' is \(each.role)" : "'\(output)' holds \(each.role) '\(each.path)'")
            }
            if !each.mayHoldOutput, target.count > folder.count, Array(target.prefix(folder.count)) == folder {
                return Diagnostic(
                    .unwritableOutput, at: nil,
                    "'\(output)' is inside \(each.role) '\(each.path)', which the build reads from: the next build would "
                        + "take the site in as its own input; choose a folder outside it")
            }
        }
        if let relation = relation(to: resolved(workingDirectory, in: workingDirectory)) {
            return refusal("'\(output)' \(relation) the folder lifedoc runs in")
        }
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue,
            let names = try? manager.contentsOfDirectory(atPath: absolute),
            names.contains(where: { !placeholders.contains($0) })
        else { return nil }
        if siteMarkers.allSatisfy(names.contains) { return nil }
        return Diagnostic(
            .unwritableOutput, at: nil,
            "'\(output)' is not empty and holds no site lifedoc built (no \(siteMarkers.joined(separator: ", ")) at its top); "
                + "the output folder is replaced as a whole, so lifedoc leaves this one alone: remove it or choose another folder")
    }

    private static func refusal(_ reason: String) -> Diagnostic {
        Diagnostic(
            .unwritableOutput, at: nil,
            "\(reason): the output folder is replaced as a whole, so writing the site there would delete it; choose another folder")
    }

    /// The components of `path` made absolute, with `.`, `..` and symbolic links resolved.
    private static func resolved(_ path: String, in workingDirectory: String) -> [String] {
        LocalPath.url(path, in: workingDirectory).resolvingSymlinksInPath().pathComponents
    }
}
