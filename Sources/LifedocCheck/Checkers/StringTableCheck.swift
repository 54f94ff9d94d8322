package import LifedocBase
import LifedocContent

/// The site's string tables (`Templates/strings/<language>.yml`) must define the same names, so a
/// page is never Korean with one English label in it. Checked by `lifedoc check` beside the content.
package enum StringTableCheck {
    /// The names one table defines and another lacks, or why a table cannot be read. A templates
    /// folder without `strings/` has nothing to check.
    package static func diagnostics(templates: String, fileSystem: any FileSystem = LocalFileSystem()) -> [Diagnostic] {
        let root = templates.hasSuffix("/") ? String(templates.dropLast()) : templates
        guard fileSystem.kind(at: root + "/strings") == .directory else { return [] }
        var tables: [StringTable] = []
        var diagnostics: [Diagnostic] = []
        for language in Language.allCases {
            let file = root + "/strings/" + language.rawValue + ".yml"
            guard fileSystem.kind(at: file) == .file, let bytes = try? fileSystem.contents(of: file) else {
                diagnostics.append(Diagnostic(
                    .missingString, at: SourceLocation(file: file, line: 1),
                    "the \(language.englishName) string table is missing"))
                continue
            }
            switch StringTableReader.read(SourceFile(path: file, bytes: bytes), language: language) {
            case let .success(table): tables.append(table)
            case let .failure(diagnostic): diagnostics.append(diagnostic)
            }
        }
        return (diagnostics + StringTable.missingNames(in: tables)).sorted()
    }
}
