package import LifedocBase

/// Maps every way people write a life-cycle method to its page: one table of lowercased keys,
/// built from the method pages' signatures, selectors and notifications. A key that two methods
/// share (such as the bare `application`) names neither.
package struct SymbolResolver: Sendable {
    /// The known methods, sorted by id.
    package let symbols: [MethodSymbol]
    private let table: [String: PageID]
    private let baseWords: Set<String>
    private let externalKeys: Set<String>
    private let byID: [PageID: Int]
    /// The pages that did not parse, by file name without `.md` (`application-did-enter-background`).
    private let unparsed: [String: String]
    private let memo = ResolutionMemo()

    /// Builds the table from the known methods, and from the names of real APIs that have no page
    /// (`external`, from `symbols.yml`), which are then neither linked nor reported. `unparsed` are
    /// the files of pages that did not parse, whose methods are therefore unknown.
    package init(symbols: [MethodSymbol], external: [String] = [], unparsed: [String] = []) {
        self.symbols = symbols.sorted()
        var byID: [PageID: Int] = [:]
        for (offset, symbol) in self.symbols.enumerated() where byID[symbol.id] == nil { byID[symbol.id] = offset }
        self.byID = byID
        externalKeys = Set(external.flatMap { SpellingParser.keys(for: $0) })
        var owners: [String: Set<PageID>] = [:]
        for symbol in self.symbols {
            for key in symbol.keys { owners[key, default: []].insert(symbol.id) }
        }
        table = owners.compactMapValues { $0.count == 1 ? $0.first : nil }
        baseWords = Set(self.symbols.compactMap { Self.camelWords($0.baseName).first })
        var unparsedByName: [String: String] = [:]
        for file in unparsed.sorted() {
            let name = file.split(separator: "/").last.map { String($0.hasSuffix(".md") ? $0.dropLast(3) : $0) } ?? file
            if unparsedByName[name.lowercased()] == nil { unparsedByName[name.lowercased()] = file }
        }
        self.unparsed = unparsedByName
    }

    /// The file of a page that did not parse and whose name is `text`'s method written as a file
    /// name, as pages are named (`applicationDidEnterBackground(_:)` →
    /// `…/application-did-enter-background.md`; a signature's labels count, and may be cut short:
    /// `scene(_:willConnectTo:options:)` → `…/scene-will-connect-to.md`). Nil when every page parsed.
    package func unparsedPage(naming text: String) -> String? {
        guard !unparsed.isEmpty, let spelling = SpellingParser.parse(text) else { return nil }
        let written = spelling.signature ?? spelling.selector ?? spelling.name
        let name = written.split(separator: ".").last.map(String.init) ?? written
        let words = Self.camelWords(String(name.map { $0.isLetter || $0.isNumber ? $0 : ":" }))
        for count in stride(from: words.count, through: min(2, words.count), by: -1) {
            if let file = unparsed[words.prefix(count).joined(separator: "-")] { return file }
        }
        return nil
    }

    /// The method that `text` names, in any of its spellings, or nil.
    package func resolve(_ text: String) -> PageID? {
        memo.answer(for: text) { text in
            for key in SpellingParser.keys(for: text) {
                if let id = table[key] { return id }
            }
            return nil
        }
    }

    /// Whether `text` names a real API that is known to have no page of its own.
    package func isExternal(_ text: String) -> Bool {
        SpellingParser.keys(for: text).contains { externalKeys.contains($0) }
    }

    /// Whether `text`, which resolves to nothing, should be reported as an unknown method: it is not
    /// a known external API and it looks like a life-cycle method (`looksLikeMethod`). Remembered
    /// per text, as the same unknown names recur on many pages.
    package func isUnknownMethod(_ text: String) -> Bool {
        memo.verdict(for: text) { !isExternal($0) && looksLikeMethod($0) }
    }

    /// The symbol of a method page.
    package func symbol(for id: PageID) -> MethodSymbol? { byID[id].map { symbols[$0] } }

    /// Whether `text` looks like the name of a life-cycle method: its first word is (or is one typo
    /// away from) the first word of a known method (`application`, `scene`, `view`), and then either
    /// `Did`, `Will` or `Should` follows, or it has two or more argument labels, or it is within a
    /// typo's reach of a known method (a fifth of its length).
    package func looksLikeMethod(_ text: String) -> Bool {
        guard let spelling = SpellingParser.parse(text), !spelling.name.contains(".") else { return false }
        let words = Self.camelWords(spelling.name)
        // The part people remember, misspelt: a camelCase name of three words or more within a
        // typo's reach of a method's argument label (didDiscardSceneSceneSessions for
        // application(_:didDiscardSceneSessions:)).
        if words.count >= 3, spelling.name.count >= 10, spelling.name.first?.isLowercase == true,
            nearestLabel(to: spelling.name, within: max(2, spelling.name.count / 5)) != nil
        {
            return true
        }
        guard let first = words.first,
              baseWords.contains(first) || (first.count >= 5 && baseWords.contains { EditDistance.between($0, first) <= 1 })
        else { return false }
        let labels = (spelling.signature ?? spelling.selector ?? "").filter { $0 == ":" }.count
        if words.count == 1 { return labels >= 2 }
        if ["did", "will", "should"].contains(words[1]) || labels >= 2 { return true }
        return nearest(to: text, within: max(2, spelling.name.count / 5)) != nil
    }

    /// The known method closest to `text` by edit distance, for a "did you mean" suggestion: within
    /// `limit` edits (by default half the name's length, at least 3), ties broken by signature.
    package func nearest(to text: String, within limit: Int? = nil) -> MethodSymbol? {
        guard let name = SpellingParser.name(in: text)?.lowercased(), !name.isEmpty else { return nil }
        // A remembered label is the nearest there is (didDiscardSceneSceneSessions).
        let words = Self.camelWords(SpellingParser.name(in: text) ?? "")
        if words.count >= 3, let byLabel = nearestLabel(to: name, within: max(2, name.count / 5)),
            !baseWords.contains(words[0])
        {
            return byLabel
        }
        let limit = limit ?? max(3, name.count / 2)
        var best: (distance: Int, symbol: MethodSymbol)?
        let spelled = Array(name)
        for symbol in symbols {
            var candidates = [symbol.baseName.lowercased()]
            if symbol.labels.first == "_", let second = symbol.labels.dropFirst().first {
                candidates.append((symbol.baseName + second).lowercased())
            }
            for candidate in candidates {
                let distance = EditDistance.between(spelled, Array(candidate))
                guard distance <= limit else { continue }
                if best == nil || (distance, symbol.signature) < (best!.distance, best!.symbol.signature) {
                    best = (distance, symbol)
                }
            }
        }
        return best?.symbol
    }

    /// The method with an argument label of ten letters or more within `limit` edits of `name`
    /// (case ignored); ties broken by signature.
    func nearestLabel(to name: String, within limit: Int) -> MethodSymbol? {
        let spelled = Array(name.lowercased())
        var best: (distance: Int, symbol: MethodSymbol)?
        for symbol in symbols {
            for label in symbol.labels where label.count >= 10 {
                let distance = EditDistance.between(spelled, Array(label.lowercased()))
                guard distance <= limit else { continue }
                if best == nil || (distance, symbol.signature) < (best!.distance, best!.symbol.signature) {
                    best = (distance, symbol)
                }
            }
        }
        return best?.symbol
    }

    /// `sceneDidEnterBackground` → `["scene", "did", "enter", "background"]`.
    package static func camelWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = character.isUppercase && !current.isEmpty
                && (current.last?.isLowercase == true || next?.isLowercase == true)
            if character == "_" || character == ":" {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                continue
            }
            if startsWord {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
