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
}

/// The two life cycles UIKit offers.
package enum Lifecycle: String, Sendable, Codable, CaseIterable, Comparable {
    /// UIApplicationDelegate drives the life cycle (iOS 12 and earlier, or apps without scenes).
    case app
    /// UISceneDelegate drives it per scene (iOS 13 and later).
    case scene

    package static func < (lhs: Lifecycle, rhs: Lifecycle) -> Bool { lhs.rawValue < rhs.rawValue }
}
