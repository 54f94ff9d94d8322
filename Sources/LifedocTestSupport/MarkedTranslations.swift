import LifedocCheck
import LifedocContent

/// Content fixtures whose translations are marked as current.
package enum MarkedTranslations {
    /// `files` (paths `Content/<language>/…`) with each Korean page's `translation:` record written
    /// from its English counterpart, as `lifedoc check --mark-translated` would.
    package static func marked(_ files: [String: String]) -> [String: String] {
        var result = files
        for (path, text) in files where path.hasPrefix("Content/ko/") {
            let englishPath = path.replacingOccurrences(of: "Content/ko/", with: "Content/en/")
            guard let english = files[englishPath],
                  let source = PageParser.parse(SourceFile(path: String(englishPath.dropFirst(8)), text: english)).0
            else { continue }
            result[path] = TranslationStamp.stamp(text, source: source)
        }
        return result
    }
}
