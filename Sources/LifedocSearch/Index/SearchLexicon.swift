import LifedocBase
package import LifedocContent

/// The glossary's event lexicon and abbreviations as the index ships them (in the manifest), so
/// Swift and the browser expand a query the same way.
package struct SearchLexicon: Codable, Sendable, Equatable {
    /// One entry: Korean forms (as written, composed) and the analysed English name words (`w:enter`).
    package struct Word: Codable, Sendable, Equatable {
        package var ko: [String]
        /// English words readers use, analysed (`w:goe` for goes is not needed: `w:go`).
        package var also: [String]
        package var en: [String]
        /// The name words in the scene life cycle, where they differ (`w:connect` for launch).
        package var scene: [String]
    }

    /// Korean forms → English name words.
    package var words: [Word] = []
    /// Event and question markers: `ko` (a query word that is or ends with one), `en` (a whole word).
    package var markers: [String: [String]] = [:]
    /// Korean words that end like a marker but are none (화면).
    package var notMarkers: [String] = []
    /// Words that make any query a question about a moment (Korean ones match conjugated).
    package var questions: [String] = []
    /// Words that ask how to do something: a Korean one at the start or end of a query word, an
    /// English one a whole word.
    package var howTo: [String] = []
    /// Words that ask how things relate or in what order they come, matched as `howTo` is.
    package var compare: [String] = []
    /// Phrases that ask which state (무슨 상태, what state), matched in the query's words.
    package var states: [String] = []
    /// Words that ask for the call after (`after`) or before (`before`) a method the query names.
    package var after: [String] = []
    package var before: [String] = []
    /// Short English forms written inside run-together names (`bg` in `didenterbg`) → the word.
    package var abbreviations: [String: String] = [:]
    /// Words naming the scene life cycle, the app delegate, the scene delegate, and, after a scene
    /// word, its absence (`EventLexicon.Lifecycles`): Korean ones composed, English ones lowercase.
    package var scene: [String] = []
    package var app: [String] = []
    package var sceneDelegate: [String] = []
    package var without: [String] = []
    /// Words that rule out what they name, by language (`EventLexicon.except`), and under `not` the
    /// endings of a word before a Korean one that make it none: Korean ones composed, English ones lowercase.
    package var except: [String: [String]] = [:]

    /// The words that name a life cycle or a delegate: `scene`, `app` and `sceneDelegate` together.
    package var lifeCycleNames: [String] { scene + app + sceneDelegate }

    /// An empty lexicon.
    package init() {}

    /// The lexicon of `glossary`'s `events:`.
    package init(_ glossary: Glossary) {
        words = glossary.events.entries.map { entry in
            Word(ko: entry.korean.map { Normalization.composed($0) },
                 also: entry.also.flatMap { Analyzer.terms($0).filter { $0.hasPrefix("w:") } },
                 en: entry.english.flatMap { Analyzer.terms($0).filter { $0.hasPrefix("w:") } },
                 scene: entry.scene.flatMap { Analyzer.terms($0).filter { $0.hasPrefix("w:") } })
        }
        for language in Language.allCases {
            markers[language.rawValue] = (glossary.events.markers[language] ?? []).map { Normalization.composed($0).lowercased() }
        }
        notMarkers = glossary.events.notMarkers.map { Normalization.composed($0) }
        questions = glossary.events.questions.map { Normalization.composed($0).lowercased() }
        howTo = glossary.events.howTo.map { Normalization.composed($0).lowercased() }
        compare = glossary.events.compare.map { Normalization.composed($0).lowercased() }
        states = glossary.events.states.map { Normalization.composed($0).lowercased() }
        after = glossary.events.after.map { Normalization.composed($0).lowercased() }
        before = glossary.events.before.map { Normalization.composed($0).lowercased() }
        abbreviations = glossary.events.abbreviations
        scene = glossary.events.lifecycles.scene.map { Normalization.composed($0).lowercased() }
        app = glossary.events.lifecycles.app.map { Normalization.composed($0).lowercased() }
        sceneDelegate = glossary.events.lifecycles.sceneDelegate.map { Normalization.composed($0).lowercased() }
        without = glossary.events.lifecycles.without.map { Normalization.composed($0).lowercased() }
        for language in Language.allCases {
            except[language.rawValue] = (glossary.events.except[language] ?? []).map { Normalization.composed($0).lowercased() }
        }
        except["not"] = glossary.events.notExcept.map { Normalization.composed($0) }
    }
}
