import Dispatch
import LifedocBase
import Testing

/// A background value is worked out while the caller goes on, and handed over whole.
struct BackgroundTests {
    @Test func runsWhileTheCallerGoesOnAndHandsOverTheValue() {
        let callerWent = DispatchSemaphore(value: 0)
        // The work waits for the caller: it can only see the signal if it runs on another thread
        // while the caller continues (run in place, or only when read, it would time out).
        let background = Background { () -> (sawCaller: Bool, words: [String]) in
            let saw = callerWent.wait(timeout: .now() + 10) == .success
            return (saw, ["씬이", "백그라운드로", "sceneDidEnterBackground(_:)"])
        }
        callerWent.signal()
        let result = background.value
        #expect(result.sawCaller)
        #expect(result.words == ["씬이", "백그라운드로", "sceneDidEnterBackground(_:)"])
        #expect(background.value.words.count == 3)
    }

    /// `isReady` answers without waiting; `take` hands the value over and keeps no reference to it.
    @Test func tellsWhenItIsReadyAndHandsTheValueOver() {
        final class Payload: Sendable {}
        let start = DispatchSemaphore(value: 0)
        let background = Background { () -> Payload in
            _ = start.wait(timeout: .now() + 10)
            return Payload()
        }
        #expect(!background.isReady)
        start.signal()
        var payload: Payload? = background.take()
        #expect(background.isReady)
        weak let freed = payload
        #expect(freed != nil)
        payload = nil
        #expect(freed == nil, "the background still held the value")
    }
}
