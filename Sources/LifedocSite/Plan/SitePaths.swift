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
    /// no NUL, not absolute.
    package static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }
}
