package import LifedocBase

/// What a translation records of the source page it was made from: the source language and a
/// fingerprint of each of the source's sections (`lead` for the text before the first `##`).
package struct TranslationRecord: Sendable, Hashable {
    /// The language translated from.
    package var source: Language
    /// Section id → fingerprint of the source section at translation time.
    package var sections: [String: String]
    /// Where the record is written.
    package var location: SourceLocation
    /// The commit of the repository holding the content when the translation was marked, when it
    /// is in git: a stale report then shows what changed in the source since.
    package var commit: String?
    /// A draft written by `lifedoc translate`: its prose still to be translated, section by
    /// section (`TranslationDraft.marker` before each block not yet translated).
    package var draft = false

    /// Creates a record.
    package init(source: Language, sections: [String: String], location: SourceLocation, commit: String? = nil) {
        self.source = source
        self.sections = sections
        self.location = location
        self.commit = commit
    }
}
