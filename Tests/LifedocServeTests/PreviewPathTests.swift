import LifedocServe
import Testing

/// Which request paths name a site file, and which are refused.
@Suite struct PreviewPathTests {
    @Test func mapsRequestPathsToSitePaths() {
        #expect(PreviewPath.sitePath(forRequest: "/") == "")
        #expect(PreviewPath.sitePath(forRequest: "/en/") == "en")
        #expect(PreviewPath.sitePath(forRequest: "/en/states/app/active.html?q=1#x") == "en/states/app/active.html")
        #expect(PreviewPath.sitePath(forRequest: "/ko/%EA%B2%80%EC%83%89.html") == "ko/검색.html")
        #expect(PreviewPath.sitePath(forRequest: "/a%20b.html") == "a b.html")
    }

    @Test func refusesEveryWayOut() {
        for target in [
            "", "en/index.html", "/..", "/../etc/passwd", "/en/../../x", "/en/./index.html", "/%2e%2e/x", "/%2E%2e/x",
            "/.%2e/x", "/en%2fx", "/en%2Fx", "/en%5cx", "/en\\x", "//etc/passwd", "/en//x", "/%00", "/a%0ab",
            "/%zz", "/%e", "/%C3%28",
        ] {
            #expect(PreviewPath.sitePath(forRequest: target) == nil, "\(target)")
        }
    }

    @Test func aFolderGivesItsIndexAndNothingElseAnswers() {
        let site = PreviewSite(files: ["index.html": [1], "en/index.html": [2], "en/a.html": [3]], generation: 1)
        #expect(site.file(forRequest: "/")?.path == "index.html")
        #expect(site.file(forRequest: "/en")?.path == "en/index.html")
        #expect(site.file(forRequest: "/en/")?.bytes == [2])
        #expect(site.file(forRequest: "/en/a.html")?.bytes == [3])
        #expect(site.file(forRequest: "/en/b.html") == nil)
        #expect(site.file(forRequest: "/en/../index.html") == nil)
    }
}
