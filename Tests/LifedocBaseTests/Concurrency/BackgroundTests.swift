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
}
