import LifedocBase

/// What a page describes.
package enum PageKind: String, Sendable, Codable, CaseIterable, Comparable {
    /// A state of the app or scene life cycle.
    case state
    /// A delegate method (or view-controller method) of the life cycle.
    case method
    /// A recommended piece of work, tied to the methods where it belongs.
    case task
    /// A guide in prose; also every page without front matter.
    case article

    /// Position in listings: states, methods, tasks, articles.
    private var rank: Int { Self.allCases.firstIndex(of: self)! }

    package static func < (lhs: PageKind, rhs: PageKind) -> Bool { lhs.rank < rhs.rank }

    /// The kind a value that is none most likely means, for a "did you mean": the folders' names
    /// (`methods`, `guides`, `guide` for an article) or a kind within two edits (`methd`, `taks`).
    package static func likely(_ text: String) -> PageKind? {
        let word = text.trimmingWhitespace().lowercased()
        let singular = word.hasSuffix("s") ? String(word.dropLast()) : word
        if let kind = PageKind(rawValue: singular) { return kind }
        if ["guide", "guid", "doc", "document", "post", "page"].contains(singular) { return .article }
        return EditDistance.nearest(to: word, among: allCases.map(\.rawValue)) { _ in 2 }.flatMap(PageKind.init(rawValue:))
    }
}

/// The two life cycles UIKit offers.
package enum Lifecycle: String, Sendable, Codable, CaseIterable, Comparable {
    /// UIApplicationDelegate drives the life cycle (iOS 12 and earlier, or apps without scenes).
    case app
    /// UISceneDelegate drives it per scene (iOS 13 and later).
    case scene

    package static func < (lhs: Lifecycle, rhs: Lifecycle) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The life cycle a value that is none most likely means (`scenes`, `UIScene`, `scene-based`,
    /// `application`, `UIApplication`), for a "did you mean".
    package static func likely(_ text: String) -> Lifecycle? {
        let word = text.lowercased()
        if word.contains("scene") { return .scene }
        if word.contains("app") { return .app }
        return nil
    }
}
