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
///     - ko: [켜지, 실행되]
///       en: [finish, launch]
///       scene: [connect]
/// ```
///
/// `words` maps Korean words and verb stems to the English words method names are made of, so a
/// Korean query also matches a method's name (들어갈 때 → enter). A Korean form matches a query
/// word that starts with it, conjugated or not (들어가 matches 들어갈, 들어가면, 들어간); `also`
/// lists English words readers use for the same moment (goes to the background → enter); `scene`
/// the name words of the same moment in the scene life cycle, for a query about scenes (a scene
/// that starts is connected: 켜질 때 씬델리게이트 → connect).
///
/// A query asks about a moment ("…할 때", "…되면", "when the app …", "언제 호출돼", "when is … called")
/// when its last Korean word is or ends with a Korean marker (면 in 되면), unless it ends with an
/// entry of the `not` list (화면; 려면 in 저장하려면, a purpose), when its first English word is an English marker, or when any word is a question
/// word (a Korean one may be conjugated: 호출돼, 불리는; one of two words is a phrase: 어디로 와).
/// A query that goes on after the moment ("메모리 경고 받으면 캐시 비우기") asks for the work to
/// do then, as a how-question does.
///
/// `abbreviations` are short forms people write inside run-together names (`appdidenterbg`).
///
/// `except` lists the words that rule something out (`ko: [말고, 아니라]`, `en: [instead of]`), and
/// in `not` the endings of a word before them that make them none (`뿐만` 아니라, 하`지` 말고).
///
/// `lifecycles` tells the scene life cycle from the app delegate's: `scene` words (씬, scene) make
/// 앱 mean the app in general, `app` words (앱델) name the app delegate, and a `without` word after a
/// scene word (씬 없는 앱) asks about an app that has no scenes.
package struct EventLexicon: Sendable, Hashable {
    /// One entry: Korean forms and the English name words they stand for.
    package struct Entry: Sendable, Hashable {
        package var korean: [String]
        /// English words a reader uses for the same moment (`goes` for enter), matched whole and stemmed.
        package var also: [String]
        package var english: [String]
        /// The English name words of the same moment in the scene life cycle, where they differ
        /// (a scene is connected, not launched: `scene: [connect]` for launch): used instead of
        /// `english` when the query asks about scenes and not the app delegate.
        package var scene: [String]

        /// Creates an entry.
        package init(korean: [String], also: [String] = [], english: [String], scene: [String] = []) {
            self.korean = korean
            self.also = also
            self.english = english
            self.scene = scene
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
    /// Words that ask how to do something, or what tells two things apart (어떻게, 방법, 하려면,
    /// 차이, how): the work is wanted, a task or a guide, even when the query names a method. A form
    /// of two words (뭐가 달라) is a phrase, matched like a `states` phrase.
    package var howTo: [String] = []
    /// Words that ask how things relate, what tells them apart or in what order they come (차이,
    /// 순서, 뭐가 먼저, 어느 쪽, 둘 중, difference, order, which one): the guide that relates them
    /// is wanted before a task that uses them or the page of one of them, and the query is read
    /// as how-to. Matched as `how` words are.
    package var compare: [String] = []
    /// Words that ask which state an app or scene is in (무슨 상태, 상태야, what state): a state's
    /// page is wanted, not the method called on the way in. A phrase of two words matches them
    /// written apart; one ending with `$` only the query's last words (상태$: 미연결 상태).
    package var states: [String] = []
    /// Words that ask for the call after a method the query names (다음, 이후, after, next) or
    /// before it (전에, 이전, before): the method's neighbours in the life cycle are wanted, not
    /// its own page. A Korean word matches the start of a query word, an English one a whole word.
    package var after: [String] = []
    package var before: [String] = []
    /// Words that name the scene life cycle (씬, 씬델, scene), the app delegate (앱델, appdelegate),
    /// the scene delegate (씬델, scenedelegate), and that say a scene is not used when they follow a
    /// scene word (씬 없는 앱, 씬을 안 쓰는).
    package var lifecycles = Lifecycles()
    /// Words that rule out what they name: Korean ones follow it (viewWillAppear 말고, 처음 켤 때
    /// 말고), English ones come before it (instead of viewWillAppear). The search leaves what they
    /// rule out unmatched and ranks the pages named by it lower.
    package var except: [Language: [String]] = [:]
    /// Endings of the word before a Korean `except` word that make it no exclusion: 뿐만 아니라
    /// (not only … but also), 저장하지 말고 (don't save: the work is still the subject).
    package var notExcept: [String] = []

    /// Which life cycle a query asks about. A query that names a scene asks about the scene's: the
    /// app (앱) in it is the app in general, not the app delegate, unless it names the app delegate.
    /// A scene word followed by a `without` word asks about the app delegate's life cycle. A query
    /// that names one delegate (`app`, `sceneDelegate`) and not the other asks about that delegate's
    /// methods: the other's rank below them.
    package struct Lifecycles: Sendable, Hashable {
        package var scene: [String] = []
        package var app: [String] = []
        package var sceneDelegate: [String] = []
        package var without: [String] = []

        /// Creates the lists.
        package init(scene: [String] = [], app: [String] = [], sceneDelegate: [String] = [], without: [String] = []) {
            self.scene = scene
            self.app = app
            self.sceneDelegate = sceneDelegate
            self.without = without
        }
    }

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
