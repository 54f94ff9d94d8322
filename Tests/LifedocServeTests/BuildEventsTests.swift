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
}
