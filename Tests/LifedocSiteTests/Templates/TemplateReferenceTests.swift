import Foundation
import LifedocBase
import LifedocCheck
import LifedocContent
import LifedocGraph
@testable import LifedocSite
import LifedocTemplates
import MustacheReference
import Testing

/// Every template with every view a build renders gives the same bytes through lifedoc's renderer
/// and through swift-mustache, the engine it replaced: the project's own content, and the fixture
/// (a stale translation, a guide in one language).
struct TemplateReferenceTests {
    @Test func rendersTheProjectsSiteAsTheReferenceDoes() throws {
        let root = URL(fileURLWithPath: SiteFixture.templatesFolder).deletingLastPathComponent().path
        let content = try ContentLoader.load(from: root + "/Content", fileSystem: LocalFileSystem())
        try expectSameRenders(content)
    }

    @Test func rendersTheFixtureAsTheReferenceDoes() throws {
        let content = try ContentLoader.load(from: "Content", fileSystem: MemoryFileSystem(SiteFixture.staleFiles))
        try expectSameRenders(content)
    }

    /// Builds `content`'s site, then renders each view the build rendered with both engines.
    private func expectSameRenders(_ content: LinkedContent) throws {
        var templates = try TemplateLibrary.load(from: SiteFixture.templatesFolder)
        let log = RenderLog()
        templates.log = log
        let input = SiteInput(content: content, report: Checks.run(content), templates: templates, baseURL: "https://example.org/docs")
        let plan = try SitePlanner.plan(input, deferringPages: false)
        var references: [Language?: ReferenceRenderer] = [:]
        for (language, texts) in templates.texts { references[language] = try ReferenceRenderer(texts) }
        let renders = log.all
        // One render per page and per sitemap, none missed.
        #expect(renders.count == plan.files.filter { $0.path.hasSuffix(".html") || $0.path.hasSuffix(".xml") }.count)
        #expect(Set(renders.map(\.template)) == Set(TemplateLibrary.required.filter { $0 != "layout" }))
        for render in renders {
            let ours = templates.render(render.value, template: render.template, language: render.language)
            let reference = references[render.language]?.render(render.template, render.value)
            #expect(ours == reference, "\(render.template) (\(render.language?.rawValue ?? "both"))")
            #expect(!ours.isEmpty)
        }
    }
}
