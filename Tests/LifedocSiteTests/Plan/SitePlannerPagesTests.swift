import LifedocBase
import LifedocSite
import Testing

/// The facts panel of a method page: a class's method names its class, a deprecated method says
/// since when and links its replacement, and lists mark it.
struct SitePlannerPagesTests {
    private var deprecatedFiles: [String: String] {
        var files = SiteFixture.files
        let path = "Content/en/methods/scene-will-resign-active.md"
        files[path] = files[path]!.replacingOccurrences(
            of: "protocol: UISceneDelegate\n",
            with: "protocol: UISceneDelegate\ndeprecated:\n  version: \"26.0\"\n  replacement: sceneDidEnterBackground(_:)\n")
        return files
    }

    @Test func showsADeprecationWithItsLinkedReplacementInBothLanguages() throws {
        let plan = try SiteFixture.plan(deprecatedFiles)
        let english = plan.text("en/methods/scene-will-resign-active.html")
        #expect(english.contains("<dt class=\"ld-notice\">Deprecated</dt>\n<dd class=\"ld-notice\">iOS 26.0</dd>"))
        #expect(english.contains("<dt>Replaced by</dt>\n<dd><a href=\"../../en/methods/scene-did-enter-background.html\"><code>sceneDidEnterBackground(_:)</code></a>"))
        let korean = plan.text("ko/methods/scene-will-resign-active.html")
        #expect(korean.contains("<dt class=\"ld-notice\">지원 중단</dt>"))
        #expect(korean.contains("<dt>대체 메서드</dt>"))
        let home = plan.text("ko/index.html")
        #expect(home.contains("<code>sceneWillResignActive(_:)</code></a> <span class=\"ld-badge\">지원 중단</span>"))
        #expect(!home.contains("<code>sceneDidEnterBackground(_:)</code></a> <span class=\"ld-badge\">"))
        let replacement = plan.text("en/methods/scene-did-enter-background.html")
        #expect(!replacement.contains("ld-notice"))
    }

    @Test func labelsAClassMethodWithItsClass() throws {
        var files = SiteFixture.files
        let path = "Content/en/methods/scene-will-resign-active.md"
        files[path] = files[path]!.replacingOccurrences(of: "protocol: UISceneDelegate", with: "class: UIViewController")
        let plan = try SiteFixture.plan(files)
        let english = plan.text("en/methods/scene-will-resign-active.html")
        #expect(english.contains("<dt>Class</dt>\n<dd><code>UIViewController</code>"))
        #expect(!english.contains("<dt>Protocol</dt>"))
        #expect(plan.text("ko/methods/scene-will-resign-active.html").contains("<dt>클래스</dt>"))
        #expect(plan.text("en/index.html").contains("UIViewController"))
    }

    /// A counterpart declared on one page is named in the facts of both.
    @Test func namesACounterpartOnBothSides() throws {
        var files = SiteFixture.files
        let path = "Content/en/methods/scene-will-resign-active.md"
        files[path] = files[path]!.replacingOccurrences(
            of: "protocol: UISceneDelegate\n", with: "protocol: UISceneDelegate\ncounterpart: sceneDidEnterBackground(_:)\n")
        let plan = try SiteFixture.plan(files)
        let declaring = plan.text("en/methods/scene-will-resign-active.html")
        let other = plan.text("en/methods/scene-did-enter-background.html")
        #expect(declaring.contains("<dt>Counterpart</dt>\n<dd><a href=\"../../en/methods/scene-did-enter-background.html\">"))
        #expect(other.contains("<dt>Counterpart</dt>\n<dd><a href=\"../../en/methods/scene-will-resign-active.html\">"))
    }
}
