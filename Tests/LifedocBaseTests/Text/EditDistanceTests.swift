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

    /// The nearest candidate within its bound; of equally near ones the earlier; none beyond.
    @Test func findsTheNearestCandidateWithinItsBound() {
        #expect(EditDistance.nearest(to: "methd", among: ["state", "method", "task"]) { _ in 2 } == "method")
        #expect(EditDistance.nearest(to: "tas", among: ["task", "tag"]) { _ in 2 } == "task")
        #expect(EditDistance.nearest(to: "tas", among: ["tag", "task"]) { _ in 2 } == "tag")
        #expect(EditDistance.nearest(to: "씬상태", among: ["씬 상태", "앱 상태"]) { _ in 1 } == "씬 상태")
        #expect(EditDistance.nearest(to: "xyz", among: ["state", "task"]) { _ in 2 } == nil)
        #expect(EditDistance.nearest(to: "symbl", among: ["symbol"]) { $0.count > 6 ? 2 : 0 } == nil)
    }
}
