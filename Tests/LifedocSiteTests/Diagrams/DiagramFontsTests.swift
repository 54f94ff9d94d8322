import Foundation
import LifedocSite
import Testing

/// Graphviz is shown the diagram font alone, so what else a machine has installed cannot change the drawings.
struct DiagramFontsTests {
    @Test func findsTheFontAndWritesAFontconfigNamingOnlyItsFolder() throws {
        let fonts = DiagramFonts.locate()
        let file = try #require(fonts.fontFile, "fonts-nanum is installed by make setup")
        #expect(file.hasSuffix("/" + DiagramFonts.fileName))
        let config = try String(contentsOfFile: try #require(fonts.configFile), encoding: .utf8)
        let folders = config.components(separatedBy: "<dir>").dropFirst().map { $0.components(separatedBy: "</dir>")[0] }
        #expect(folders == [(file as NSString).deletingLastPathComponent])
        // The machine's font cache is read first when there is one; new caches go to a folder of the build's own.
        let caches = config.components(separatedBy: "<cachedir>").dropFirst().map { $0.components(separatedBy: "</cachedir>")[0] }
        let machine = FileManager.default.fileExists(atPath: "/var/cache/fontconfig")
        #expect(caches.first == (machine ? "/var/cache/fontconfig" : caches.last))
        #expect(caches.last == ((try #require(fonts.configFile)) as NSString).deletingLastPathComponent + "/cache")
        #expect(fonts.warning == nil)
        #expect(fonts.identity.hasPrefix(file + " "))
    }

    @Test func warnsWhenTheFontIsMissing() {
        let fonts = DiagramFonts.locate(in: ["/nonexistent-lifedoc-fonts"])
        #expect(fonts.fontFile == nil && fonts.configFile == nil)
        #expect(fonts.warning?.contains("fonts-nanum") == true)
    }

    /// The same drawing with the machine's own fonts visible (FONTCONFIG_FILE pointing at every font
    /// folder) and without: the renderer's fontconfig wins, so the bytes are the same.
    @Test func drawsTheSameBytesWhateverFontsTheEnvironmentShows() throws {
        let dot = #"digraph g { node [fontname="NanumGothic"]; a [label="sceneDidEnterBackground(_:)"]; b [label="백그라운드"]; a -> b [label="씬"]; }"#
        let first = try GraphvizRenderer().renderOne(dot)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-extra-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("fonts.conf")
        try Data("<?xml version=\"1.0\"?><fontconfig><dir>/usr/share/fonts</dir><dir>/usr/local/share/fonts</dir></fontconfig>".utf8).write(to: config)
        var renderer = GraphvizRenderer()
        renderer.environment = ["FONTCONFIG_FILE": config.path]
        #expect(try renderer.renderOne(dot) == first)
        #expect(first.contains("NanumGothic"))
    }
}
