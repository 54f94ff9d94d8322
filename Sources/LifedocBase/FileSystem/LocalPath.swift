package import Foundation

/// A path given on the command line, made absolute against the working folder before any URL is
/// made of it. Foundation's `URL(fileURLWithPath:)` reads a relative path that begins with `~` as
/// the home folder, while the file manager's string calls read it as a folder named `~` in the
/// working folder, as the shell and `mkdir` do: `--output '~'` (quoted, so the shell left it alone)
/// was checked as one folder and replaced as another, the home folder. An absolute path is taken as
/// written by both.
package enum LocalPath {
    /// `path` as an absolute path: itself when it begins with `/`, else inside `directory`.
    package static func absolute(_ path: String, in directory: String = FileManager.default.currentDirectoryPath) -> String {
        if path.hasPrefix("/") { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// The file URL of `path`, standardized (`.` and `..` taken away), relative paths read from
    /// `directory`; a `~` is a folder's name, never the home folder.
    package static func url(_ path: String, in directory: String = FileManager.default.currentDirectoryPath) -> URL {
        URL(fileURLWithPath: absolute(path, in: directory)).standardizedFileURL
    }
}
