internal import FlyingSocks
import Synchronization

/// The build events the open pages listen to: the state of the last build, and every change of it
/// to each listener. A listener first gets the state as it is (so a page opened on a failed build
/// shows its problems at once), then each new one; a listener that falls behind gets only the
/// newest. Closing ends every stream, so the server can stop.
package final class BuildEvents: Sendable {
    private struct State {
        var version = 0
        var event: [UInt8] = LiveReload.event(generation: 0, problems: [])
        var closed = false
        var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextWaiter = 0
    }

    private let state = Mutex(State())

    /// Events with nobody listening yet.
    package init() {}

    /// Tells every listener that build `generation` is the last good one and that the last build
    /// tried had `problems`.
    package func publish(generation: Int, problems: [String]) {
        let resumed = state.withLock { state in
            state.version += 1
            state.event = LiveReload.event(generation: generation, problems: problems)
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for each in resumed { each.resume() }
    }

    /// Wakes every listener with a comment line, so a connection that nobody reads any more is
    /// found out and closed, and proxies keep an idle stream open.
    package func heartbeat() {
        let resumed = state.withLock { state in
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for each in resumed { each.resume() }
    }

    /// Ends every stream.
    package func close() {
        let resumed = state.withLock { state in
            state.closed = true
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for each in resumed { each.resume() }
    }

    /// A stream of the events as the bytes of a `text/event-stream` body.
    var stream: Stream { Stream(events: self) }

    /// What the next call of a listener that has seen `version` gets: the event when the version
    /// moved on, a heartbeat comment after a wake-up with nothing new, nil once closed.
    fileprivate func next(after version: Int, isFirst: Bool) async -> (bytes: [UInt8], version: Int)? {
        if isFirst {
            return state.withLock { $0.closed ? nil : ($0.event, $0.version) }
        }
        let id = state.withLock { state -> Int in
            state.nextWaiter += 1
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLock { state in
                    if state.closed || state.version != version || Task.isCancelled { return true }
                    state.waiting[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let continuation = state.withLock { $0.waiting.removeValue(forKey: id) }
            continuation?.resume()
        }
        return state.withLock { state in
            if state.closed || Task.isCancelled { return nil }
            if state.version != version { return (state.event, state.version) }
            return (Array(": keep-alive\n\n".utf8), version)
        }
    }

    /// A new listener, at the state as it is.
    package func listen() -> Listener { Listener(events: self) }

    /// One listener: its events, one after the other, as the bytes of a `text/event-stream` body.
    package struct Listener: Sendable {
        let events: BuildEvents
        var version = 0
        var isFirst = true

        /// The next event (the state as it is, the first time), a heartbeat comment, or nil once
        /// the events are closed.
        package mutating func next() async -> [UInt8]? {
            guard let (bytes, version) = await events.next(after: version, isFirst: isFirst) else { return nil }
            isFirst = false
            self.version = version
            return bytes
        }
    }

    /// The events as a byte sequence a response body streams.
    struct Stream: AsyncBufferedSequence {
        typealias Element = UInt8
        let events: BuildEvents

        func makeAsyncIterator() -> Iterator { Iterator(listener: events.listen()) }

        struct Iterator: AsyncBufferedIteratorProtocol {
            var listener: Listener
            var pending: [UInt8] = []

            mutating func next() async throws -> UInt8? {
                guard let buffer = try await nextBuffer(suggested: 1) else { return nil }
                return buffer.first
            }

            mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
                if pending.isEmpty {
                    guard let bytes = await listener.next() else { return nil }
                    pending = bytes
                }
                let part = Array(pending.prefix(Swift.max(count, 1)))
                pending.removeFirst(part.count)
                return part
            }
        }
    }
}
