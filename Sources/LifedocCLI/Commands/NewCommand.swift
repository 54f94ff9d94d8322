internal import ArgumentParser
import Foundation
import LifedocBase
import LifedocContent
import LifedocGraph

/// `lifedoc new KIND PATH`: writes a page with its kind's front matter and sections.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a new page with its kind's front matter and section skeleton.",
        discussion: """
            KIND is state, method, task or article (or guide); PATH a Markdown file inside a language folder of the content \
            (Content/en/methods/scene-did-x.md). A method's facts come from --symbol, in any spelling (a Swift \
            signature, a selector, a pasted declaration), checked against the methods the content already has. \
            The sections are those the content's pages of that kind have, headed as they head them. Then \
            `lifedoc translate PATH --to ko` writes its twin.
            """)

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case state, method, task, guide, article

        var pageKind: PageKind { self == .guide ? .article : PageKind(rawValue: rawValue)! }
    }

    @OptionGroup var options: ContentOptions

    @Argument(help: "state, method, task or article (guide is the same).")
    var kind: Kind

    @Argument(help: ArgumentHelp("The new page's file, inside a language folder.", valueName: "path"))
    var path: String

    @Option(name: .long, help: "The title (a method's is its signature).")
    var title: String?

    @Option(name: .long, help: "A method's name in any spelling: sceneDidEnterBackground(_:), a selector or a declaration.")
    var symbol: String?

    @Option(name: .customLong("protocol"), help: "A method's declaring protocol (default: from its name: scene → UISceneDelegate, application → UIApplicationDelegate).")
    var declaringProtocol: String?

    func validate() throws {
        if kind == .method && symbol == nil { throw ValidationError("a method page needs --symbol: its name in any spelling") }
        if kind != .method && title == nil { throw ValidationError("give the page a --title") }
    }

    func run() throws {
        let linked = try options.load()
        let (relative, language) = try ContentPath.locate(path, in: options.content)
        guard !FileManager.default.fileExists(atPath: path) else {
            throw ValidationError("'\(path)' exists already; edit it, or choose another path")
        }
        // The file's path under its language folder is the page's id, so a page check would refuse
        // ("할 일.md": a space) is refused here, before it is written.
        let id = String(relative.dropFirst(language.rawValue.count + 1).dropLast(3))
        guard PageID(Normalization.composed(id)).isSafe else {
            throw ValidationError(
                "'\(path)': the file's name is the page's id, and '\(id)' cannot be one (letters, digits, '-' and '_' only, no spaces); name it like 'finish-work.md', and the page in the other language the same")
        }
        var facts: [(String, String)] = []
        var title = self.title ?? ""
        if kind == .method, let symbol {
            guard let forms = SpellingParser.forms(of: symbol), let signature = forms.signature ?? forms.selector.map({ _ in forms.name }) else {
                throw ValidationError("'\(symbol)' is not a method's name in a form lifedoc reads (sceneDidEnterBackground(_:), a selector, a declaration)")
            }
            if let existing = linked.resolver.resolve(symbol), let file = linked.graph.node(existing)?.files.values.sorted().first {
                throw ValidationError("'\(symbol)' has a page already: \(options.pathPrefix)\(file)")
            }
            // An Objective-C selector does not say the Swift name (didUpdateCoordinateSpace: is
            // didUpdate: in Swift), and a page's symbol is the Swift one: ask for it.
            if forms.signature == nil, let selector = forms.selector, selector.contains(":") {
                throw ValidationError(
                    "'\(symbol)' is an Objective-C selector, which does not say the method's Swift name; give --symbol the Swift name as Apple's page shows it (windowScene(_:didUpdate:interfaceOrientation:traitCollection:)), then set the page's objc: to this selector")
            }
            let name = forms.signature ?? signature
            title = self.title ?? name
            facts.append(("symbol", name))
            if let selector = forms.selector { facts.append(("objc", selector)) }
            if symbol.contains("func ") { facts.append(("declaration", symbol.trimmingCharacters(in: .whitespaces))) }
            let type = declaringProtocol ?? Self.protocolFor(forms.name)
            guard let type else { throw ValidationError("name the method's declaring protocol with --protocol") }
            facts.append(("protocol", type))
        }
        let text = PageScaffold(linked: linked).newPage(kind: kind.pageKind, language: language, title: title, facts: facts)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        Console.print("wrote \(options.pathPrefix)\(relative): fill in the TODOs, then run 'lifedoc translate \(path) --to \(language.other.rawValue)'")
    }

    /// The delegate protocol a method's name says it belongs to.
    static func protocolFor(_ name: String) -> String? {
        if name.hasPrefix("windowScene") { return "UIWindowSceneDelegate" }
        if name.hasPrefix("scene") || name.hasPrefix("stateRestorationActivity") { return "UISceneDelegate" }
        if name.hasPrefix("application") { return "UIApplicationDelegate" }
        return nil
    }
}

/// A path given on the command line, as a page inside the content folder.
enum ContentPath {
    /// The content-relative path of `path` and its language; a usage error when it is outside the
    /// content folder or its language folders.
    static func locate(_ path: String, in content: String) throws -> (relative: String, language: Language) {
        let root = LocalPath.url(content).path
        let absolute = LocalPath.url(path).path
        guard absolute.hasPrefix(root + "/"), absolute.hasSuffix(".md") else {
            throw ValidationError("'\(path)' is not a Markdown file inside the content folder '\(content)'")
        }
        let relative = String(absolute.dropFirst(root.count + 1))
        guard let language = Language(rawValue: String(relative.prefix { $0 != "/" })) else {
            throw ValidationError("'\(path)' is not inside a language folder ('\(content)/en' or '\(content)/ko')")
        }
        return (relative, language)
    }
}
