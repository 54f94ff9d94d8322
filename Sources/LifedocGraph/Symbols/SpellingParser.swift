/// Reads the many ways people write a method into lookup keys: Swift signatures
/// (`application(_:didFinishLaunchingWithOptions:)`), bare names, Objective-C selectors
/// (`application:didFinishLaunchingWithOptions:`), pasted Swift and Objective-C declarations,
/// `-[AppDelegate applicationDidEnterBackground:]`, qualified names and notification names.
/// Keys are lowercased; the resolver tries them in order.
package enum SpellingParser {
    /// Modifiers and keywords that may stand before a pasted declaration's name.
    private static let modifiers: Set<String> = [
        "func", "override", "public", "open", "internal", "private", "fileprivate", "final", "optional",
        "dynamic", "nonisolated", "static", "class", "mutating", "required", "convenience", "package",
    ]

    /// The lookup keys for `text`, most specific first; empty when it cannot name a method.
    package static func keys(for text: String) -> [String] {
        guard let spelling = parse(text) else { return [] }
        var keys: [String] = []
        if let signature = spelling.signature { keys.append(signature.lowercased()) }
        if let selector = spelling.selector {
            keys.append(selector.lowercased())
            if !selector.hasSuffix(":") && selector.contains(":") { keys.append(selector.lowercased() + ":") }
        }
        let labelCount = (spelling.signature ?? spelling.selector ?? "").filter { $0 == ":" }.count
        if labelCount <= 1 { keys.append(spelling.name.lowercased()) }
        if let dot = spelling.name.lastIndex(of: ".") {
            keys.append(spelling.name[spelling.name.index(after: dot)...].lowercased())
        }
        var seen = Set<String>()
        return keys.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// What a spelling gives of a method: its name, and its Swift signature and Objective-C selector
    /// when the spelling carries them (for `lifedoc new`, which writes them into a page).
    package static func forms(of text: String) -> (name: String, signature: String?, selector: String?)? {
        parse(text).map { ($0.name, $0.signature, $0.selector) }
    }

    /// The method-like name inside `text` (for "looks like a method" checks and suggestions).
    package static func name(in text: String) -> String? { parse(text)?.name }

    /// What a spelling says: a base name, and a signature or a selector when it has one.
    struct Spelling {
        var name: String
        var signature: String?
        var selector: String?
    }

    static func parse(_ raw: String) -> Spelling? {
        var text = cleaned(raw)
        guard !text.isEmpty, text.count <= 400 else { return nil }
        if text.hasPrefix("-[") || text.hasPrefix("+[") {
            text = String(text.dropFirst(2).prefix { $0 != "]" })
            text = text.split(separator: " ").dropFirst().joined(separator: " ")
            return objcSpelling(text)
        }
        if text.hasPrefix("-") || text.hasPrefix("+") {
            return objcDeclaration(String(text.dropFirst()))
        }
        text = strippingModifiers(text)
        if let open = text.firstIndex(of: "(") {
            return swiftSpelling(name: String(text[..<open]), afterName: text[text.index(after: open)...])
        }
        if text.contains(":") { return objcSpelling(text) }
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
        guard isIdentifierPath(name) else { return nil }
        return Spelling(name: name, signature: nil, selector: nil)
    }

    private static func cleaned(_ raw: String) -> String {
        var text = raw.trimmingCharacters(in: " \t\n`")
        if let brace = text.firstIndex(of: "{") { text = String(text[..<brace]) }
        while let last = text.last, ";,.!?".contains(last) { text.removeLast() }
        return text.trimmingCharacters(in: " \t\n")
    }

    private static func strippingModifiers(_ text: String) -> String {
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            if rest.hasPrefix("@") {
                rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }
                if rest.hasPrefix("(") {
                    var depth = 0
                    var index = rest.startIndex
                    while index < rest.endIndex {
                        if rest[index] == "(" { depth += 1 }
                        if rest[index] == ")" { depth -= 1; if depth == 0 { break } }
                        index = rest.index(after: index)
                    }
                    rest = index < rest.endIndex ? rest[rest.index(after: index)...] : ""
                }
                continue
            }
            let word = rest.prefix { $0.isLetter }
            if modifiers.contains(String(word)), rest.dropFirst(word.count).first == " " {
                rest = rest.dropFirst(word.count)
                continue
            }
            return String(rest)
        }
    }

    private static func swiftSpelling(name rawName: String, afterName: Substring) -> Spelling? {
        var name = rawName.trimmingCharacters(in: " \t")
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        guard isIdentifier(name) else { return nil }
        var depth = 1
        var inside = ""
        for character in afterName {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if depth == 0 { break }
            inside.append(character)
        }
        let compact = inside.filter { $0 != " " }
        if compact.isEmpty { return Spelling(name: name, signature: name + "()", selector: nil) }
        if compact.last == ":", compact.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }) {
            let labels = compact.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
            if labels.allSatisfy(isIdentifier), compact.contains(":") {
                return Spelling(name: name, signature: name + "(" + labels.map { $0 + ":" }.joined() + ")", selector: nil)
            }
        }
        let labels = topLevelParts(of: inside).map(label(of:))
        return Spelling(name: name, signature: name + "(" + labels.map { $0 + ":" }.joined() + ")", selector: nil)
    }

    /// The argument label of one declared parameter (`_ scene: UIScene` → `_`).
    private static func label(of parameter: String) -> String {
        var beforeColon = ""
        var depth = 0
        for character in parameter {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == ":" && depth == 0 { break }
            beforeColon.append(character)
        }
        let words = beforeColon.split(separator: " ").map(String.init).filter { !$0.hasPrefix("@") }
        guard let first = words.first, words.count >= 1, beforeColon.count < parameter.count else { return "_" }
        return isIdentifier(first) ? first : "_"
    }

    private static func topLevelParts(of text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == "," && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: " ").isEmpty { parts.append(current) }
        return parts
    }

    private static func objcSpelling(_ text: String) -> Spelling? {
        let compact = text.filter { $0 != " " }
        let parts = compact.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        guard let first = parts.first, parts.allSatisfy(isIdentifier) else { return nil }
        return Spelling(name: first, signature: nil, selector: compact)
    }

    private static func objcDeclaration(_ text: String) -> Spelling? {
        var plain = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1; continue }
            if character == ")" { depth -= 1; plain.append(" "); continue }
            if depth == 0 { plain.append(character) }
        }
        let tokens = plain.split(separator: " ").map(String.init)
        let labeled = tokens.filter { $0.hasSuffix(":") || $0.contains(":") }
        if labeled.isEmpty {
            guard let name = tokens.first, isIdentifier(name) else { return nil }
            return Spelling(name: name, signature: nil, selector: name)
        }
        let selector = labeled.map { String($0.prefix { $0 != ":" }) + ":" }.joined()
        return objcSpelling(selector)
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_" else {
            return false
        }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_") }
    }

    private static func isIdentifierPath(_ text: String) -> Bool {
        text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isIdentifier(String($0)) }
    }
}

extension String {
    /// The string without leading and trailing characters from `set`.
    func trimmingCharacters(in set: String) -> String {
        guard let start = firstIndex(where: { !set.contains($0) }), let end = lastIndex(where: { !set.contains($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
