import LifedocBase

/// Finds the strings a template names: every tag `{{s.name}}`, `{{{s.name}}}` or `{{#s.name}}` (the
/// page's language), and `{{en.name}}` / `{{ko.name}}` (one language, on the bilingual pages).
enum StringReferences {
    /// A named string and where its tag starts (1-based line and column).
    struct Reference: Hashable {
        /// The language the template asks in, or nil for the page's language (every table).
        var language: Language?
        var name: String
        var line: Int
        var column: Int
    }

    /// The references in `template`, in order.
    static func find(in template: String) -> [Reference] {
        var references: [Reference] = []
        let characters = Array(template)
        var line = 1
        var column = 1
        var index = 0
        while index < characters.count {
            if characters[index] == "{", index + 1 < characters.count, characters[index + 1] == "{" {
                var end = index + 2
                while end + 1 < characters.count, !(characters[end] == "}" && characters[end + 1] == "}") { end += 1 }
                var tag = String(characters[(index + 2)..<min(end, characters.count)])
                while let first = tag.first, "{&#^/ ".contains(first) { tag.removeFirst() }
                while let last = tag.last, last == " " || last == "}" { tag.removeLast() }
                if let dot = tag.firstIndex(of: "."), !tag.contains(" ") {
                    let scope = String(tag[..<dot])
                    let name = String(tag[tag.index(after: dot)...])
                    if !name.isEmpty, scope == "s" || Language(rawValue: scope) != nil {
                        references.append(Reference(language: Language(rawValue: scope), name: name, line: line, column: column))
                    }
                }
            }
            if characters[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        return references
    }
}
