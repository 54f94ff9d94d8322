internal import ArgumentParser
import LifedocCLI
import LifedocSite
import LifedocBench

/// `lifedoc-bench templates`: the template engine's floor, the site's page template rendered with
/// bare views (`TemplateFloor`), single-threaded, as many times as a build renders pages.
struct TemplateFloorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Render the page template with bare views (a title and the layout), single-threaded.",
        discussion: """
            Loads the templates folder as 'lifedoc build' does (strings written in) and renders \
            'page' --pages times with the smallest view a page has, alternately in English and \
            Korean. Prints the pages and bytes rendered. 'make bench' times it as a whole process.
            """)

    @Option(name: .long, help: "The templates folder.")
    var templates = "Templates"

    @Option(name: .long, help: "How many pages to render.")
    var pages: Int

    func run() throws {
        let library: TemplateLibrary
        do {
            library = try TemplateLibrary.load(from: templates)
        } catch let failure as BuildFailure {
            for diagnostic in failure.diagnostics { Console.error(diagnostic.formatted) }
            throw ExitCode(2)
        }
        let bytes = TemplateFloor.render(library, pages: pages)
        print("rendered \(pages) pages, \(bytes) bytes")
    }
}
