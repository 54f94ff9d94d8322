/// How serious a diagnostic is. Ordered from the most to the least serious.
package enum Severity: String, Comparable, Sendable, Codable, CaseIterable {
    case error, warning, note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
