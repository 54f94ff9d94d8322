import Foundation

/// The text of a heading split into its title and the stable `{#id}` written at its end.
package enum HeadingText {
    /// Splits `## When it is called {#when}` text into `("When it is called", "when")`. An id is
    /// lowercase ASCII letters, digits, `-` and `_`; anything else is kept as part of the title.
    package static func split(_ text: String) -> (title: String, id: String?) {
        let trimmed = trim(text)
        guard trimmed.hasSuffix("}"), let open = trimmed.range(of: "{#", options: .backwards) else {
            return (trimmed, nil)
        }
        let id = String(trimmed[open.upperBound..<trimmed.index(before: trimmed.endIndex)])
        guard isValidID(id) else { return (trimmed, nil) }
        return (trim(String(trimmed[..<open.lowerBound])), id)
    }

    /// Whether `id` may be written as `{#id}`.
    package static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
    }

    private static func trim(_ text: String) -> String {
        var slice = Substring(text)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
