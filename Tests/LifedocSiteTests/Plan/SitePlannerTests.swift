import LifedocBase
import LifedocSearch
import LifedocSite
import Testing

struct SitePlannerTests {
    @Test func writesEveryPageInBothLanguagesWithSiteFiles() throws {
        let plan = try SiteFixture.plan()
        let paths = plan.files.map(\.path)
        for path in [
            "index.html", "404.html", "sitemap.xml", "graph.json", "assets/site.css", "assets/site.js",
            "en/index.html", "ko/index.html", "en/translations.html", "ko/translations.html",
            "en/methods/scene-did-enter-background.html", "ko/methods/scene-did-enter-background.html",
            "en/states/scene/background.html", "ko/states/scene/background.html", "en/guides/guide.html",
            "en/compare/methods/scene-did-enter-background.html", "ko/compare/methods/scene-did-enter-background.html",
        ] {
            #expect(paths.contains(path), "missing \(path)")
        }
        #expect(!paths.contains("ko/guides/guide.html"))
        #expect(!paths.contains("en/compare/guides/guide.html"))
        #expect(paths == paths.sorted())
    }

    @Test func linksTranslationsBothWaysWithAlternatesOnlyBetweenTranslations() throws {
        let plan = try SiteFixture.plan()
        let english = plan.text("en/methods/scene-did-enter-background.html")
        #expect(english.contains("<html lang=\"en\">"))
        #expect(english.contains("data-lang-switch href=\"../../ko/methods/scene-did-enter-background.html\" hreflang=\"ko\""))
        #expect(english.contains("<link rel=\"alternate\" hreflang=\"ko\" href=\"https://example.org/docs/ko/methods/scene-did-enter-background.html\">"))
        #expect(english.contains("<link rel=\"alternate\" hreflang=\"x-default\" href=\"https://example.org/docs/en/methods/scene-did-enter-background.html\">"))
        let korean = plan.text("ko/methods/scene-did-enter-background.html")
        #expect(korean.contains("<html lang=\"ko\">"))
        #expect(korean.contains("data-lang-switch href=\"../../en/methods/scene-did-enter-background.html\" hreflang=\"en\""))
        let guide = plan.text("en/guides/guide.html")
        #expect(guide.contains("data-lang-missing"))
        #expect(!guide.contains("data-lang-switch"))
        #expect(!guide.contains("hreflang=\"x-default\""))
    }

    @Test func keepsSectionIDsTheSameInBothLanguages() throws {
        let plan = try SiteFixture.plan()
        for language in ["en", "ko"] {
            let page = plan.text("\(language)/methods/scene-did-enter-background.html")
            #expect(page.contains("<h2 id=\"when\">"))
            #expect(page.contains("<h2 id=\"what-to-do\">"))
            #expect(page.contains("href=\"../../\(language)/states/scene/background.html#what\""))
        }
    }

    @Test func showsMethodFactsTransitionsAndBacklinks() throws {
        let page = try SiteFixture.plan().text("en/methods/scene-did-enter-background.html")
        #expect(page.contains("<code>sceneDidEnterBackground:</code>"))
        #expect(page.contains("<code>UISceneDelegate</code>"))
        #expect(page.contains("iOS 13.0+"))
        #expect(page.contains("func sceneDidEnterBackground(_ scene: UIScene)"))
        #expect(page.contains("Foreground → Background"))
        let backlinks = try #require(page.components(separatedBy: "id=\"ld-mentioned-in\"").last)
        #expect(backlinks.contains("href=\"../../en/guides/guide.html\""))
        // A name in plain prose links to its method page.
        #expect(page.contains("<a href=\"../../en/methods/scene-will-resign-active.html\">sceneWillResignActive(_:)</a>"))
    }

    @Test func writesKoreanPagesWithKoreanInterfaceWords() throws {
        let plan = try SiteFixture.plan()
        let page = plan.text("ko/methods/scene-did-enter-background.html")
        #expect(page.contains("이 문서를 언급한 곳"))
        #expect(page.contains("Objective-C 셀렉터"))
        #expect(!page.contains("Mentioned in"))
        // The guide exists only in English: the Korean backlink goes there and says so.
        #expect(page.contains("href=\"../../en/guides/guide.html\" hreflang=\"en\""))
    }

    @Test func drawsStateMachinesWithTheStateHighlighted() throws {
        let plan = try SiteFixture.plan()
        let home = plan.text("ko/index.html")
        #expect(home.contains("<svg"))
        #expect(home.contains("백그라운드"))
        #expect(home.contains("ko/states/scene/background.html"))
        let state = plan.text("en/states/scene/background.html")
        #expect(state.contains("<svg"))
        #expect(state.contains("#ffd866"))
        #expect(!state.contains("<?xml"))
    }

    @Test func marksAStaleTranslationAndLinksItsSource() throws {
        let plan = try SiteFixture.plan(SiteFixture.staleFiles)
        let korean = plan.text("ko/methods/scene-did-enter-background.html")
        #expect(korean.contains("class=\"ld-stale\""))
        #expect(korean.contains("<li>할 일</li>"))
        #expect(korean.contains("href=\"../../en/methods/scene-did-enter-background.html\" hreflang=\"en\""))
        #expect(!plan.text("en/methods/scene-did-enter-background.html").contains("class=\"ld-stale\""))
        let dashboard = plan.text("en/translations.html")
        #expect(dashboard.contains("ld-status-stale"))
        #expect(!SiteFixture.files.isEmpty)
        #expect(!(try SiteFixture.plan()).text("ko/methods/scene-did-enter-background.html").contains("class=\"ld-stale\""))
    }

    @Test func leavesOutRawHTMLAndScriptLinks() throws {
        let guide = try SiteFixture.plan().text("en/guides/guide.html")
        #expect(!guide.contains("alert("))
        #expect(!guide.contains("javascript:"))
    }

    @Test func escapesAQuoteFollowedByACombiningMarkInsideAnAttribute() throws {
        // One grapheme (`"` + U+0301) that a Character-based escaper does not recognise as a quote,
        // while the browser's tokenizer ends the attribute at the quote's byte.
        var files = SiteFixture.files
        files["Content/en/guides/guide.md"] = """
            ---
            kind: article
            title: Quotes
            ---
            Ends here "\u{301} onmouseover=alert(1) x="<\u{301}b>
            """
        let page = try SiteFixture.plan(files).text("en/guides/guide.html")
        let escaped = "<meta name=\"description\" content=\"Ends here &quot;\u{301} onmouseover=alert(1) x=&quot;&lt;\u{301}b&gt;\">"
        let rawQuote = String(String.UnicodeScalarView(["\"", "\u{301}"]))
        #expect(page.contains(escaped))
        #expect(!page.contains(rawQuote))
    }

    /// A page's keywords are its `<meta name="keywords">`, escaped; a page without them has none.
    @Test func listsAPagesKeywordsInItsHead() throws {
        var files = SiteFixture.files
        files["Content/en/guides/guide.md"] = "---\nkind: article\ntitle: Audio\nkeywords:\n  - music stops\n  - \"\\\"locked\\\" <screen>\"\n---\nBody.\n"
        let plan = try SiteFixture.plan(files)
        #expect(plan.text("en/guides/guide.html").contains(
            "<meta name=\"keywords\" content=\"music stops, &quot;locked&quot; &lt;screen&gt;\">"))
        #expect(!plan.text("ko/guides/guide.html").contains("name=\"keywords\""))
    }

    @Test func showsBothLanguagesSectionBySection() throws {
        let compare = try SiteFixture.plan().text("ko/compare/methods/scene-did-enter-background.html")
        #expect(compare.contains("<div class=\"ld-compare-row\" id=\"when\">"))
        #expect(compare.contains("id=\"ko-when\""))
        #expect(compare.contains("id=\"en-when\""))
        let korean = try #require(compare.range(of: "id=\"ko-when\""))
        let english = try #require(compare.range(of: "id=\"en-when\""))
        #expect(korean.lowerBound < english.lowerBound)
    }

    @Test func saysSoWhenASectionIsWrittenInOneLanguageOnly() throws {
        // The Korean method has no `## 참고 {#notes}`; its column says the section is missing
        // instead of showing an empty cell.
        var files = SiteFixture.files
        files["Content/en/methods/scene-did-enter-background.md"]! += "\n\n## Notes {#notes}\n\nOnly in English.\n"
        let compare = try SiteFixture.plan(files).text("ko/compare/methods/scene-did-enter-background.html")
        let row = try #require(compare.range(of: "<div class=\"ld-compare-row\" id=\"notes\">"))
        let cells = String(compare[row.upperBound...]).components(separatedBy: "</div>\n</div>")[0]
        #expect(cells.contains("<div class=\"ld-compare-cell ld-compare-missing\"><p>이 언어로는 아직 쓰이지 않은 절입니다.</p></div>"))
        #expect(cells.contains("Only in English."))
        #expect(!cells.contains("<div class=\"ld-compare-cell ld-body\" lang=\"ko\"></div>"))
    }

    @Test func listsBothLanguagesInTheSitemap() throws {
        let sitemap = try SiteFixture.plan().text("sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.org/docs/ko/methods/scene-did-enter-background.html</loc>"))
        #expect(sitemap.contains("<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://example.org/docs/en/methods/scene-did-enter-background.html\"/>"))
        #expect(sitemap.contains("<loc>https://example.org/docs/en/guides/guide.html</loc>"))
    }

    @Test func shipsTheSearchIndexAndASearchBoxOnEveryPage() throws {
        let plan = try SiteFixture.plan()
        let paths = plan.files.map(\.path)
        #expect(paths.contains("search/manifest.js"))
        #expect(paths.contains("search/d/0.js"))
        #expect(paths.contains { $0.hasPrefix("search/t/") })
        #expect(plan.text("ko/search.html").contains("data-search-page"))
        let page = plan.text("ko/methods/scene-did-enter-background.html")
        #expect(page.contains("<form class=\"ld-search\" action=\"../../ko/search.html\" method=\"get\" role=\"search\" data-search-box"))
        let index = try SearchIndex.fromShards { path in plan.file(path)?.text }
        #expect(index.search("sceneDidEnterBackground:").first?.url == "en/methods/scene-did-enter-background.html")
        #expect(index.search("씬 백그라운드").first?.lang == "ko")
    }

    /// A build with a cache keys each page and site file by its inputs; one without (no compiler
    /// identity) records nothing, so it fingerprints nothing: its keys are empty, its files the same.
    @Test func keysItsFilesOnlyWhenACacheRecordsThem() throws {
        let cached = try SiteFixture.plan(compilerID: "test")
        let uncached = try SiteFixture.plan()
        let keyed = cached.files.compactMap(\.key)
        #expect(keyed.count > 10)
        #expect(keyed.allSatisfy { $0.count == 32 })
        #expect(Set(keyed).count == keyed.count, "each file has a key of its own")
        #expect(uncached.files.compactMap(\.key).allSatisfy { $0.isEmpty })
        #expect(uncached.files.compactMap(\.key).count == keyed.count)
        #expect(cached.files.map(\.path) == uncached.files.map(\.path))
        #expect(cached.files.map(\.path).map(cached.text) == uncached.files.map(\.path).map(uncached.text))
    }

    @Test func plansTheSameBytesTwice() throws {
        #expect(try SiteFixture.plan() == SiteFixture.plan())
    }

    @Test func refusesTwoPagesWithOneOutputFile() throws {
        var files = SiteFixture.files
        files["Content/en/index.md"] = "---\nkind: article\ntitle: Index\n---\nA page whose id is index, which is where the home page goes.\n"
        #expect {
            try SiteFixture.plan(files)
        } throws: { error in
            let failure = try #require(error as? BuildFailure)
            return failure.diagnostics.contains { $0.code == .outputCollision && $0.location?.file == "en/index.md" }
        }
    }
}
