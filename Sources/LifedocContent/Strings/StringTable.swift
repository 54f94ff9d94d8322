package import LifedocBase

/// The site's own words in one language (navigation, labels, headings such as "Mentioned in", the
/// 404 text): one YAML file per language beside the templates, `strings/en.yml` and `strings/ko.yml`.
package struct StringTable: Sendable, Hashable {
    /// The language of the words.
    package var language: Language
    /// The file they were read from, as given to the reader.
    package var file: String
    /// Text by name.
    package var strings: [String: String]
    /// The line each name is defined on.
    package var lines: [String: Int]

    /// Creates a table.
    package init(language: Language, file: String, strings: [String: String], lines: [String: Int] = [:]) {
        self.language = language
        self.file = file
        self.strings = strings
        self.lines = lines
    }

    /// The names, sorted.
    package var names: [String] { strings.keys.sorted() }

    /// The location of a name's definition (line 1 when unknown).
    package func location(of name: String) -> SourceLocation {
        SourceLocation(file: file, line: lines[name] ?? 1)
    }

    /// Names defined in some table but not in another: one diagnostic per missing name and table,
    /// pointing at the table that lacks it, with the defining line as the related location.
    package static func missingNames(in tables: [StringTable]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let sorted = tables.sorted { $0.language < $1.language }
        for table in sorted {
            for other in sorted where other.language != table.language {
                for name in other.names where table.strings[name] == nil {
                    diagnostics.append(Diagnostic(
                        .missingString, at: SourceLocation(file: table.file, line: 1),
                        "string '\(name)' is defined in \(other.language.englishName) but not in \(table.language.englishName)",
                        related: [other.location(of: name)]))
                }
            }
        }
        return diagnostics.sorted()
    }
}
