internal import ArgumentParser
import Foundation

/// `--templates DIR`, shared by the commands that render the site (`build`, `serve`).
struct TemplatesOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The templates folder: *.mustache, strings/<language>.yml and assets/.",
        discussion: "Default: a Templates folder beside the content folder, else the templates built into lifedoc."))
    var templates: String?

    /// The templates folder to read for the content folder `content`, or nil for the built-in templates.
    func folder(beside content: String) -> String? {
        if let templates { return templates }
        let beside = ((content as NSString).standardizingPath as NSString).deletingLastPathComponent
        let candidate = (beside.isEmpty ? "" : beside + "/") + "Templates"
        return KnowledgeBase.isDirectory(candidate) ? candidate : nil
    }
}
