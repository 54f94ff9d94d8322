import Foundation
import LifedocBase

/// The font the state machines are drawn with, and a fontconfig that shows Graphviz that font
/// alone. Graphviz measures labels with whatever fonts fontconfig offers, so on a machine with
/// other fonts (a Noto CJK install, a designer's laptop) the same DOT gave other SVG bytes. With a
/// fontconfig that lists only this font's folder, every machine that has the font draws the same
/// bytes, whatever else is installed. `make setup` installs it (Debian's fonts-nanum).
package struct DiagramFonts: Sendable {
    /// The file of the font `GraphDOT.fontName` names.
    package static let fileName = "NanumGothic.ttf"
    /// Where the font is looked for: Debian's package, Homebrew's and macOS's font folders.
    package static let folders = [
        "/usr/share/fonts/truetype/nanum", "/usr/share/fonts/nanum", "/usr/local/share/fonts", "/opt/homebrew/share/fonts",
        "/Library/Fonts", NSHomeDirectory() + "/Library/Fonts",
    ]

    /// The font file, when one was found.
    package var fontFile: String?
    /// A fontconfig file naming only the font's folder, for `FONTCONFIG_FILE`; nil without the font.
    package var configFile: String?

    /// What identifies the font for the diagram cache: its path and size, or "" without it.
    package var identity: String {
        guard let fontFile else { return "" }
        let size = (try? FileManager.default.attributesOfItem(atPath: fontFile)[.size] as? Int) ?? 0
        return "\(fontFile) \(size)"
    }

    /// Why the drawings may differ from machine to machine, when the font is missing.
    package var warning: String? {
        fontFile == nil
            ? "warning: the diagram font \(Self.fileName) is not installed, so Graphviz draws with this machine's fonts and the diagrams may differ from other machines; install fonts-nanum (make setup does)"
            : nil
    }

    /// Where fontconfig keeps the machine's caches (Debian's, then Homebrew's), read if present.
    static let systemCaches = ["/var/cache/fontconfig", "/opt/homebrew/var/cache/fontconfig", "/usr/local/var/cache/fontconfig"]

    /// No font: Graphviz uses the machine's fontconfig.
    package static let none = DiagramFonts(fontFile: nil, configFile: nil)

    /// Finds the font in `folders` and writes a fontconfig file for it into a temporary folder of
    /// its own. The folder is named by the user and what the file says, so every build (and every
    /// renderer of a test run) reuses it: a build leaves nothing new behind it. When that folder is
    /// not this user's or cannot be written, a new one is made for this process.
    package static func locate(in folders: [String] = folders) -> DiagramFonts {
        let manager = FileManager.default
        guard let folder = folders.first(where: { manager.fileExists(atPath: $0 + "/" + fileName) }) else { return .none }
        let machineCaches = systemCaches.filter { manager.fileExists(atPath: $0) }
        let shared = "lifedoc-fonts-\(getuid())-" + ContentHash.of(([folder] + machineCaches).joined(separator: "\n")).prefix(16)
        let unique = "lifedoc-fonts-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        for name in [shared, unique] {
            let temporary = manager.temporaryDirectory.appendingPathComponent(name).path
            if let config = writeConfig(in: temporary, fontFolder: folder, machineCaches: machineCaches) {
                return DiagramFonts(fontFile: folder + "/" + fileName, configFile: config)
            }
        }
        return .none
    }

    /// Writes the fontconfig file into `temporary` (made if missing, and only if this user owns it),
    /// unless it already says the same; returns its path.
    private static func writeConfig(in temporary: String, fontFolder: String, machineCaches: [String]) -> String? {
        let manager = FileManager.default
        try? manager.createDirectory(atPath: temporary, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        guard let owner = (try? manager.attributesOfItem(atPath: temporary))?[.ownerAccountID] as? NSNumber,
              owner.uint32Value == getuid() else { return nil }
        // The machine's font cache is read too: it already describes the font's folder (fc-cache
        // ran when the font was installed), so `dot` does not read every font file in it again on
        // each run. Fontconfig reads the newest valid cache of every folder listed, and writes a new
        // one, when none is valid, into the first it can write to: this folder's, listed first, so
        // that a build run as root never writes into the machine's cache. The fonts offered are the
        // same either way.
        let caches = [temporary + "/cache"] + machineCaches
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig>
              <dir>\(fontFolder)</dir>
            \(caches.map { "  <cachedir>\($0)</cachedir>\n" }.joined())</fontconfig>

            """
        let config = temporary + "/fonts.conf"
        if manager.contents(atPath: config) == Data(xml.utf8) { return config }
        // Written beside it and renamed over it: a build running at the same time reads a whole file.
        let written = temporary + "/fonts.conf.\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        guard manager.createFile(atPath: written, contents: Data(xml.utf8)), rename(written, config) == 0 else {
            try? manager.removeItem(atPath: written)
            return nil
        }
        return config
    }
}
