import Dispatch
import Foundation

/// A value worked out on another thread while the caller goes on with something else; reading
/// `value` waits for it. `lifedoc build` finds out its tools (its own identity, Graphviz's version
/// and a probe drawing: two processes) while the content loads.
package final class Background<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    private var result: Value?

    /// Starts `work` on a thread of its own: on Dispatch's shared pool it could wait behind the
    /// caller's own parallel work, which keeps every core busy.
    package init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        let thread = Thread {
            self.result = work()
            self.done.leave()
        }
        thread.start()
    }

    /// The value, once `work` has returned.
    package var value: Value {
        done.wait()
        return result!
    }

    /// Waits until `work` has returned, reading nothing: safe whether or not the value was taken.
    package func wait() { done.wait() }

    /// Whether `work` has returned, without waiting for it.
    package var isReady: Bool { done.wait(timeout: .now()) == .success }

    /// The value, once `work` has returned, handed over: this no longer holds it, so it is freed
    /// as soon as the caller is done with it. Read once; `value` after it is a programming error.
    package func take() -> Value {
        done.wait()
        defer { result = nil }
        return result!
    }
}
