internal import ArgumentParser
import Foundation
import LifedocBase
import LifedocContent
import LifedocGraph

/// `lifedoc translate PATH --to ko`: writes a page's twin as a draft to translate.
struct TranslateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "translate",
        abstract: "Write a page's twin in the other language, as a draft to translate.",
        discussion: """
            The draft has the same section ids, code blocks and links, its headings as the other language's \
            pages head them, and a <!-- translate --> marker before each block of prose still to translate (the \
            source's text stays under it, for reference). check reports it as a draft with the sections still to \
            translate, not as missing or as a placeholder. When none is left, remove 'draft: true' and run \
            lifedoc mark-translated.
            """)

    @OptionGroup var options: ContentOptions

    @Argument(help: ArgumentHelp("The page to translate.", valueName: "path"))
    var path: String

    @Option(name: .long, help: "The language to translate into: ko or en.")
    var to: String

    func validate() throws {
        if Language(rawValue: to) == nil { throw ValidationError("--to must be ko or en") }
    }

    func run() throws {
        let linked = try options.load()
        let (relative, language) = try ContentPath.locate(path, in: options.content)
        let target = Language(rawValue: to)!
        guard target != language else { throw ValidationError("'\(path)' is already in \(language.englishName)") }
        guard let source = linked.pages.map(\.page).first(where: { $0.file == relative }) else {
            throw ValidationError("no page is at '\(path)'")
        }
        if let existing = linked.page(source.id, in: target)?.page {
            throw ValidationError("'\(source.id)' has a \(target.englishName) page already: \(options.pathPrefix)\(existing.file)")
        }
        let root = options.content.hasSuffix("/") ? options.content : options.content + "/"
        let output = root + target.rawValue + relative.dropFirst(language.rawValue.count)
        // The page's parse keeps no Markdown text: the draft is made from the file as written.
        guard let body = (try? LocalFileSystem().contents(of: root + relative)).flatMap({ PageParser.body(of: SourceFile(path: relative, bytes: $0)) })
        else { throw ValidationError("'\(path)' cannot be read again to draft its translation") }
        let text = PageScaffold(linked: linked).draft(of: source, body: body, into: target)
        try FileManager.default.createDirectory(atPath: (output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: output, atomically: true, encoding: .utf8)
        Console.print("wrote \(output) as a draft: translate each block under <!-- translate --> and remove the marker; lifedoc check lists what is left")
    }
}
