import Foundation
import LifedocServe
import LifedocSite
import Testing

/// The preview's builds: after an edit only what changed is parsed and rendered again, and the
/// site is byte for byte the one a fresh build of the same files makes.
@Suite struct PreviewBuilderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["Content", "Templates"] {
            try FileManager.default.copyItem(at: Self.root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    private func builder(_ folder: URL) -> PreviewBuilder {
        PreviewBuilder(settings: .init(
            content: folder.appendingPathComponent("Content").path, templates: folder.appendingPathComponent("Templates").path,
            configuration: folder.appendingPathComponent("lifedoc.yml").path, baseURL: "http://127.0.0.1:8080/",
            graphviz: GraphvizRenderer(), compilerID: "test"))
    }

    private func append(_ text: String, to url: URL) throws {
        try (try String(contentsOf: url, encoding: .utf8) + text).write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func rebuildsOnlyWhatAnEditChangedToTheBytesOfAFreshBuild() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        var preview = builder(folder)
        let first = preview.rebuild()
        #expect(first.site.problems.isEmpty && first.site.generation == 1)
        for path in ["index.html", "en/index.html", "ko/states/app/active.html", "search/manifest.js", "sitemap.xml", "404.html"] {
            #expect(first.site.files[path] != nil, "\(path)")
        }
        #expect(first.parsed > 100 && first.rendered > 300)

        // One page's text: that file parsed, that page and its two side-by-side views (and the
        // listings that show its text) rendered; the rest carried over.
        try append("\nPreview edits keep the reader here: 편집.\n", to: folder.appendingPathComponent("Content/ko/states/app/active.md"))
        let edited = preview.rebuild(templatesChanged: false)
        #expect(edited.site.generation == 2 && edited.parsed == 1)
        #expect(edited.rendered > 0 && edited.rendered < 20, "rendered \(edited.rendered)")
        #expect(String(decoding: edited.site.files["ko/states/app/active.html"]!, as: UTF8.self).contains("편집"))
        var fresh = builder(folder)
        #expect(fresh.rebuild().site.files == edited.site.files, "an edit's rebuild differs from a fresh build")

        // A template: every page again, still the bytes of a fresh build.
        try append("<!-- preview -->\n", to: folder.appendingPathComponent("Templates/page.mustache"))
        let restyled = preview.rebuild(templatesChanged: true)
        #expect(restyled.parsed == 0 && restyled.rendered > 100)
        fresh = builder(folder)
        #expect(fresh.rebuild().site.files == restyled.site.files)
    }

    @Test func aFailedBuildKeepsTheLastGoodSiteAndSaysWhereItFailed() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        var preview = builder(folder)
        let good = preview.rebuild().site
        let page = folder.appendingPathComponent("Content/en/methods/scene-did-enter-background.md")
        let original = try String(contentsOf: page, encoding: .utf8)

        // Front matter that is not YAML: an input error, named by file and line.
        try original.replacingOccurrences(of: "\ntitle:", with: "\ntitle: [unclosed\n  x:").write(to: page, atomically: true, encoding: .utf8)
        let broken = preview.rebuild(templatesChanged: false).site
        #expect(broken.generation == good.generation && broken.files == good.files)
        #expect(broken.problems.contains { $0.hasPrefix(folder.appendingPathComponent("Content").path + "/en/methods/scene-did-enter-background.md:") })

        // A template that does not parse.
        try original.write(to: page, atomically: true, encoding: .utf8)
        let template = folder.appendingPathComponent("Templates/page.mustache")
        let layout = try String(contentsOf: template, encoding: .utf8)
        try (layout + "{{#unclosed}}\n").write(to: template, atomically: true, encoding: .utf8)
        let badTemplate = preview.rebuild(templatesChanged: true).site
        #expect(badTemplate.generation == good.generation && badTemplate.problems.contains { $0.contains("page.mustache") })

        // Fixed: a new good build, and no problem left.
        try layout.write(to: template, atomically: true, encoding: .utf8)
        let fixed = preview.rebuild(templatesChanged: true).site
        #expect(fixed.generation == good.generation + 1 && fixed.problems.isEmpty)
        #expect(fixed.files == good.files)
    }
}
