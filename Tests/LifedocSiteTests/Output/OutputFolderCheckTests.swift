import Foundation
import LifedocSite
import Testing

/// Which folders a build may replace with its site.
struct OutputFolderCheckTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifedoc-output-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func problem(_ output: URL, in folder: URL) -> String? {
        OutputFolderCheck.problem(
            output: output.path,
            protecting: [.init("the content folder", folder.appendingPathComponent("콘텐츠").path),
                         .init("the templates folder", folder.appendingPathComponent("Templates").path)],
            workingDirectory: folder.appendingPathComponent("work/here").path)?.message
    }

    @Test func refusesTheProtectedFoldersWhatHoldsThemAndTheWorkingFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["콘텐츠/ko", "Templates", "work/here"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        // Through a symbolic link, `..` or `.`, the content folder is still the content folder.
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("link"), withDestinationURL: folder.appendingPathComponent("콘텐츠"))
        for (path, expected) in [
            ("콘텐츠", "is the content folder"), ("콘텐츠/ko/..", "is the content folder"), ("link", "is the content folder"),
            ("./Templates", "is the templates folder"), (".", "holds the content folder"), ("work", "holds the folder lifedoc runs in"),
            ("work/here", "is the folder lifedoc runs in"),
        ] {
            let message = problem(folder.appendingPathComponent(path), in: folder)
            #expect(message?.contains(expected) == true, "\(path): \(message ?? "allowed")")
        }
        #expect(OutputFolderCheck.problem(output: "/", protecting: [], workingDirectory: "/tmp")?.message.contains("root folder") == true)
    }

    @Test func writesIntoNewEmptyOrEarlierSiteFoldersAndInsideTheContent() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("빈 폴더")
        let kept = folder.appendingPathComponent("kept")
        try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
        try Data().write(to: kept.appendingPathComponent(".gitkeep"))
        try Data().write(to: kept.appendingPathComponent(".DS_Store"))
        let site = folder.appendingPathComponent("Site")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: site.appendingPathComponent("ko"), withIntermediateDirectories: true)
        for name in OutputFolderCheck.siteMarkers + ["ko/index.html"] {
            try Data("x".utf8).write(to: site.appendingPathComponent(name))
        }
        for output in [folder.appendingPathComponent("새 사이트"), empty, kept, site, folder.appendingPathComponent("콘텐츠/site")] {
            #expect(problem(output, in: folder) == nil, "\(output.path)")
        }
    }

    /// `--output '~'` (quoted, so the shell left it alone) is the folder named `~` in the working
    /// folder, for the check as for the writer: a folder of other files there is refused. (The check
    /// once looked at that folder for files but compared the home folder's path, and the writer
    /// replaced the home folder.)
    @Test func readsATildeAsAFolderOfTheWorkingFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("~/notes"), withIntermediateDirectories: true)
        try Data("씬".utf8).write(to: folder.appendingPathComponent("~/notes/todo.md"))
        for output in ["~", "~/notes", "./~"] {
            let message = OutputFolderCheck.problem(output: output, protecting: [], workingDirectory: folder.path)?.message
            #expect(message?.contains("holds no site lifedoc built") == true, "\(output): \(message ?? "allowed")")
        }
        #expect(OutputFolderCheck.problem(output: "~/new", protecting: [], workingDirectory: folder.path) == nil)
    }

    /// The output may not lie inside the templates (every build copies their files into the site) or
    /// the cache; inside the content it may.
    @Test func refusesAFolderInsideTheTemplatesOrTheCache() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let protected: [OutputFolderCheck.Protected] = [
            .init("the content folder", folder.appendingPathComponent("Content").path),
            .init("the templates folder", folder.appendingPathComponent("Templates").path, mayHoldOutput: false),
            .init("the cache folder", folder.appendingPathComponent(".lifedoc-cache").path, mayHoldOutput: false),
        ]
        func problem(_ output: String) -> String? {
            OutputFolderCheck.problem(output: output, protecting: protected, workingDirectory: folder.path)?.message
        }
        #expect(problem("Templates/assets/site")?.contains("is inside the templates folder") == true)
        #expect(problem(".lifedoc-cache/site")?.contains("is inside the cache folder") == true)
        #expect(problem("Content/en/site") == nil)
        #expect(problem("Templates-site") == nil, "a name that begins like the templates folder's is another folder")
    }

    /// A folder of other files is left alone, even one holding some of a site's files.
    @Test func refusesAFolderOfOtherFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appendingPathComponent("메모")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try Data("씬".utf8).write(to: notes.appendingPathComponent("index.html"))
        try Data("씬".utf8).write(to: notes.appendingPathComponent("sitemap.xml"))
        try Data().write(to: notes.appendingPathComponent(".gitkeep"))
        let message = problem(notes, in: folder)
        #expect(message?.contains("holds no site lifedoc built") == true)
        #expect(FileManager.default.fileExists(atPath: notes.appendingPathComponent("index.html").path))
    }
}
