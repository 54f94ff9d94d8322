import LifedocBase
import LifedocContent
import LifedocGraph
import Testing

/// `deprecated:` is a fact of a method: read from front matter, its replacement resolved like any
/// other method reference, and exported in the graph.
@Suite struct DeprecationLinkerTests {
    private func method(_ symbol: String, _ extra: String = "", path: String) -> Page {
        PageParser.parse(SourceFile(path: path, text: """
            ---
            kind: method
            title: \(symbol)
            symbol: \(symbol)
            protocol: UIApplicationDelegate
            \(extra)
            ---
            UIKit calls this method at a moment of the app's life cycle that this page describes in full.
            """)).0!
    }

    private var replacementPage: Page {
        method("sceneDidBecomeActive(_:)", path: "en/methods/scene-did-become-active.md")
    }

    @Test func resolvesTheReplacementToItsCanonicalSignatureAndPage() throws {
        let deprecated = method(
            "applicationDidBecomeActive(_:)", "deprecated:\n  version: \"26.0\"\n  replacement: \"sceneDidBecomeActive:\"",
            path: "en/methods/application-did-become-active.md")
        let linked = GraphBuilder.link(pages: [deprecated, replacementPage])
        #expect(linked.diagnostics.isEmpty, "\(linked.diagnostics.map(\.formatted))")
        let node = try #require(linked.graph.node("methods/application-did-become-active"))
        #expect(node.deprecation == Deprecation(
            version: "26.0", replacement: "sceneDidBecomeActive(_:)", replacementID: "methods/scene-did-become-active"))
        let json = GraphJSON.format(linked.graph)
        #expect(json.contains("""
            "deprecated" : {
                    "replacement" : "sceneDidBecomeActive(_:)",
                    "version" : "26.0"
                  }
            """))
        #expect(linked.graph.node("methods/scene-did-become-active")?.deprecation == nil)
    }

    /// `deprecated: iOS 26.0` alone is read as the version; a replacement with no page is kept as
    /// written when `symbols.yml` lists it, and is an error with the nearest method otherwise.
    @Test func keepsAnExternalReplacementAndReportsAnUnknownOne() throws {
        let external = method(
            "application(_:open:options:)", "deprecated:\n  version: iOS 26.0\n  replacement: scene(_:openURLContexts:)",
            path: "en/methods/application-open-url.md")
        let unknown = method(
            "applicationWillResignActive(_:)", "deprecated:\n  version: 26.0\n  replacement: sceneDidBecomeActiv(_:)",
            path: "en/methods/application-will-resign-active.md")
        let linked = GraphBuilder.link(
            pages: [external, unknown, replacementPage], externalSymbols: ["scene(_:openURLContexts:)"])
        #expect(linked.graph.node("methods/application-open-url")?.deprecation
            == Deprecation(version: "26.0", replacement: "scene(_:openURLContexts:)"))
        let problem = try #require(linked.diagnostics.first { $0.code == .unknownReference })
        #expect(problem.location == SourceLocation(file: "en/methods/application-will-resign-active.md", line: 8))
        #expect(problem.suggestion == "sceneDidBecomeActive(_:)")
        #expect(linked.graph.node("methods/application-will-resign-active")?.deprecation?.replacement == nil)
    }

    @Test(arguments: ["deprecated: [26.0]", "deprecated:\n  version: soon", "deprecated:\n  replacement: x()", "deprecated:\n  since: 26.0"])
    func reportsADeprecationOfTheWrongShape(field: String) {
        let (page, diagnostics) = PageParser.parse(SourceFile(
            path: "en/m.md", text: "---\nkind: method\nsymbol: applicationDidBecomeActive(_:)\nprotocol: UIApplicationDelegate\n\(field)\n---\nx\n"))
        #expect(diagnostics.contains { $0.code == .invalidField }, "\(diagnostics.map(\.formatted))")
        #expect(page?.header.deprecation == nil || field.contains("since") == false)
    }

    /// A class's method declares `class:` instead of `protocol:`; declaring both is an error.
    @Test func acceptsAClassAsTheDeclaringTypeButNotBoth() throws {
        let classMethod = PageParser.parse(SourceFile(
            path: "en/methods/view-did-load.md",
            text: "---\nkind: method\nsymbol: viewDidLoad()\nclass: UIViewController\n---\nx\n")).0!
        let linked = GraphBuilder.link(pages: [classMethod])
        #expect(linked.diagnostics.isEmpty, "\(linked.diagnostics.map(\.formatted))")
        #expect(linked.graph.node("methods/view-did-load")?.className == "UIViewController")
        #expect(GraphJSON.format(linked.graph).contains("\"class\" : \"UIViewController\""))
        let both = PageParser.parse(SourceFile(
            path: "en/methods/view-did-load.md",
            text: "---\nkind: method\nsymbol: viewDidLoad()\nclass: UIViewController\nprotocol: UIViewController\n---\nx\n")).0!
        let problem = try #require(GraphBuilder.link(pages: [both]).diagnostics.first)
        #expect(problem.code == .invalidField && problem.message.contains("both 'protocol' and 'class'"))
    }
}
