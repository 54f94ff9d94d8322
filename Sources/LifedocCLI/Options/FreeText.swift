internal import ArgumentParser

/// Arguments read as free text, a search query or a method's name, where what people paste may
/// start with a dash (`- (void)applicationDidBecomeActive:(UIApplication *)application`). Such
/// commands take every argument that is not one of their options (`parsing: .allUnrecognized`), so
/// a misspelled long option would be read as text: it is refused instead.
enum FreeText {
    /// Throws a usage error naming the first word that looks like a long option (`--lnag`).
    static func refuseOptionLikeWords(_ words: [String]) throws {
        if let word = words.first(where: { $0.hasPrefix("--") && $0.dropFirst(2).first?.isLetter == true }) {
            throw ValidationError("unknown option '\(word)'; to use it as text, put -- before it")
        }
    }
}
