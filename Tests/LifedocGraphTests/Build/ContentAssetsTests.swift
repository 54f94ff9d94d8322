import Foundation
import LifedocBase
import LifedocGraph
import Testing

/// Images a page shows from the content folder are published beside the page; what cannot be
/// published is reported with its line.
struct ContentAssetsTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func page(_ title: String, _ body: String, extra: String = "") -> [UInt8] {
        Array("---\nkind: article\ntitle: \(title)\n\(extra)---\n\n\(body)\n".utf8)
    }

    static func load(_ files: [String: [UInt8]]) throws -> LinkedContent {
        try ContentLoader.load(from: "Content", fileSystem: MemoryFileSystem(bytes: files))
    }

    @Test func publishesAnImageBesideThePageThatShowsIt() throws {
        let linked = try Self.load([
            "Content/en/guides/arch.md": Self.page("Architecture", "The parts.\n\n![Parts](images/parts.png) ![Again](./images/parts.png)\n\n![Web](https://example.com/x.png) ![Data](data:image/png;base64,AAAA)"),
            "Content/ko/guides/arch.md": Self.page("구조", "구성 요소입니다.\n\n![구성](../guides/images/parts%20ko.png)"),
            "Content/en/guides/images/parts.png": Self.png,
            "Content/ko/guides/images/parts ko.png": Self.png + [1],
        ])
        #expect(linked.diagnostics.filter { $0.code == .missingImage }.isEmpty, "\(linked.diagnostics)")
        #expect(linked.assets.map(\.path) == ["en/guides/images/parts.png", "ko/guides/images/parts ko.png"])
        #expect(linked.assets.first?.bytes == Self.png)
        let english = try #require(linked.page("guides/arch", in: .en))
        #expect(english.images == ["images/parts.png": "en/guides/images/parts.png", "./images/parts.png": "en/guides/images/parts.png"])
        #expect(linked.page("guides/arch", in: .ko)?.images == ["../guides/images/parts%20ko.png": "ko/guides/images/parts ko.png"])
    }

    /// A translation that shows its original's image by the same path gets it from the original's
    /// folder, published beside the translation.
    @Test func takesTheOriginalsImageForATranslation() throws {
        let linked = try Self.load([
            "Content/en/guides/arch.md": Self.page("Architecture", "The parts.\n\n![Parts](images/parts.png)"),
            "Content/ko/guides/arch.md": Self.page("구조", "구성 요소입니다.\n\n![구성](images/parts.png)"),
            "Content/en/guides/images/parts.png": Self.png,
        ])
        #expect(linked.diagnostics.filter { $0.code == .missingImage }.isEmpty, "\(linked.diagnostics)")
        #expect(linked.assets.map(\.path) == ["en/guides/images/parts.png", "ko/guides/images/parts.png"])
        #expect(linked.assets.allSatisfy { $0.bytes == Self.png })
    }

    /// A page whose id is not its file path (a safe id made of a file name with spaces) keeps its
    /// image beside its address.
    @Test func publishesBesideThePagesAddressNotItsFile() throws {
        let linked = try Self.load([
            "Content/en/notes/My Notes.md": Self.page("Notes", "See it.\n\n![It](shots/a.jpg)"),
            "Content/en/notes/shots/a.jpg": Self.png,
        ])
        #expect(linked.assets.map(\.path) == ["en/notes/shots/a.jpg"])
        #expect(linked.page("notes/My-Notes", in: .en)?.images == ["shots/a.jpg": "en/notes/shots/a.jpg"])
    }

    @Test func reportsWhatCannotBePublished() throws {
        let linked = try Self.load([
            "Content/en/guides/bad.md": Self.page("Bad", """
                Lines.

                ![Missing](missing.png)
                ![Out](../../../../etc/passwd.png)
                ![Text](notes.txt)
                ![Drawing](drawing.svg)
                """),
            "Content/en/guides/notes.txt": Array("x".utf8),
            "Content/en/guides/drawing.svg": Array("<svg onload=alert(1)/>".utf8),
            "Content/en/guides/ok.md": Self.page("Ok", "Shown.\n\n![Drawing](drawing.svg)", extra: "unsafe-html: true\n"),
        ])
        let problems = linked.diagnostics.filter { $0.code == .missingImage }
        #expect(problems.map { "\($0.location?.file ?? ""):\($0.location?.line ?? 0)" }
            == ["en/guides/bad.md:8", "en/guides/bad.md:9", "en/guides/bad.md:10", "en/guides/bad.md:11"], "\(problems)")
        #expect(problems.allSatisfy { $0.severity == .error && $0.code.breaksSite })
        #expect(problems.contains { $0.message.contains("leaves the content folder") })
        #expect(problems.contains { $0.message.contains("is not an image file") })
        #expect(problems.contains { $0.message.contains("SVG") })
        #expect(linked.assets.map(\.path) == ["en/guides/drawing.svg"], "the page that lets raw HTML through publishes its SVG")
    }

    /// An image that is a symbolic link (to a file outside the content folder, say) is not read.
    @Test func doesNotFollowALinkToAnImage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let guides = folder.appendingPathComponent("Content/en/guides")
        try FileManager.default.createDirectory(at: guides, withIntermediateDirectories: true)
        try Data(Self.page("Leak", "The screen.\n\n![The screen](leak.png)")).write(to: guides.appendingPathComponent("leak.md"))
        let outside = folder.appendingPathComponent("outside.png")
        try Data(Self.png).write(to: outside)
        try FileManager.default.createSymbolicLink(at: guides.appendingPathComponent("leak.png"), withDestinationURL: outside)
        let linked = try ContentLoader.load(from: folder.appendingPathComponent("Content").path)
        #expect(linked.assets.isEmpty)
        #expect(linked.diagnostics.contains { $0.code == .missingImage && $0.location?.line == 8 }, "\(linked.diagnostics)")
    }
}
