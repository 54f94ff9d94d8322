import LifedocBase

/// The ids a page's headings get, in document order: a heading's `{#id}` when it has one, else a
/// slug of its text (`HTMLEscaping.slug`); an id already taken gets `-2`, `-3`, … The renderer
/// gives them (`CmarkConverter.renderHTML`), and `CmarkConverter.headingIDs` lists them for link
/// checks: one rule, so a fragment the check accepts is one the page has.
package struct HeadingAnchors: Sendable {
    private(set) var taken: Set<String> = []

    package init() {}

    /// The id for the next heading, whose own id (explicit or slug) is `base`.
    package mutating func claim(_ base: String) -> String {
        var id = base
        if taken.contains(id) {
            var number = 2
            while taken.contains("\(base)-\(number)") { number += 1 }
            id = "\(base)-\(number)"
        }
        taken.insert(id)
        return id
    }
}
