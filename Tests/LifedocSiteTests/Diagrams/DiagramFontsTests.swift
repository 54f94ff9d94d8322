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
        // New caches go to a folder of the build's own, listed first (fontconfig writes to the first
        // it can); the machine's cache, when there is one, is read too.
        let caches = config.components(separatedBy: "<cachedir>").dropFirst().map { $0.components(separatedBy: "</cachedir>")[0] }
        #expect(caches.first == ((try #require(fonts.configFile)) as NSString).deletingLastPathComponent + "/cache")
        #expect(caches.contains("/var/cache/fontconfig") == FileManager.default.fileExists(atPath: "/var/cache/fontconfig"))
        #expect(fonts.warning == nil)
        #expect(fonts.identity.hasPrefix(file + " "))
    }

    /// Every renderer, in every build, uses the one fontconfig folder of this user: a build leaves
    /// no new folder behind it. (The file is not changed here: other tests draw with it meanwhile.)
    @Test func reusesOneFontconfigFolder() throws {
        let first = try #require(DiagramFonts.locate().configFile)
        let folder = (first as NSString).deletingLastPathComponent
        let before = try FileManager.default.contentsOfDirectory(atPath: (folder as NSString).deletingLastPathComponent)
            .filter { $0.hasPrefix("lifedoc-fonts-") }.count
        let second = try #require(DiagramFonts.locate().configFile)
        #expect(second == first)
        #expect(try String(contentsOfFile: second, encoding: .utf8).contains("<dir>" + (try #require(DiagramFonts.locate().fontFile) as NSString).deletingLastPathComponent + "</dir>"))
        // Nothing of this process's is left half-written beside it. (A build of another test may be
        // writing its first copy at this moment, on a machine whose /tmp is new.)
        let ours = "fonts.conf.\(ProcessInfo.processInfo.processIdentifier)-"
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(ours) }.isEmpty)
        let after = try FileManager.default.contentsOfDirectory(atPath: (folder as NSString).deletingLastPathComponent)
            .filter { $0.hasPrefix("lifedoc-fonts-") }.count
        #expect(after <= before, "no new fontconfig folder")
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
