package import LifedocBase
package import LifedocContent
internal import Mustache

/// The site's templates, string tables and assets, read from the templates folder:
///
/// ```
/// Templates/
///   *.mustache          one template per kind of page (layout.mustache is their parent)
///   strings/en.yml      the site's own words, one table per language
///   strings/ko.yml
///   assets/             copied to Site/assets/ as they are (CSS, JavaScript)
/// ```
///
/// The only user of the Mustache library. Loading fails with a diagnostic naming file and line when
/// a template does not parse, a required template is missing, or a template names a string
/// (`{{s.name}}`) that a language's table does not define, so no page is rendered with a gap.
package struct TemplateLibrary: Sendable {
    /// The templates every build renders.
    package static let required = [
        "compare", "home", "layout", "notfound", "page", "root", "search", "sitemap", "translations",
    ]

    /// The templates of each language, its words written in.
    private let libraries: [Language: MustacheLibrary]
    /// The templates for the pages of no one language (the root, 404), which name words as `en.` / `ko.`.
    private let bilingual: MustacheLibrary
    /// The string table of each language.
    package let strings: [Language: StringTable]
    /// The assets, by path below `assets/`, sorted.
    package let assets: [(path: String, bytes: [UInt8])]
    /// A fingerprint of every template, string and asset, so the build cache renders every page
    /// again when any of them changes.
    package let digest: String
    /// When set, adds up the processor time and the number of renders (`lifedoc build --timings`).
    package var meter: CPUMeter?

    /// Reads the templates folder at `path`.
    /// - Throws: `BuildFailure` with diagnostics describing every problem found, paths prefixed with `path`.
    package static func load(from path: String, fileSystem: any FileSystem = LocalFileSystem()) throws -> TemplateLibrary {
        let root = path.hasSuffix("/") ? String(path.dropLast()) : path
        var diagnostics: [Diagnostic] = []
        guard fileSystem.kind(at: root) == .directory else {
            throw BuildFailure([Diagnostic(.invalidTemplate, at: SourceLocation(file: root, line: 1), "templates folder not found")])
        }
        EscapingContentType.register()
        var sources: [(name: String, file: String, text: String)] = []
        for entry in try fileSystem.entries(ofDirectory: root).sorted() where entry.name.hasSuffix(".mustache") {
            let file = root + "/" + entry.name
            let name = String(entry.name.dropLast(".mustache".count))
            guard let text = String(validating: try fileSystem.contents(of: file), as: UTF8.self) else {
                diagnostics.append(Diagnostic(.invalidTemplate, at: SourceLocation(file: file, line: 1), "template is not UTF-8"))
                continue
            }
            do {
                _ = try MustacheTemplate(string: EscapingContentType.pragmaLine + text)
                sources.append((name, file, text))
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(Diagnostic(
                    .invalidTemplate,
                    at: SourceLocation(file: file, line: max(1, error.context.lineNumber - 1), column: error.context.columnNumber),
                    "template does not parse: \(error.error)"))
            }
        }
        for name in required where !sources.contains(where: { $0.name == name }) {
            diagnostics.append(Diagnostic(
                .invalidTemplate, at: SourceLocation(file: root + "/" + name + ".mustache", line: 1), "required template is missing"))
        }
        var strings: [Language: StringTable] = [:]
        for language in Language.allCases {
            let file = root + "/strings/" + language.rawValue + ".yml"
            guard fileSystem.kind(at: file) == .file else {
                diagnostics.append(Diagnostic(.invalidStrings, at: SourceLocation(file: file, line: 1), "string table is missing"))
                continue
            }
            switch StringTableReader.read(SourceFile(path: file, bytes: try fileSystem.contents(of: file)), language: language) {
            case let .success(table): strings[language] = table
            case let .failure(diagnostic): diagnostics.append(diagnostic)
            }
        }
        if strings.count == Language.allCases.count {
            for source in sources {
                for reference in StringReferences.find(in: source.text) {
                    let languages = reference.language.map { [$0] } ?? Language.allCases
                    for language in languages where strings[language]?.strings[reference.name] == nil {
                        diagnostics.append(Diagnostic(
                            .undefinedString, at: SourceLocation(file: source.file, line: reference.line, column: reference.column),
                            "template names string '\(reference.name)', which \(root)/strings/\(language.rawValue).yml does not define"))
                    }
                }
            }
        }
        let assets = try Self.assets(in: root + "/" + SitePaths.assets, fileSystem: fileSystem)
        guard diagnostics.isEmpty else { throw BuildFailure(diagnostics) }
        var digest = ContentHash()
        for source in sources {
            digest.add(source.name)
            digest.add(source.text)
        }
        for language in Language.allCases {
            for (name, value) in (strings[language]?.strings ?? [:]).sorted(by: { $0.key < $1.key }) {
                digest.add(language.rawValue + "." + name)
                digest.add(value)
            }
        }
        for asset in assets {
            digest.add(asset.path)
            digest.add(asset.bytes)
        }
        var libraries: [Language: MustacheLibrary] = [:]
        for language in Language.allCases {
            libraries[language] = Self.library(of: sources, language: language, strings: strings)
        }
        return TemplateLibrary(
            libraries: libraries, bilingual: Self.library(of: sources, language: nil, strings: strings),
            strings: strings, assets: assets, digest: digest.hex)
    }

    /// The templates of `sources` with the words of `language` written in (`StringInliner`), and
    /// both languages' words where a template names one (`{{en.name}}`); with no language, only
    /// the latter.
    private static func library(
        of sources: [(name: String, file: String, text: String)], language: Language?, strings: [Language: StringTable]
    ) -> MustacheLibrary {
        var library = MustacheLibrary()
        for source in sources {
            let text = StringInliner.inline(source.text) { scope, name in
                if scope == "s" { return language.flatMap { strings[$0]?.strings[name] } }
                return Language(rawValue: scope).flatMap { strings[$0]?.strings[name] }
            }
            // The words hold no braces, so the text parses as the template did; should it not, the
            // template as written renders the same.
            let template = (try? MustacheTemplate(string: EscapingContentType.pragmaLine + text))
                ?? (try? MustacheTemplate(string: EscapingContentType.pragmaLine + source.text))
            if let template { library.register(template, named: source.name) }
        }
        return library
    }

    private init(
        libraries: [Language: MustacheLibrary], bilingual: MustacheLibrary, strings: [Language: StringTable],
        assets: [(path: String, bytes: [UInt8])], digest: String
    ) {
        self.libraries = libraries
        self.bilingual = bilingual
        self.strings = strings
        self.assets = assets
        self.digest = digest
    }

    /// Every file below the assets folder, recursively, by "/"-separated path, sorted.
    private static func assets(in folder: String, fileSystem: any FileSystem) throws -> [(path: String, bytes: [UInt8])] {
        guard fileSystem.kind(at: folder) == .directory else { return [] }
        var result: [(path: String, bytes: [UInt8])] = []
        func visit(_ relative: String, depth: Int) throws {
            guard depth < 8 else { return }
            let directory = relative.isEmpty ? folder : folder + "/" + relative
            for entry in try fileSystem.entries(ofDirectory: directory).sorted() where !entry.name.hasPrefix(".") {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                switch fileSystem.kind(at: folder + "/" + path) {
                case .directory?: try visit(path, depth: depth + 1)
                case .file?: result.append((path, try fileSystem.contents(of: folder + "/" + path)))
                default: continue
                }
            }
        }
        try visit("", depth: 0)
        return result
    }

    /// The words of `language`, for a view's `s`.
    package func words(_ language: Language) -> [String: String] {
        strings[language]?.strings ?? [:]
    }

    /// Renders `view`, a page in `language` (nil: a page of both), with the template `name`.
    func render(_ view: some TemplateConvertible, template name: String, language: Language?) -> String {
        let library = language.flatMap { libraries[$0] } ?? bilingual
        guard let meter else { return library.render(view.templateValue, withTemplate: name) ?? "" }
        // The view is made before the meter starts: the meter measures the engine alone.
        let value = view.templateValue
        return meter.measure { library.render(value, withTemplate: name) ?? "" }
    }
}

