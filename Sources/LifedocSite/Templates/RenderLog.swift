import Dispatch
package import LifedocBase
package import LifedocTemplates

/// Every render of a build, in the order they happened: what the tests render again with the
/// reference engine (swift-mustache) to prove the renderer gives the same bytes.
package final class RenderLog: @unchecked Sendable {
    /// One render: the template, the page's language (nil for a page of both) and the view's value.
    package typealias Render = (template: String, language: Language?, value: TemplateValue)

    private let lock = DispatchSemaphore(value: 1)
    private var renders: [Render] = []

    package init() {}

    func add(template: String, language: Language?, value: TemplateValue) {
        lock.wait()
        renders.append((template, language, value))
        lock.signal()
    }

    /// The renders so far.
    package var all: [Render] {
        lock.wait()
        defer { lock.signal() }
        return renders
    }
}
