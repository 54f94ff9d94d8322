package import LifedocBase

/// One term of the termbase: its preferred form in each language and the variants readers meet elsewhere.
package struct GlossaryTerm: Sendable, Hashable {
    /// A stable id (`foreground`).
    package var id: String
    /// The preferred form per language.
    package var preferred: [Language: String]
    /// Variants per language that pages should not use; search treats them as the preferred form.
    package var variants: [Language: [String]]
    /// A one-sentence definition per language.
    package var definitions: [Language: String]
    /// Where the term is declared.
    package var location: SourceLocation
}

/// The termbase read from `Content/glossary.yml`, terms sorted by id.
package struct Glossary: Sendable, Hashable {
    /// The terms, sorted by id.
    package var terms: [GlossaryTerm]
    /// The words of life-cycle events, for search (`events:`).
    package var events: EventLexicon

    /// Creates a glossary, sorting its terms.
    package init(terms: [GlossaryTerm], events: EventLexicon = .empty) {
        self.terms = terms.sorted { $0.id < $1.id }
        self.events = events
    }

    /// An empty glossary.
    package static let empty = Glossary(terms: [])
}
