import Foundation
import LifedocBase

/// The language to answer a reader in: `--lang` when given; Korean when the query has Hangul;
/// otherwise the language of the environment (`LC_ALL`, else `LANG`: ko_KR.UTF-8 is Korean), since a
/// method's name is written in Latin letters whatever the reader's language; English by default.
enum ReaderLanguage {
    static func of(_ query: String, lang: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> Language {
        if let lang, let language = Language(rawValue: lang) { return language }
        if query.unicodeScalars.contains(where: { (0xAC00...0xD7A3).contains($0.value) || (0x3131...0x318E).contains($0.value) }) {
            return .ko
        }
        let locale = environment["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["LANG"] ?? ""
        return locale.lowercased().hasPrefix("ko") ? .ko : .en
    }
}
