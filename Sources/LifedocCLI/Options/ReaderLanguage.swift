import Foundation
import LifedocBase
import LifedocSearch

/// The language to answer a reader in: `--lang` when given; Korean when the query has Hangul;
/// otherwise the language of the environment (`LC_ALL`, else `LANG`: ko_KR.UTF-8 is Korean), since a
/// method's name is written in Latin letters whatever the reader's language; English by default.
enum ReaderLanguage {
    static func of(_ query: String, lang: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> Language {
        if let lang, let language = Language(rawValue: lang) { return language }
        if SearchIndex.language(of: query) == .ko { return .ko }
        let locale = environment["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["LANG"] ?? ""
        return locale.lowercased().hasPrefix("ko") ? .ko : .en
    }
}
