import LifedocBase
import Testing

@Suite struct PageIDTests {
    /// A file path with spaces or brackets gets the id a site generator would give it; letters of
    /// any script stay, a path that would leave nothing in a segment gets none.
    @Test(arguments: [
        ("Swift 기초/Higher Order Function", "Swift-기초/Higher-Order-Function"),
        ("01《招聘一个靠谱的iOS》面试题参考答案/《招聘一个靠谱的iOS》面试题参考答案（上）", "01-招聘一个靠谱的iOS-面试题参考答案/招聘一个靠谱的iOS-面试题参考答案-上"),
        ("notes/ .hidden draft", "notes/hidden-draft"),
        ("a  --  b", "a-b"),
    ])
    func makesAnUnsafePathSafe(path: String, id: String) {
        #expect(!PageID(path).isSafe)
        #expect(PageID.safe(fromPath: path) == PageID(id))
    }

    @Test func givesNoIDWhenASegmentIsLeftEmpty() {
        #expect(PageID.safe(fromPath: "notes/《》") == nil)
        #expect(PageID.safe(fromPath: "../x") == nil)
        #expect(PageID.safe(fromPath: "") == nil)
    }
}
