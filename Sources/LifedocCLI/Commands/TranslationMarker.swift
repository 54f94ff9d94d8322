internal import ArgumentParser
import Foundation
import LifedocBase
import LifedocCheck
import LifedocContent
import LifedocGraph

/// Writes `translation:` records for `lifedoc check --mark-translated`: for each translation page
/// named (or found below a named folder), the fingerprints of its counterpart in the other language.
struct TranslationMarker {
    let content: String
    let linked: LinkedContent

    func mark(_ paths: [String]) throws {
        let root = URL(fileURLWithPath: content).standardizedFileURL.path
        var marked = 0
        for path in paths {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
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
            for page in pages {
                guard let source = linked.page(page.id, in: page.language.other)?.page else {
                    if pages.count == 1 { throw ValidationError("'\(path)' has no counterpart in the other language to mark it against") }
                    continue
                }
                let file = root + "/" + page.file
                let text = try String(contentsOfFile: file, encoding: .utf8)
                let stamped = TranslationStamp.stamp(text, source: source)
                if stamped != text { try stamped.write(toFile: file, atomically: true, encoding: .utf8) }
                marked += 1
                Console.print("marked \(page.file) as translated from \(source.file)")
            }
        }
        Console.print("\(marked) translation\(marked == 1 ? "" : "s") marked")
    }
}
