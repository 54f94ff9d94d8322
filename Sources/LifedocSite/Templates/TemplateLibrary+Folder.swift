import LifedocBase

extension TemplateLibrary {
    /// The templates in `folder`, or those built into lifedoc when `folder` is nil.
    /// - Throws: what `load(from:fileSystem:)` throws for a folder that cannot be used.
    package static func load(folder: String?) throws -> TemplateLibrary {
        if let folder { return try load(from: folder) }
        let files = BuiltInTemplates.files.map { ("Templates/" + $0.key, $0.value) }
        return try load(from: "Templates", fileSystem: MemoryFileSystem(bytes: Dictionary(uniqueKeysWithValues: files)))
    }
}
