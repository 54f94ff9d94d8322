/// The text of a heading split into its title and the stable `{#id}` written at its end.
package enum HeadingText {
    /// Splits `## When it is called {#when}` text into `("When it is called", "when")`. An id is
    /// lowercase ASCII letters, digits, `-` and `_`; anything else is kept as part of the title.
    package static func split(_ text: String) -> (title: String, id: String?) {
        let trimmed = trim(text)
        guard trimmed.hasSuffix("}"), let open = lastOpening(in: trimmed) else {
            return (trimmed, nil)
        }
        let idStart = trimmed.utf8.index(open, offsetBy: 2)
        let id = String(trimmed[idStart..<trimmed.index(before: trimmed.endIndex)])
        guard isValidID(id) else { return (trimmed, nil) }
        return (trim(String(trimmed[..<open])), id)
    }

    /// Whether `id` may be written as `{#id}`.
    package static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
    }

    /// Where the last `{#` in `text` starts.
    package static func lastOpening(in text: String) -> String.Index? {
        let bytes = text.utf8
        var index = bytes.endIndex
        while index > bytes.startIndex {
            index = bytes.index(before: index)
            if bytes[index] == UInt8(ascii: "{"), bytes.index(after: index) < bytes.endIndex,
                bytes[bytes.index(after: index)] == UInt8(ascii: "#")
            {
                return index
            }
        }
        return nil
    }

    private static func trim(_ text: String) -> String {
        var slice = Substring(text)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
