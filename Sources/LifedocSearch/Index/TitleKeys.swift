import LifedocBase
import LifedocContent

/// What a page is called, as exact-match keys (`t:` terms): a query that is nothing but a page's
/// name, in any order (`suspended`, `일시 중단`, `foreground active state`), finds that page first,
/// as readers of a docs site expect of a title typed in full; and each word of its names (`h:`
/// terms, not its keywords'), so a query all of whose words are among them comes next.
///
/// A key is the sorted distinct words (`w:` terms) of a name, joined by spaces. A page's names are
/// its title, and but for a method (whose title is a signature) the title without its parenthesised
/// part and that part alone (`일시 중단 (Suspended)`),
/// for a state each of those with the word for state and with its life cycle's word, and each of its keywords.
enum TitleKeys {
    /// The longest name, in words, that makes a key: longer text is a sentence, not a name.
    static let maximumWords = 8

    /// What a title key adds to the impact (thousandths) of a page's `t:` posting, and a keyword key.
    static let titleImpact = 1000
    static let keywordImpact = 500

    /// The key of `words` (analysed terms; only `w:` terms count), nil when there are none or too many.
    static func key(_ words: [String]) -> String? {
        let distinct = self.words(words)
        guard !distinct.isEmpty, distinct.count <= maximumWords else { return nil }
        return "t:" + distinct.joined(separator: " ")
    }

    /// The distinct words of analysed terms (only `w:` terms count), without their prefix, sorted.
    static func words(_ terms: [String]) -> [Substring] {
        Set(terms.filter { $0.hasPrefix("w:") }.map { $0.dropFirst(2) }).sorted()
    }

    /// The key that says a page's names hold `word` (as `words(_:)` gives it): `h:` and the word. A query of
    /// several words whose every word is among a page's names' words gets
    /// `SearchIndex.titleWordsBoost` on that page, though the names have more words than the query
    /// ("scene window" for "Scenes, windows and sessions").
    static func wordKey(_ word: some StringProtocol) -> String { "h:" + word }

    /// The words of the glossary's terms for the app and the scene, in both languages, that name a
    /// state's life cycle in a query.
    static func lifecycleWords(_ lifecycle: Lifecycle) -> [String] {
        switch lifecycle {
        case .app: ["app", "앱"]
        case .scene: ["scene", "씬"]
        }
    }

    /// The keys of `page` with their impacts, each key once (a title's impact wins over a keyword's).
    /// `words` remembers analysed words, as in `Analyzer.terms(_:memo:)`.
    static func keys(of page: Page, kind: PageKind, words: inout Analyzer.Memo) -> [(key: String, impact: Int)] {
        var names = [page.title]
        // A method's title is its signature, whose parentheses hold its labels, not another name
        // (application(_:didFinishLaunchingWithOptions:) is not "application").
        if kind != .method, let open = page.title.firstIndex(of: "("), let close = page.title.lastIndex(of: ")"), open < close {
            names.append(String(page.title[..<open]) + String(page.title[page.title.index(after: close)...]))
            names.append(String(page.title[page.title.index(after: open)..<close]))
        }
        if kind == .state {
            names += names.flatMap { ["\($0) state", "\($0) 상태"] }
            // Whose state it is, said the way readers say it: "app background state", "씬 백그라운드".
            if let lifecycle = page.header.lifecycle?.value { names += names.flatMap { name in lifecycleWords(lifecycle).map { "\($0) \(name)" } } }
        }
        var found: [String: Int] = [:]
        for name in names {
            let terms = Analyzer.terms(name, memo: &words)
            if let key = key(terms) { found[key] = titleImpact }
            // A method's too: "scene disconnect" is every word a query gives of sceneDidDisconnect(_:).
            for word in Self.words(terms) { found[wordKey(word)] = titleImpact }
        }
        for keyword in page.header.keywords {
            if let key = key(Analyzer.terms(keyword.value, memo: &words)), found[key] == nil { found[key] = keywordImpact }
        }
        return found.map { ($0.key, $0.value) }.sorted { $0.key < $1.key }
    }
}
