import Foundation
internal import ArgumentParser
import LifedocBase
import LifedocContent

/// Reads the site configuration for `build`: `lifedoc.yml` in the folder lifedoc runs in, when
/// there is one, or the file `--config` names (which must exist). Problems in it are printed with
/// file and line; one that stops the build exits with code 2.
enum SiteConfigurationFile {
    static func load(_ path: String, explicit: Bool) throws -> SiteConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            if explicit {
                Console.error("\(path): error: the site configuration cannot be read [\(DiagnosticCode.invalidConfiguration.rawValue)]")
                throw ExitCode(2)
            }
            return SiteConfiguration()
        }
        let (configuration, diagnostics) = SiteConfiguration.read(SourceFile(path: path, bytes: Array(data)))
        for diagnostic in diagnostics { Console.error(diagnostic.formatted) }
        if diagnostics.containsInputError { throw ExitCode(2) }
        return configuration
    }
}
