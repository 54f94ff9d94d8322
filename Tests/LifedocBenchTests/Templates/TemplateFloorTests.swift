import Foundation
import LifedocBench
import LifedocSite
import Testing

/// The template engine's floor renders the project's own page template with bare views, in both languages.
struct TemplateFloorTests {
    /// The repository's `Templates/` folder.
    static let templatesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates").path

    @Test func rendersBarePagesOfTheRealTemplatesInBothLanguages() throws {
        let library = try TemplateLibrary.load(from: Self.templatesFolder)
        let english = TemplateFloor.render(library, page: 4)
        let korean = TemplateFloor.render(library, page: 5)
        #expect(english.contains("<html lang=\"en\">") && english.contains("<code>page4(_:)</code>"))
        #expect(korean.contains("<html lang=\"ko\">") && korean.contains("<code>page5(_:)</code>"))
        // The layout is there with the other language's switch, and nothing a real page adds is.
        #expect(english.contains(">한국어</a>") && korean.contains(">English</a>"))
        for page in [english, korean] {
            #expect(page.contains("</html>") && !page.contains("ld-relations") && !page.contains("ld-facts")
                && !page.contains("ld-toc") && !page.contains("ld-section"))
        }
        #expect(TemplateFloor.render(library, pages: 2)
            == TemplateFloor.render(library, page: 0).utf8.count + TemplateFloor.render(library, page: 1).utf8.count)
        #expect(TemplateFloor.render(library, pages: 0) == 0)
    }
}
