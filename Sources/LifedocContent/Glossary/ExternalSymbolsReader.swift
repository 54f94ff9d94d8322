package import LifedocBase

/// Reads `symbols.yml`: `external:`, a list of real API names (`viewDidAppear(_:)`,
/// `beginBackgroundTask(expirationHandler:)`) that pages may mention although they have no page.
/// Such names are neither linked nor reported as unknown.
package enum ExternalSymbolsReader {
    /// The name of the file at the top of the content root.
    package static let fileName = "symbols.yml"

    /// The listed names, sorted, or the diagnostic that says why the file cannot be read.
    package static func read(_ file: SourceFile) -> ([String], [Diagnostic]) {
        let text: String
        switch TextDecoder.decode(file) {
        case let .success(decoded): text = decoded
        case let .failure(diagnostic): return ([], [diagnostic])
        }
        switch YAMLReader.read(text, file: file.path, firstLine: 1) {
        case let .failure(diagnostic):
            return ([], [diagnostic.with(code: .invalidGlossary)])
        case .success(nil):
            return ([], [])
        case let .success(value?):
            guard case let .mapping(entries, _) = value, let list = entries.first(where: { $0.key == "external" }),
                  case let .sequence(items, _) = list.value
            else {
                return ([], [Diagnostic(.invalidGlossary, at: SourceLocation(file: file.path, line: value.line),
                                        "symbols.yml must be a mapping with an 'external' list of names")])
            }
            return (items.compactMap(\.string).filter { !$0.isEmpty }.sorted(), [])
        }
    }
}
