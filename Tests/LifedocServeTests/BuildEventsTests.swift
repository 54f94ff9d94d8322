import Synchronization
import LifedocServe
import Testing

/// The stream of build events each open page reads.
@Suite struct BuildEventsTests {
    @Test func aListenerGetsTheStateThenEachChangeThenTheEnd() async throws {
        let events = BuildEvents()
        events.publish(generation: 1, problems: [])
        var iterator = events.listen()
        let first = try #require(await iterator.next())
        #expect(String(decoding: first, as: UTF8.self).contains(#"{"generation":1,"problems":[]}"#))
        let waiting = Task { [iterator] in
            var iterator = iterator
            return await iterator.next().map { String(decoding: $0, as: UTF8.self) }
        }
        try await Task.sleep(for: .milliseconds(50))
        events.publish(generation: 1, problems: ["a.md:1: error: x"])
        #expect(await waiting.value?.contains(#""problems":["a.md:1: error: x"]"#) == true)
        events.close()
        #expect(await iterator.next() == nil)
    }

    @Test func aHeartbeatIsACommentThatChangesNothing() async throws {
        let events = BuildEvents()
        events.publish(generation: 3, problems: [])
        var listener = events.listen()
        _ = await listener.next()
        let done = Mutex(false)
        let waiting = Task { [listener] in
            var listener = listener
            let first = await listener.next().map { String(decoding: $0, as: UTF8.self) }
            done.withLock { $0 = true }
            return (first, listener)
        }
        // A heartbeat wakes only a listener already waiting: beat until this one has woken.
        for _ in 0..<500 where !done.withLock({ $0 }) {
            events.heartbeat()
            try await Task.sleep(for: .milliseconds(10))
        }
        let (beat, after) = await waiting.value
        #expect(beat == ": keep-alive\n\n")
        // The listener is still at build 3: the next build is news to it, whenever it asks.
        var next = after
        events.publish(generation: 4, problems: [])
        #expect(await next.next().map { String(decoding: $0, as: UTF8.self) }?.contains(#"{"generation":4,"problems":[]}"#) == true)
    }
}
