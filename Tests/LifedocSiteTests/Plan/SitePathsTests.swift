@testable import LifedocSite
import Testing

/// Where pages go, and which paths the writer accepts.
struct SitePathsTests {
    @Test(arguments: [
        "index.html", "ko/methods/scene-did-enter-background.html", "ko/guides/씬-상태.html", "a/.hidden/b.html",
        "a/...html", "a/..b/c.html", "ko/가.\u{301}/b.html", "ko/..\u{301}/b.html", "x",
    ])
    func acceptsPlainRelativePaths(path: String) {
        #expect(SitePaths.isSafe(path))
    }

    @Test(arguments: [
        "", "/", "/etc/passwd", "../x.html", "en/../../x.html", "en/..", "..", ".", "./x.html", "en/./x.html",
        "en//x.html", "en/", "a\\b.html", "ko/씬\\x.html", "a\u{0}b", "ko/가/../../x.html",
    ])
    func refusesAnythingElse(path: String) {
        #expect(!SitePaths.isSafe(path))
    }

    @Test func rootClimbsOneFolderPerSegment() {
        #expect(SitePaths.root(of: "index.html") == "")
        #expect(SitePaths.root(of: "ko/compare/methods/씬.html") == "../../../")
    }
}
