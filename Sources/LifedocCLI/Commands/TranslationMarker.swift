internal import ArgumentParser
import Foundation
import LifedocBase
import LifedocCheck
import LifedocContent
import LifedocGraph

/// Writes `translation:` records (`lifedoc mark-translated`, and `check --mark-translated`): for
/// each translation page named, or found below a named folder, the fingerprints of its counterpart
/// in the other language. A page whose source changed since its last mark is a stale translation:
/// marking a whole folder must not hide it, so it is marked only when named one by one or with
/// `acceptChanges`, and listed otherwise.
struct TranslationMarker {
    let content: String
    let linked: LinkedContent
    var acceptChanges = false
    var dryRun = false

    /// Marks `paths` of the content `options` name: content that cannot be read is reported, with
    /// exit code 2, and nothing is marked. `lifedoc mark-translated` and `check --mark-translated` both.
    static func mark(
        _ paths: [String], options: ContentOptions, acceptChanges: Bool = false, dryRun: Bool = false
    ) throws {
        let linked = try options.loadQuietly()
        if linked.diagnostics.containsInputError {
            for diagnostic in linked.diagnostics where diagnostic.code.isInputError {
                Console.error(TextFormatter.format(diagnostic, pathPrefix: options.pathPrefix))
            }
            throw ExitCode(2)
        }
        try TranslationMarker(content: options.content, linked: linked, acceptChanges: acceptChanges, dryRun: dryRun).mark(paths)
    }

    func mark(_ paths: [String]) throws {
        let root = LocalPath.url(content).path
        // In git, the record names the commit, so a later stale report can show what changed.
        let commit = Git(folder: content).run(["rev-parse", "HEAD"])?.trimmingCharacters(in: .whitespacesAndNewlines)
        var marked = 0
        var leftStale: [String] = []
        for path in paths {
            let absolute = LocalPath.url(path).path
            guard absolute == root || absolute.hasPrefix(root + "/") else {
                throw ValidationError("'\(path)' is not inside the content folder '\(content)'")
            }
            let relative = absolute == root ? "" : String(absolute.dropFirst(root.count + 1))
            guard Language(rawValue: String(relative.prefix { $0 != "/" })) != nil else {
                throw ValidationError("name a translation file, or a folder inside a language folder such as '\(content)/ko'")
            }
            let pages = linked.pages.map(\.page).filter {
                $0.file == relative || $0.file.hasPrefix(relative.hasSuffix("/") ? relative : relative + "/")
            }
            guard !pages.isEmpty else { throw ValidationError("no page is at '\(path)'") }
            let namedOne = pages.count == 1 && pages[0].file == relative
            for page in pages {
                guard let source = linked.page(page.id, in: page.language.other)?.page else {
                    if pages.count == 1 { throw ValidationError("'\(path)' has no counterpart in the other language to mark it against") }
                    continue
                }
                let file = root + "/" + page.file
                let text = try String(contentsOfFile: file, encoding: .utf8)
                let stamped = TranslationStamp.stamp(text, source: source, commit: commit)
                // Marked before, and its source's sections changed since: a stale translation, as `check`
                // finds it. Not the commit a record names, which moves with every commit, nor the source's
                // front matter (its keywords), which is not what a translation translates.
                let stale = page.header.translation.map { record in
                    record.draft ? stamped != text : !StaleTranslationChecker.changedSections(record: record, source: source).isEmpty
                } ?? false
                if stale && !namedOne && !acceptChanges {
                    leftStale.append(page.file)
                    continue
                }
                if stamped != text && !dryRun { try stamped.write(toFile: file, atomically: true, encoding: .utf8) }
                marked += 1
                let verb = dryRun ? "would mark" : "marked"
                Console.print("\(verb) \(page.file) as translated from \(source.file)" + (stale ? " (its source had changed)" : ""))
            }
        }
        Console.print("\(marked) translation\(marked == 1 ? "" : "s") \(dryRun ? "would be " : "")marked")
        if !leftStale.isEmpty {
            Console.print("left \(leftStale.count) stale translation\(leftStale.count == 1 ? "" : "s") as it is: its source changed since it was last marked; update it, then name it, or pass --accept-changes:")
            for file in leftStale { Console.print("  \(file)") }
        }
    }
}
