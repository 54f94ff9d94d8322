package import LifedocBase

/// What discovery found under the content root.
package struct ContentSources: Sendable {
    /// Markdown files below a language folder, sorted by path.
    package var pages: [SourceFile]
    /// `glossary.yml` at the root, when there is one.
    package var glossary: SourceFile?
    /// `symbols.yml` at the root, when there is one.
    package var externalSymbols: SourceFile?
    /// Problems met while walking the folders.
    package var diagnostics: [Diagnostic]
}

/// Step 1 of the pipeline: finds the content files under a root folder.
package enum ContentDiscovery {
    /// The name of the glossary file at the top of the content root.
    package static let glossaryName = "glossary.yml"

    /// Walks `root` and reads every `.md` file below `en/` and `ko/`, plus the glossary.
    /// Symbolic links to folders are not followed (so a link loop cannot hang the walk; each is
    /// reported as a warning), a link to a `.md` file is read, one that leads nowhere is an error,
    /// and hidden entries are skipped.
    /// - Throws: `FileSystemError` when the root itself cannot be read.
    package static func discover(in fileSystem: any FileSystem, root: String, workers: Workers = .allCores) throws -> ContentSources {
        guard fileSystem.kind(at: root) == .directory else {
            throw FileSystemError(path: root, reason: "the content folder does not exist or is not a folder")
        }
        var sources = ContentSources(pages: [], glossary: nil, externalSymbols: nil, diagnostics: [])
        var pages: [(path: String, relative: String)] = []
        for entry in try fileSystem.entries(ofDirectory: root).sorted() where !entry.name.hasPrefix(".") {
            let path = join(root, entry.name)
            if Language(rawValue: entry.name) != nil, fileSystem.kind(at: path) == .directory {
                walk(fileSystem, folder: path, relative: entry.name, depth: 0, into: &sources, pages: &pages)
            } else if entry.name == glossaryName {
                sources.glossary = read(fileSystem, path: path, relative: entry.name, into: &sources)
            } else if entry.name == ExternalSymbolsReader.fileName {
                sources.externalSymbols = read(fileSystem, path: path, relative: entry.name, into: &sources)
            } else if entry.kind == .directory {
                sources.diagnostics.append(Diagnostic(
                    .unusedLanguageFolder, at: SourceLocation(file: entry.name),
                    "folder '\(entry.name)' is not a language folder (en or ko); its files are not read"))
            }
        }
        // The pages are read by `workers`, once the folders are walked.
        for (file, problem) in workers.map(pages, { load(fileSystem, path: $0.path, relative: $0.relative) }) {
            if let file { sources.pages.append(file) }
            if let problem { sources.diagnostics.append(problem) }
        }
        sources.pages.sort { $0.path < $1.path }
        // A content folder without a page is a mistake (a wrong --content, a language folder given
        // as the root), and checking nothing must not pass a CI run.
        if pages.isEmpty {
            let name = root.split(separator: "/").last.map(String.init) ?? root
            let hint = Language(rawValue: name) != nil
                ? "; '\(root)' is itself a language folder: give the folder that holds en/ and ko/"
                : "; pages are Markdown files below its en/ and ko/ folders"
            sources.diagnostics.append(Diagnostic(.noPages, at: nil, "'\(root)' holds no page\(hint)"))
        }
        return sources
    }

    /// Walks `folder`, adding the pages to read to `pages` and what is wrong to `sources`.
    private static func walk(
        _ fileSystem: any FileSystem, folder: String, relative: String, depth: Int, into sources: inout ContentSources,
        pages: inout [(path: String, relative: String)]
    ) {
        guard depth < 32 else {
            sources.diagnostics.append(Diagnostic(
                .unreadableFile, at: SourceLocation(file: relative), "folders nest deeper than 32 levels"))
            return
        }
        let entries: [DirectoryEntry]
        do {
            entries = try fileSystem.entries(ofDirectory: folder).sorted()
        } catch {
            sources.diagnostics.append(Diagnostic(.unreadableFile, at: SourceLocation(file: relative), "cannot list the folder"))
            return
        }
        for entry in entries where !entry.name.hasPrefix(".") {
            let path = join(folder, entry.name)
            let relativePath = relative + "/" + entry.name
            switch entry.kind {
            case .directory:
                walk(fileSystem, folder: path, relative: relativePath, depth: depth + 1, into: &sources, pages: &pages)
            case .file where entry.name.hasSuffix(".md"):
                pages.append((path, relativePath))
            case .symbolicLink where entry.name.hasSuffix(".md") && fileSystem.kind(at: path) == .file:
                pages.append((path, relativePath))
            case .symbolicLink where fileSystem.kind(at: path) == .directory:
                sources.diagnostics.append(Diagnostic(
                    .unreadableFile, at: SourceLocation(file: relativePath),
                    "symbolic link to a folder is not followed (a link loop would never end); its pages are not read",
                    severity: .warning))
            case .symbolicLink where entry.name.hasSuffix(".md"):
                sources.diagnostics.append(Diagnostic(
                    .unreadableFile, at: SourceLocation(file: relativePath), "symbolic link leads to no file"))
            default:
                continue
            }
        }
    }

    private static func read(
        _ fileSystem: any FileSystem, path: String, relative: String, into sources: inout ContentSources
    ) -> SourceFile? {
        let (file, problem) = load(fileSystem, path: path, relative: relative)
        if let problem { sources.diagnostics.append(problem) }
        return file
    }

    /// The file at `path`, or the problem that keeps it from being read (in the file system's words).
    private static func load(_ fileSystem: any FileSystem, path: String, relative: String) -> (SourceFile?, Diagnostic?) {
        do {
            return (SourceFile(path: relative, bytes: try fileSystem.contents(of: path)), nil)
        } catch {
            let reason = (error as? FileSystemError)?.reason ?? "cannot read the file"
            return (nil, Diagnostic(.unreadableFile, at: SourceLocation(file: relative), reason))
        }
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
