package import LifedocBase

/// Diagnostics that follow from another, folded under their cause: a page whose front matter does
/// not parse (an unquoted selector) makes every mention of its method elsewhere unknown, its
/// translation "missing", and any other problem in it secondary. Reported one by one, the cause
/// drowns: one unquoted `objc:` gave 70 errors, the cause twelfth in GitHub's list, which shows ten.
///
/// A cause is a problem that stops a page from being read (`DiagnosticCode.isInputError`), in its
/// file; a follow-on is any other diagnostic in that file, or one whose related locations point
/// into it (the unparsed page of a mentioned method, the expected place of a translation), or a
/// fact missing on the twin of such a page.
package enum FollowOns {
    /// A diagnostic and the problems that follow from it (none for most).
    package struct Folded: Sendable, Hashable {
        package var diagnostic: Diagnostic
        package var followOns: [Diagnostic]
    }

    /// `diagnostics` (sorted) with each follow-on moved under the first cause in its page, in the
    /// order given.
    package static func fold(_ diagnostics: [Diagnostic]) -> [Folded] {
        var causeOf: [String: Int] = [:]
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.code.isInputError && diagnostic.severity == .error {
            if let file = diagnostic.location?.file, causeOf[file] == nil { causeOf[file] = index }
        }
        // Each diagnostic's direct cause, then its root (a follow-on of a follow-on goes to the first cause).
        var direct: [Int?] = []
        for (index, diagnostic) in diagnostics.enumerated() {
            var files = [diagnostic.location?.file].compactMap { $0 } + diagnostic.related.map(\.file)
            // A fact missing on a page because its other-language twin, which declares it, does not parse.
            if diagnostic.code == .missingField, let file = diagnostic.location?.file {
                var parts = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                if let at = parts.firstIndex(where: { Language(rawValue: $0) != nil }), let language = Language(rawValue: parts[at]) {
                    parts[at] = language.other.rawValue
                    files.append(parts.joined(separator: "/"))
                }
            }
            // Two facts missing from one page are two things to add, not one following the other.
            direct.append(files.lazy.compactMap { causeOf[$0] }.first { cause in
                cause != index && !(diagnostic.code == .missingField && diagnostics[cause].code == .missingField)
            })
        }
        var followOns: [Int: [Diagnostic]] = [:]
        var kept: [Int] = []
        for index in diagnostics.indices {
            guard var root = direct[index] else {
                kept.append(index)
                continue
            }
            // Causes that point at each other (two unreadable pages naming each other) stay causes.
            var seen: Set<Int> = [index]
            var cycle = false
            while let next = direct[root] {
                guard seen.insert(root).inserted, next != index else { cycle = true; break }
                root = next
            }
            if cycle {
                kept.append(index)
                continue
            }
            followOns[root, default: []].append(diagnostics[index])
        }
        return kept.map { Folded(diagnostic: diagnostics[$0], followOns: followOns[$0] ?? []) }
    }

    /// The folded diagnostics with the causes first (GitHub shows the first ten annotations of a step).
    package static func causesFirst(_ folded: [Folded]) -> [Folded] {
        folded.filter { !$0.followOns.isEmpty } + folded.filter { $0.followOns.isEmpty }
    }
}
