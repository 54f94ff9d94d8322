package import LifedocBase

/// The words readers use for life-cycle moments, kept in the glossary (`events:`) so writers extend
/// search without touching code.
///
/// ```yaml
/// events:
///   markers:
///     ko: [때, 면, 직전, 직후]
///     en: [when, before, after]
///     not: [화면]
///   questions: [언제, 호출, 불리, called, invoked]
///   abbreviations: {app: application, bg: background}
///   how: [어떻게, 방법, 려면, how, difference]
///   words:
///     - ko: [진입, 들어가, 들어오]
///       also: [go, goes, move]
///       en: [enter]
/// ```
///
/// `words` maps Korean words and verb stems to the English words method names are made of, so a
/// Korean query also matches a method's name (들어갈 때 → enter). A Korean form matches a query
/// word that starts with it, conjugated or not (들어가 matches 들어갈, 들어가면, 들어간); `also`
/// lists English words readers use for the same moment (goes to the background → enter).
///
/// A query asks about a moment ("…할 때", "…되면", "when the app …", "언제 호출돼", "when is … called")
/// when its last Korean word is or ends with a Korean marker (면 in 되면), unless it ends with an
/// entry of the `not` list (화면; 려면 in 저장하려면, a purpose), when its first English word is an English marker, or when any word is a question
/// word (a Korean one may be conjugated: 호출돼, 불리는). A query that goes on after the moment
/// ("메모리 경고 받으면 캐시 비우기") asks for the work, not the moment.
///
/// `abbreviations` are short forms people write inside run-together names (`appdidenterbg`).
package struct EventLexicon: Sendable, Hashable {
    /// One entry: Korean forms and the English name words they stand for.
    package struct Entry: Sendable, Hashable {
        package var korean: [String]
        /// English words a reader uses for the same moment (`goes` for enter), matched whole and stemmed.
        package var also: [String]
        package var english: [String]

        /// Creates an entry.
        package init(korean: [String], also: [String] = [], english: [String]) {
            self.korean = korean
            self.also = also
            self.english = english
        }
    }

    /// The Korean-to-English word entries, in file order.
    package var entries: [Entry]
    /// Event and question markers per language.
    package var markers: [Language: [String]]
    /// Korean words that end like a marker but are none (화면 ends with 면).
    package var notMarkers: [String]
    /// Words that make any query a question about a moment, Korean or English.
    package var questions: [String]
    /// Short forms inside run-together names → the word (`bg` → `background`).
    package var abbreviations: [String: String]
    /// Words that ask how to do something (어떻게, 방법, 하려면, how): the work is wanted, a task or
    /// a guide, even when the query names a method.
    package var howTo: [String] = []

    /// Creates a lexicon.
    package init(
        entries: [Entry] = [], markers: [Language: [String]] = [:], notMarkers: [String] = [], questions: [String] = [],
        abbreviations: [String: String] = [:]
    ) {
        self.entries = entries
        self.markers = markers
        self.notMarkers = notMarkers
        self.questions = questions
        self.abbreviations = abbreviations
    }

    /// No lexicon.
    package static let empty = EventLexicon()
}
