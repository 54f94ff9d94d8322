package import LifedocBase

/// Where each page of the site lives, relative to the output folder. Content pages keep their id as
/// their path below the language folder, so `methods/scene-did-enter-background` in Korean is
/// `ko/methods/scene-did-enter-background.html`.
package enum SitePaths {
    /// The page of a content page.
    package static func page(_ id: PageID, in language: Language) -> String {
        "\(language.rawValue)/\(id.rawValue).html"
    }

    /// A language's home page.
    package static func home(_ language: Language) -> String { "\(language.rawValue)/index.html" }

    /// The side-by-side view of a page, with the interface in `language`.
    package static func compare(_ id: PageID, in language: Language) -> String {
        "\(language.rawValue)/compare/\(id.rawValue).html"
    }

    /// The search page.
    package static func search(_ language: Language) -> String { "\(language.rawValue)/search.html" }

    /// The sidebar's tree of a language, a script the pages load (`site.js` draws it).
    package static func navigation(_ language: Language) -> String { "\(language.rawValue)/nav.js" }

    /// The translation dashboard.
    package static func dashboard(_ language: Language) -> String { "\(language.rawValue)/translations.html" }

    /// The stylesheet and script, and the folder they are copied into.
    package static let assets = "assets"

    /// The relative prefix from the folder of `path` back to the output folder (`../../` for
    /// `en/methods/x.html`).
    package static func root(of path: String) -> String {
        String(repeating: "../", count: path.split(separator: "/").count - 1)
    }

    /// Whether `path` is a safe relative file path: no empty, `.` or `..` segments, no backslash,
    /// no NUL, not absolute. Read as UTF-8 bytes (the writer asks for every file of the site, twice):
    /// slash, backslash, dot and NUL are single bytes that never occur inside another character's encoding.
    package static func isSafe(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard !bytes.isEmpty else { return false }
            var segmentStart = 0
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : UInt8(ascii: "/")
                if byte == UInt8(ascii: "\\") || byte == 0 { return false }
                guard byte == UInt8(ascii: "/") else { continue }
                let length = index - segmentStart
                if length == 0 { return false }
                if length <= 2, bytes[segmentStart] == UInt8(ascii: "."), length == 1 || bytes[segmentStart + 1] == UInt8(ascii: ".") {
                    return false
                }
                segmentStart = index + 1
            }
            return true
        }
    }
}
