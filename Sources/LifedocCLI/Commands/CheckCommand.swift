internal import ArgumentParser
import Foundation
import LifedocBase
import LifedocCheck
import LifedocContent
import LifedocGraph

/// `lifedoc check`: translation coverage and consistency, for CI.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check that every page is described in both languages and that translations are current.",
        discussion: """
            Reports missing and placeholder translations, stale translations (the source changed after \
            the translation was marked), sections, code blocks, links and method mentions that differ \
            between the languages, facts the languages disagree on, unknown method names, broken links, \
            links to headings a page does not have, and glossary variants. Exits 0 when clean, 1 on any error (with --strict, any warning too), 2 on \
            usage errors or unreadable input.

            After translating or reviewing a page, record the version of its source it matches with \
            lifedoc mark-translated PATH (--mark-translated PATH here is an alias kept for one release).
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, github, sarif }

    @OptionGroup var options: ContentOptions

    @Option(name: .long, help: "Output format: text, json, github (workflow commands) or sarif (SARIF 2.1.0).")
    var format: Format = .text

    @Option(name: .long, help: "The templates folder whose string tables (strings/<language>.yml) must define the same names.")
    var templates = "Templates"

    @Flag(name: .long, help: "Fail on warnings too.")
    var strict = false

    @OptionGroup var jobs: JobsOption

    @Flag(name: .long, help: ArgumentHelp(
        "List the problems that follow from another one under it.",
        discussion: "Without it a page that cannot be read is reported once, with how many problems follow from it."))
    var verbose = false

    @Option(name: .long, parsing: .singleValue,
            help: ArgumentHelp("Record, in the front matter of the translation at PATH, the current version of its source.",
                               valueName: "path"))
    var markTranslated: [String] = []

    func run() throws {
        if !markTranslated.isEmpty {
            try TranslationMarker.mark(markTranslated, options: options)
            return
        }
        let linked = try options.loadQuietly(workers: jobs.workers)
        var report = Checks.run(linked, workers: jobs.workers)
        // In git: what changed in each stale translation's source since it was marked.
        let changes = StaleChanges(content: options.content, linked: linked)
        for stale in report.staleTranslations {
            guard let (command, notes) = changes.explain(stale),
                  let index = report.diagnostics.firstIndex(where: {
                      $0.code == .staleTranslation && $0.location?.file == linked.page(stale.id, in: stale.translation)?.page.file
                  })
            else { continue }
            report.diagnostics[index].message += "; \(command) shows what changed"
            report.diagnostics[index].notes = format == .text ? notes : []
        }
        let prefix = options.pathPrefix
        report.diagnostics = (report.diagnostics.map { $0.prefixed(prefix) } + StringTableCheck.diagnostics(templates: templates))
            .sorted()
        let output: String
        switch format {
        case .text: output = TextFormatter.format(report, verbose: verbose)
        case .json: output = JSONFormatter.format(report)
        case .github: output = GitHubFormatter.format(report, verbose: verbose)
        case .sarif:
            let repository = try SiteConfigurationFile.load("lifedoc.yml", explicit: false).repository
            output = SARIFFormatter.format(report, informationURI: repository)
        }
        if !output.isEmpty { Console.print(output.hasSuffix("\n") ? String(output.dropLast()) : output) }
        // On GitHub Actions, a summary for the run's page: counts, coverage, stale translations.
        if let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
            if let handle = FileHandle(forWritingAtPath: summary) ?? (FileManager.default.createFile(atPath: summary, contents: nil) ? FileHandle(forWritingAtPath: summary) : nil) {
                handle.seekToEndOfFile()
                handle.write(Data(StepSummaryFormatter.format(report).utf8))
                handle.closeFile()
            } else {
                Console.error("\(summary): warning: cannot write the step summary (GITHUB_STEP_SUMMARY)")
            }
        }
        if report.diagnostics.containsInputError { throw ExitCode(2) }
        if report.fails(strict: strict) { throw ExitCode(1) }
    }
}
