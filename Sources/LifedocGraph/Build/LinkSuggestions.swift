import LifedocBase
import Synchronization

/// The "did you mean" of a link to no page: the page path it most likely meant. Made the first
/// time a link is broken (most builds have none), from every page path of both languages.
final class LinkSuggestions: Sendable {
    /// Every page path below the language folders (`states/scene/background.md`).
    private let paths: [String]
    private let tables = Mutex<Tables?>(nil)

    private struct Tables {
        /// Paths by their lowercased spelling (the first, in sorted order, when two share one).
        var byLowercase: [String: String] = [:]
        /// Paths by their lowercased file name (`background.md`), sorted.
        var byFileName: [String: [String]] = [:]
        /// Paths by their lowercased folder (`states/scene`), sorted.
        var byFolder: [String: [String]] = [:]
    }

    init(paths: [String]) {
        self.paths = paths
    }

    /// The page path `relative` (a path to no page) most likely meant: the same path in another
    /// case (a link written on a Mac, whose disk ignores case), the same file name in the nearest
    /// folder, or the nearest file name in the same folder (within a fifth of its length, at least
    /// two edits). Nil when nothing is close.
    func suggestion(for relative: String) -> String? {
        tables.withLock { tables in
            if tables == nil { tables = Self.tables(of: paths) }
            let table = tables!
            let lowered = relative.lowercased()
            if let path = table.byLowercase[lowered] { return path }
            let (folder, name) = Self.split(lowered)
            if let elsewhere = table.byFileName[name] {
                // Each candidate's distance once; of equally near ones, the first in path order.
                return elsewhere.map { (path: $0, distance: EditDistance.between($0.lowercased(), lowered)) }
                    .min { $0.distance < $1.distance }?.path
            }
            let limit = max(2, name.count / 5)
            var best: (path: String, distance: Int)?
            for candidate in table.byFolder[folder] ?? [] {
                let candidateName = Self.split(candidate.lowercased()).name
                guard let distance = EditDistance.within(Array(name.utf8), Array(candidateName.utf8), limit: limit),
                    distance < (best?.distance ?? Int.max)
                else { continue }
                best = (candidate, distance)
            }
            return best?.path
        }
    }

    private static func tables(of paths: [String]) -> Tables {
        var tables = Tables()
        for path in Set(paths).sorted() {
            let lowered = path.lowercased()
            if tables.byLowercase[lowered] == nil { tables.byLowercase[lowered] = path }
            let (folder, name) = split(lowered)
            tables.byFileName[name, default: []].append(path)
            tables.byFolder[folder, default: []].append(path)
        }
        return tables
    }

    /// A path's folder and file name (`states/scene`, `background.md`).
    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }
}
