import Foundation

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

    /// Finds the font in `folders` and writes a fontconfig file for it into a new temporary folder.
    package static func locate(in folders: [String] = folders) -> DiagramFonts {
        let manager = FileManager.default
        guard let folder = folders.first(where: { manager.fileExists(atPath: $0 + "/" + fileName) }) else { return .none }
        let temporary = manager.temporaryDirectory.appendingPathComponent("lifedoc-fonts-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        guard (try? manager.createDirectory(at: temporary, withIntermediateDirectories: true)) != nil else { return .none }
        let config = temporary.appendingPathComponent("fonts.conf")
        // The machine's font cache first: it already describes the font's folder (fc-cache ran when
        // the font was installed), so `dot` does not read every font file in it again on each run.
        // Fontconfig checks a cache against its folder and writes a new one into the temporary
        // folder when it is missing or stale: the fonts offered are the same either way.
        let caches = systemCaches.filter { manager.fileExists(atPath: $0) } + [temporary.path + "/cache"]
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig>
              <dir>\(folder)</dir>
            \(caches.map { "  <cachedir>\($0)</cachedir>\n" }.joined())</fontconfig>

            """
        guard (try? Data(xml.utf8).write(to: config)) != nil else { return .none }
        return DiagramFonts(fontFile: folder + "/" + fileName, configFile: config.path)
    }
}
