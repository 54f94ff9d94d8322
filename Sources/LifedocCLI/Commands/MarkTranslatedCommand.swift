internal import ArgumentParser

/// `lifedoc mark-translated PATH…`: records that translations are up to date with their sources.
struct MarkTranslatedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mark-translated",
        abstract: "Record that translations match the current version of their source pages.",
        discussion: """
            PATH is a translation page or a folder of them (Content/ko, Content/ko/methods). Each page marked \
            gets, in its front matter, the fingerprints of its source's sections, against which check reports \
            it stale when the source changes. A page whose source changed since it was last marked is marked \
            only when named one by one or with --accept-changes: marking a folder never hides a stale page.
            """)

    @OptionGroup var options: ContentOptions

    @Argument(help: ArgumentHelp("The translation pages or folders to mark.", valueName: "path"))
    var paths: [String]

    @Flag(name: .long, help: "Mark pages whose source changed since they were last marked, too.")
    var acceptChanges = false

    @Flag(name: .long, help: "Print what would be marked, and change nothing.")
    var dryRun = false

    func run() throws {
        try TranslationMarker.mark(paths, options: options, acceptChanges: acceptChanges, dryRun: dryRun)
    }
}
