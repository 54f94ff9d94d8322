/// Korean particles that depend on the word before them: 을/를, 이/가, 은/는, 과/와, 으로/로 and the
/// quoting 이라는/라는.
/// The choice follows the last syllable's final consonant (받침); a word that ends in a Latin
/// letter or a digit is read aloud, roughly, to decide.
package enum KoreanParticles {
    /// Which pair of particles.
    package enum Pair: Sendable {
        case object, subject, topic, and, toward
        /// 이라는/라는: "'정지'라는 상태", "'실행 중'이라는 상태".
        case quote
    }

    /// `word` followed by the right particle of `pair`.
    package static func attach(_ word: String, _ pair: Pair) -> String {
        let final = finalConsonant(of: word)
        switch pair {
        case .object: return word + (final == nil ? "를" : "을")
        case .subject: return word + (final == nil ? "가" : "이")
        case .topic: return word + (final == nil ? "는" : "은")
        case .and: return word + (final == nil ? "와" : "과")
        // ㄹ (index 8) takes 로 like a vowel does: 파일로, 메일로.
        case .toward: return word + (final == nil || final == 8 ? "로" : "으로")
        case .quote: return word + (final == nil ? "라는" : "이라는")
        }
    }

    /// The index of the final consonant of the word's last syllable (1…27), or nil when it has none.
    package static func finalConsonant(of word: String) -> Int? {
        let ignored = " `)(_:'\"".unicodeScalars
        // Composed first: a name typed in decomposed jamo (NFD) ends with the same syllable.
        var scalars = Substring(Normalization.composed(word)).unicodeScalars
        while let last = scalars.last, ignored.contains(last) { scalars.removeLast() }
        guard let last = scalars.last else { return nil }
        if let parts = Hangul.parts(of: last) { return parts.final == 0 ? nil : parts.final }
        // Latin letters and digits as Korean readers say them: "-m", "-n", "-l", "-ng" endings and
        // digits 0, 1, 3, 6, 7, 8 (영, 일, 삼, 육, 칠, 팔) carry a final consonant.
        if String(scalars).lowercased().hasSuffix("ng") { return 21 }
        switch Character(last).lowercased() {
        case "m", "n", "1", "3", "6", "7", "8", "0": return 4
        case "l": return 8
        default: return nil
        }
    }
}
