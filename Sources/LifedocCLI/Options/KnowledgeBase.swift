import Foundation

/// Where the knowledge base a command reads is, when the command line does not say: the content in
/// the folder lifedoc runs in (`Content/`, with its built `Site/`), else the one `LIFEDOC_HOME`
/// names, else the one `make install` put beside the executable (`PREFIX/share/lifedoc`, holding
/// `Content/`, the built `site/` and `VERSION`). So `lifedoc search`, `show` and `path` answer from
/// any folder once installed.
struct KnowledgeBase {
    /// The content folder.
    var content: String
    /// The built site whose search index to use, when there is one.
    var site: String?
    /// The installed knowledge base's folder (`LIFEDOC_HOME` or `PREFIX/share/lifedoc`), when used.
    var home: String?

    /// The knowledge base of the working folder, `LIFEDOC_HOME` or the installation, in that order.
    static func located(environment: [String: String] = ProcessInfo.processInfo.environment) -> KnowledgeBase {
        let manager = FileManager.default
        if isDirectory("Content") { return KnowledgeBase(content: "Content", site: "Site", home: nil) }
        var homes: [String] = []
        if let home = environment["LIFEDOC_HOME"], !home.isEmpty { homes.append(home) }
        if let installed = installedHome { homes.append(installed) }
        for home in homes where isDirectory(home + "/Content") {
            let site = home + "/site"
            return KnowledgeBase(content: home + "/Content", site: manager.fileExists(atPath: site + "/search/manifest.js") ? site : nil, home: home)
        }
        return KnowledgeBase(content: "Content", site: "Site", home: nil)
    }

    /// `PREFIX/share/lifedoc` for an executable at `PREFIX/bin/lifedoc`.
    static var installedHome: String? {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        return executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share").appendingPathComponent("lifedoc").path
    }

    /// The installed knowledge base's stamp (`VERSION`: the commit and date it was built from), if any.
    static func stamp(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let homes = [environment["LIFEDOC_HOME"], installedHome].compactMap { $0 }.filter { !$0.isEmpty }
        for home in homes {
            if let data = FileManager.default.contents(atPath: home + "/VERSION") {
                let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                if !text.isEmpty { return text + " (" + home + ")" }
            }
        }
        return nil
    }

    /// Whether a folder is at `path`.
    static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}
