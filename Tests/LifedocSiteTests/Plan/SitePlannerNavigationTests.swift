import LifedocBase
import LifedocContent
import LifedocSite
import Testing

/// The sidebar's tree, the breadcrumbs, previous/next through the guides, heading links and the
/// edit link.
struct SitePlannerNavigationTests {
    private var files: [String: String] {
        var files = SiteFixture.files
        for (slug, order, title) in [("first", 2, "First guide"), ("second", 1, "Second guide")] {
            files["Content/en/guides/\(slug).md"] = "---\nkind: article\ntitle: \(title)\norder: \(order)\n---\nA guide that is long enough to be a real description of something.\n\n## Part {#part}\n\nText.\n"
        }
        return files
    }

    @Test func writesTheSidebarTreeOfEachLanguageWithTheGuidesInReadingOrder() throws {
        let plan = try SiteFixture.plan(files)
        let script = plan.text("en/nav.js")
        #expect(script.hasPrefix("(window.lifedocNavigation = window.lifedocNavigation || {})[\"en\"] = {\"sections\":["))
        let second = try #require(script.range(of: "\"id\":\"guides/second\"")).lowerBound
        let first = try #require(script.range(of: "\"id\":\"guides/first\"")).lowerBound
        #expect(second < first, "order 1 comes before order 2")
        #expect(script.contains("\"href\":\"en/methods/scene-did-enter-background.html\""))
        #expect(plan.text("ko/nav.js").contains("[\"ko\"]"))
        // A page in one language only is linked in the other language's tree.
        #expect(plan.text("ko/nav.js").contains("\"href\":\"en/guides/first.html\""))
    }

    @Test func marksThePageAndItsPlaceInEveryContentPage() throws {
        let plan = try SiteFixture.plan(files)
        let method = plan.text("en/methods/scene-did-enter-background.html")
        #expect(method.contains("<body data-page-id=\"methods/scene-did-enter-background\" data-root=\"../../\">"))
        #expect(method.contains("""
            <li><a href="../../en/index.html">Home</a></li>
            <li><a href="../../en/index.html#ld-methods">
            """))
        #expect(method.contains("<li><a href=\"../../en/index.html#ld-methods-uiscenedelegate\">UISceneDelegate</a></li>"))
        #expect(method.contains("<li><span aria-current=\"page\">sceneDidEnterBackground(_:)</span></li>"))
        #expect(method.contains("<a class=\"ld-anchor\" href=\"#when\" aria-label=\"Link to this section\">#</a></h2>"))
        #expect(plan.text("ko/methods/scene-did-enter-background.html").contains("aria-label=\"이 절로 가는 링크\""))
        #expect(!method.contains("ld-pager"))
    }

    @Test func linksThePreviousAndNextGuide() throws {
        let plan = try SiteFixture.plan(files)
        let second = plan.text("en/guides/second.html")
        #expect(second.contains("<a class=\"ld-pager-next\" rel=\"next\" href=\"../../en/guides/first.html\">"))
        #expect(!second.contains("ld-pager-previous"))
        #expect(plan.text("en/guides/first.html").contains("<a class=\"ld-pager-previous\" rel=\"prev\" href=\"../../en/guides/second.html\">"))
    }

    @Test func linksEachPageToItsSourceWhenTheConfigurationNamesARepository() throws {
        var configuration = SiteConfiguration()
        #expect(!(try SiteFixture.plan(files)).text("en/guides/first.html").contains("ld-edit"))
        configuration.repository = "https://github.com/owner/project"
        let plan = try SiteFixture.plan(files, configuration: configuration)
        #expect(plan.text("ko/methods/scene-did-enter-background.html")
            .contains("<a class=\"ld-edit\" href=\"https://github.com/owner/project/edit/main/Content/ko/methods/scene-did-enter-background.md\">이 페이지 편집</a>"))
    }
}
