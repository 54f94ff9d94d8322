/// A page's identity across languages: its path below the language folder without `.md`
/// (`methods/scene-did-enter-background`), or the `id` its front matter declares.
package struct PageID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The "/"-separated id text.
    package let rawValue: String

    /// Wraps an id string as it is.
    package init(_ rawValue: String) { self.rawValue = rawValue }
    package init(stringLiteral value: String) { self.rawValue = value }

    package init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    package var description: String { rawValue }

    /// The last path component (`scene-did-enter-background`).
    package var slug: String { rawValue.split(separator: "/").last.map(String.init) ?? rawValue }

    /// Whether the id is a safe relative path: no empty, `.` or `..` segments, no backslashes,
    /// no leading slash, only characters that are safe in a URL path and a file name.
    package var isSafe: Bool {
        guard !rawValue.isEmpty, !rawValue.hasPrefix("/"), rawValue.count <= 200 else { return false }
        for segment in rawValue.split(separator: "/", omittingEmptySubsequences: false) {
            if segment.isEmpty || segment == "." || segment == ".." || segment.hasPrefix(".") { return false }
            for scalar in segment.unicodeScalars {
                // ASCII, nearly every id, is answered without looking up Unicode properties.
                let ok = scalar.isASCII
                    ? ASCIIBytes.isAlphanumeric(UInt8(scalar.value)) || scalar == "-" || scalar == "_" || scalar == "."
                    : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                if !ok { return false }
            }
        }
        return true
    }

    /// The id a file path that is not safe stands for, made safe the way a site generator makes
    /// an address of a file name: in each segment, every run of characters an id may not hold
    /// (spaces, brackets, 《》, （）) becomes one `-`, dashes in a row become one, with none at
    /// either end and no leading `.`
    /// (`Swift 기초/《面试题》（上）` → `Swift-기초/面试题-上`). Nil when a segment is left empty.
    package static func safe(fromPath path: String) -> PageID? {
        var segments: [String] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: false) {
            var scalars = String.UnicodeScalarView()
            for scalar in segment.unicodeScalars {
                let allowed = scalar.isASCII
                    ? ASCIIBytes.isAlphanumeric(UInt8(scalar.value)) || scalar == "-" || scalar == "_" || scalar == "."
                    : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                let next: Unicode.Scalar = allowed ? scalar : "-"
                if next == "-", scalars.last == "-" { continue }
                scalars.append(next)
            }
            var text = String(scalars)
            while text.hasPrefix(".") || text.hasPrefix("-") { text.removeFirst() }
            while text.hasSuffix("-") { text.removeLast() }
            guard !text.isEmpty, text != "..", text != "." else { return nil }
            segments.append(text)
        }
        let id = PageID(segments.joined(separator: "/"))
        return id.isSafe ? id : nil
    }

    package static func < (lhs: PageID, rhs: PageID) -> Bool { lhs.rawValue < rhs.rawValue }
}
