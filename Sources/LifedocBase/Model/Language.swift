/// The two languages of the knowledge base; the content root has one folder per language.
package enum Language: String, Sendable, Codable, CaseIterable, Comparable, Hashable {
    case en, ko

    /// The other language of the pair.
    package var other: Language { self == .en ? .ko : .en }

    /// The language's name in English, for diagnostics.
    package var englishName: String { self == .en ? "English" : "Korean" }

    /// The language's own name for itself.
    package var nativeName: String { self == .en ? "English" : "한국어" }

    package static func < (lhs: Language, rhs: Language) -> Bool { lhs.rawValue < rhs.rawValue }
}
