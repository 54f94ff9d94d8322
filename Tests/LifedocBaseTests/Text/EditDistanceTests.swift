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
}
