import LifedocSite

/// Turns the path of a request into the path of a site file, refusing every form that could name
/// something outside the site: `..` and `.` segments, their percent-encoded spellings, encoded
/// slashes and backslashes, NUL, and empty segments (`//`, which some servers read as an absolute
/// path). The preview serves from memory and so has no file system to escape, but the rules are
/// those a file server needs, so that what passes here would be safe anywhere.
package enum PreviewPath {
    /// The site path for the raw request target `target` (its path part, still percent-encoded),
    /// without a leading `/`: "" for the root. Nil when the path is refused.
    package static func sitePath(forRequest target: String) -> String? {
        var path = Substring(target)
        if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<query] }
        guard path.first == "/" else { return nil }
        path = path.dropFirst()
        let folder = path.isEmpty || path.hasSuffix("/")
        if folder { path = path.dropLast(path.isEmpty ? 0 : 1) }
        if path.isEmpty { return "" }
        guard let decoded = decode(path) else { return nil }
        // Decoding must not make a separator or a dot segment: `%2f` and `%2e%2e` are refused, not read.
        guard decoded.split(separator: "/", omittingEmptySubsequences: false).count
            == path.split(separator: "/", omittingEmptySubsequences: false).count,
            SitePaths.isSafe(decoded)
        else { return nil }
        for segment in decoded.split(separator: "/") where segment == "." || segment == ".." { return nil }
        return decoded
    }

    /// `text` with its `%XX` escapes decoded as UTF-8; nil for a broken escape, invalid UTF-8, an
    /// encoded `/`, `\\`, `.` or NUL, or a control character.
    static func decode(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte >= 0x20, byte != 0x7F, byte != UInt8(ascii: "\\") else { return nil }
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            let decoded = high << 4 | low
            guard decoded >= 0x20, decoded != 0x7F, !"/\\.%".utf8.contains(decoded) else { return nil }
            bytes.append(decoded)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
