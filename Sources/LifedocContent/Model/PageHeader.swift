import LifedocBase

/// The typed front matter of a page. Each field keeps where it was written so that disagreements
/// between languages can point at both lines.
package struct PageHeader: Sendable, Hashable {
    package var id: Located<String>?
    package var kind: Located<PageKind>?
    package var title: Located<String>?
    package var order: Located<Int>?
    package var lifecycle: Located<Lifecycle>?
    package var symbol: Located<String>?
    package var objc: Located<String>?
    package var declaration: Located<String>?
    package var protocolName: Located<String>?
    /// The declaring class (`class:`), for methods a class declares rather than a protocol.
    package var className: Located<String>?
    package var availability: Located<String>?
    package var notification: Located<String>?
    package var counterpart: Located<String>?
    /// When the method was deprecated and what replaces it (`deprecated:`).
    package var deprecation: DeprecationDeclaration?
    package var group: Located<String>?
    package var methods: [Located<String>] = []
    package var transitions: [TransitionDeclaration] = []
    /// What readers type when this page is the answer (`keywords:`), in the page's language: search
    /// weighs them next to the title; the site lists them in the page's `<meta name="keywords">`.
    package var keywords: [Located<String>] = []
    /// What version of its source this translation was made from (`translation:`), if recorded.
    package var translation: TranslationRecord?
    /// Whether the page opts in to raw HTML and unsafe links in its body.
    package var allowsUnsafeHTML = false
    /// A page still being written (`draft: true`, as `lifedoc new` writes it): reported as a draft,
    /// not as a placeholder, and not counted as described.
    package var isDraft = false

    /// An empty header (a page without front matter).
    package init() {}
}
