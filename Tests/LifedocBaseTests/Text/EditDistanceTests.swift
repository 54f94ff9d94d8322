import LifedocBase
import Testing

@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("", "", 0), ("abc", "", 3), ("", "abc", 3), ("kitten", "sitting", 3),
        ("applicationDidEnterBackgroud", "applicationDidEnterBackground", 1),
        ("sceneDidBecmoeActive", "sceneDidBecomeActive", 1),
        ("sceneDidBackground", "sceneDidEnterBackground", 5),
        ("포어그라운드", "포그라운드", 1),
    ])
    func measuresEditsIncludingSwaps(lhs: String, rhs: String, expected: Int) {
        #expect(EditDistance.between(lhs, rhs) == expected)
        #expect(EditDistance.between(rhs, lhs) == expected)
    }

    /// The bounded distance agrees with the full one whenever the full one is within the limit, and
    /// is nil otherwise, on names near and far (including a swap at the very start and end).
    @Test(arguments: [
        ("applicationdidenterbackground", "applicationdidenterbackgroud"),
        ("scenedidbecomeactive", "scenedidbecmoeactive"),
        ("scenedidbecomeactive", "csenedidbecomeactiev"),
        ("scenewillsyncremotedrafts", "scenedidsyncdrafts"),
        ("abc", "xyz"), ("", "ab"), ("viewdidload", "viewdidload"), ("a", "b"),
    ])
    func boundedDistanceAgreesWithTheFullOne(lhs: String, rhs: String) {
        let full = EditDistance.between(lhs, rhs)
        for limit in 0...3 {
            let bounded = EditDistance.within(Array(lhs.utf8), Array(rhs.utf8), limit: limit)
            #expect(bounded == (full <= limit ? full : nil), "\(lhs) \(rhs) limit \(limit)")
        }
    }
}
