import LifedocBase

/// SARIF 2.1.0 for code-scanning dashboards: one run of the `lifedoc` driver, a rule per diagnostic
/// code used, and a result per diagnostic with its physical location and related locations.
package enum SARIFFormatter {
    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name = "lifedoc"
        /// The project's repository, from the site configuration; left out rather than guessed.
        var informationUri: String?
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Text
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable { var level: String }
    struct Text: Encodable { var text: String }

    struct Result: Encodable {
        var ruleId: String
        var level: String
        var message: Text
        var locations: [Location]
        var relatedLocations: [Location]?
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: Artifact
        var region: Region
    }

    struct Artifact: Encodable { var uri: String }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    /// Formats a report; paths are prefixed with `pathPrefix` so they are relative to the repository.
    /// `informationURI` names the project's repository (the site configuration's `repository`), or nothing.
    package static func format(_ report: CheckReport, pathPrefix: String = "", informationURI: String? = nil) -> String {
        let codes = Set(report.diagnostics.map(\.code)).sorted()
        let rules = codes.map {
            Rule(id: $0.rawValue, shortDescription: Text(text: $0.explanation),
                 defaultConfiguration: Configuration(level: level($0.defaultSeverity)))
        }
        func location(_ source: SourceLocation) -> Location {
            Location(physicalLocation: PhysicalLocation(
                artifactLocation: Artifact(uri: pathPrefix + source.file),
                region: Region(startLine: source.line, startColumn: source.column)))
        }
        let results = report.diagnostics.map { diagnostic in
            var message = diagnostic.message
            if let suggestion = diagnostic.suggestion { message += " (did you mean '\(suggestion)'?)" }
            return Result(
                ruleId: diagnostic.code.rawValue, level: level(diagnostic.severity), message: Text(text: message),
                locations: diagnostic.location.map { [location($0)] } ?? [],
                relatedLocations: diagnostic.related.isEmpty ? nil : diagnostic.related.map(location))
        }
        return JSONFormatter.encode(Log(runs: [Run(tool: Tool(driver: Driver(informationUri: informationURI, rules: rules)), results: results)]))
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
