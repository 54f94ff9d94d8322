internal import ArgumentParser
import LifedocBase
import LifedocContent
import LifedocGraph
import LifedocSearch

/// `lifedoc show NAME`: prints a method in both languages, found by any spelling.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a method in both languages.",
        discussion: """
            NAME may be a Swift signature (sceneDidEnterBackground(_:)), a bare name, an Objective-C \
            selector (application:didFinishLaunchingWithOptions:), a pasted declaration \
            ('func sceneDidBecomeActive(_ scene: UIScene)') or a notification name \
            (UIApplicationDidEnterBackgroundNotification). Exits 1 when no method matches.
            """)

    @OptionGroup var options: ContentOptions

    @OptionGroup var output: OutputOptions

    @Option(name: .long, help: "Answer in this language: ko or en (default: the query's language, else LANG's).")
    var lang: String?

    /// Every argument that is not an option (`FreeText`): a pasted Objective-C declaration starts
    /// with a dash.
    @Argument(parsing: .allUnrecognized, help: "The method, in any spelling.")
    var words: [String] = []

    private var name: String { FreeText.text(words) }

    func validate() throws {
        try FreeText.refuseOptionLikeWords(words, options: ["content", "color", "lang", "help"])
        if let lang, Language(rawValue: lang) == nil { throw ValidationError("--lang must be ko or en") }
        if name.allSatisfy(\.isWhitespace) { throw ValidationError("name a method") }
    }

    func run() throws {
        let linked = try options.load()
        let language = ReaderLanguage.of(name, lang: lang)
        let korean = language == .ko
        guard let id = linked.resolver.resolve(name), let node = linked.graph.node(id) else {
            var message = korean ? "error: \(KoreanParticles.attach("'\(name)'", .quote)) 이름의 메서드가 없습니다" : "error: no method is named '\(name)'"
            if let nearest = linked.resolver.nearest(to: name) {
                message += korean ? "; \(KoreanParticles.attach("'\(nearest.signature)'", .object)) 찾으셨나요?" : "; did you mean '\(nearest.signature)'?"
            } else {
                // Words rather than a name (씬 백그라운드): the method pages the search ranks first.
                let index = SearchCommand.index(of: linked)
                let methods = index.search(name, limit: 20).filter { $0.kind == PageKind.method.rawValue }.compactMap(\.symbol)
                if !methods.isEmpty {
                    message += (korean ? "; 이 낱말로 가장 잘 검색되는 메서드: " : "; the methods its words find most: ")
                        + methods.prefix(3).joined(separator: ", ")
                        + (korean ? " (모든 종류의 문서는 lifedoc search로 찾습니다)" : " (lifedoc search finds pages of every kind)")
                }
            }
            Console.error(message)
            throw ExitCode(1)
        }
        let text = MethodReport.text(for: node, in: linked, language: language)
        Console.print(TerminalText.width().map { TerminalText.wrap(text, width: $0) } ?? text)
    }
}
