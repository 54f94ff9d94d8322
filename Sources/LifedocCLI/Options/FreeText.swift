internal import ArgumentParser
import LifedocBase

/// Arguments read as free text, a search query or a method's name, where what people paste may
/// start with a dash (`- (void)applicationDidBecomeActive:(UIApplication *)application`). Such
/// commands take every argument that is not one of their options (`parsing: .allUnrecognized`), so
/// a misspelled long option would be read as text: it is refused instead.
enum FreeText {
    /// Throws a usage error naming the first word before a `--` that looks like a long option
    /// (`--lnag`), with the option it most likely meant.
    static func refuseOptionLikeWords(_ words: [String], options: [String] = []) throws {
        let before = words.prefix { $0 != "--" }
        if let word = before.first(where: { $0.hasPrefix("--") && $0.dropFirst(2).first?.isLetter == true }) {
            let name = String(word.dropFirst(2).prefix { $0 != "=" })
            let nearest = EditDistance.nearest(to: name, among: options.sorted()) { max(2, $0.count / 3) }
            throw ValidationError("unknown option '\(word)'" + (nearest.map { " (did you mean '--\($0)'?)" } ?? "")
                + "; to use it as text, put -- before it")
        }
    }

    /// The text the words make: everything after a first `--` is taken as written, and the `--` itself is dropped.
    static func text(_ words: [String]) -> String {
        guard let marker = words.firstIndex(of: "--") else { return words.joined(separator: " ") }
        return (words[..<marker] + words[(marker + 1)...]).joined(separator: " ")
    }
}
