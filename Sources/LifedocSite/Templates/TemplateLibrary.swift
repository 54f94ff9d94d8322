package import LifedocBase
package import LifedocContent
package import LifedocTemplates

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
/// Templates are compiled once per language (`LifedocTemplates`) and render views made into
/// template values by `TemplateEncoder`. Loading fails with a diagnostic naming file and line when
/// a template does not parse, a required template is missing, or a template names a string
/// (`{{s.name}}`) that a language's table does not define, so no page is rendered with a gap.
package struct TemplateLibrary: Sendable {
    /// The templates every build renders.
    package static let required = [
        "compare", "home", "layout", "notfound", "page", "root", "search", "sitemap", "translations",
    ]

    /// The templates of each language, its words written in.
    private let libraries: [Language: TemplateSet]
    /// The templates for the pages of no one language (the root, 404), which name words as `en.` / `ko.`.
    private let bilingual: TemplateSet
    /// The text each set was compiled from, by language (nil: the bilingual set) and name, so
    /// the tests can render the same text with the reference engine.
    package let texts: [Language?: [String: String]]
    /// The string table of each language.
    package let strings: [Language: StringTable]
    /// Each language's words as views carry them, made into a template value once.
    private let wordTables: [Language: TemplateWords]
    /// The assets, by path below `assets/`, sorted.
    package let assets: [(path: String, bytes: [UInt8])]
    /// A fingerprint of every template, string and asset, so the build cache renders every page
    /// again when any of them changes.
    package let digest: String
    /// When set, adds up the processor time and the number of renders (`lifedoc build --timings`).
    package var meter: CPUMeter?
    /// When set, told of every render: the template, the language and the value (the tests that
    /// compare the renderer with its reference).
    package var log: RenderLog?

    /// Reads the templates folder at `path`.
    /// - Throws: `BuildFailure` with diagnostics describing every problem found, paths prefixed with `path`.
    package static func load(from path: String, fileSystem: any FileSystem = LocalFileSystem()) throws -> TemplateLibrary {
        let root = path.hasSuffix("/") ? String(path.dropLast()) : path
        var diagnostics: [Diagnostic] = []
        guard fileSystem.kind(at: root) == .directory else {
            throw BuildFailure([Diagnostic(.invalidTemplate, at: SourceLocation(file: root, line: 1), "templates folder not found")])
        }
        var sources: [(name: String, file: String, text: String)] = []
        for entry in try fileSystem.entries(ofDirectory: root).sorted() where entry.name.hasSuffix(".mustache") {
            let file = root + "/" + entry.name
            let name = String(entry.name.dropLast(".mustache".count))
            guard let text = String(validating: try fileSystem.contents(of: file), as: UTF8.self) else {
                diagnostics.append(Diagnostic(.invalidTemplate, at: SourceLocation(file: file, line: 1), "template is not UTF-8"))
                continue
            }
            do {
                _ = try TemplateParser.parse(text)
                sources.append((name, file, text))
            } catch {
                diagnostics.append(Diagnostic(
                    .invalidTemplate, at: SourceLocation(file: file, line: error.line, column: error.column),
                    "template does not parse: \(error.message)"))
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
        var texts: [Language?: [String: String]] = [:]
        var sets: [Language?: TemplateSet] = [:]
        for language in [nil] + Language.allCases.map(Optional.some) {
            (texts[language], sets[language]) = Self.compile(sources, language: language, strings: strings)
        }
        return TemplateLibrary(texts: texts, sets: sets, strings: strings, assets: assets, digest: digest.hex)
    }

    /// Each template of `sources` with the words of `language` written in (`StringInliner`), and
    /// both languages' words where a template names one (`{{en.name}}`); with no language, only the
    /// latter: its text, and the set of them compiled, each text parsed once.
    private static func compile(
        _ sources: [(name: String, file: String, text: String)], language: Language?, strings: [Language: StringTable]
    ) -> (texts: [String: String], set: TemplateSet) {
        var texts: [String: String] = [:]
        var set = TemplateSet(escape: HTMLEscaping.escape)
        for source in sources {
            let text = StringInliner.inline(source.text) { scope, name in
                if scope == "s" { return language.flatMap { strings[$0]?.strings[name] } }
                return Language(rawValue: scope).flatMap { strings[$0]?.strings[name] }
            }
            // The words hold no braces, so the text parses as the template did; should it not, the
            // template as written (which parsed when it was read) renders the same.
            if (try? set.add(text, named: source.name)) != nil {
                texts[source.name] = text
            } else {
                try? set.add(source.text, named: source.name)
                texts[source.name] = source.text
            }
        }
        return (texts, set)
    }

    private init(
        texts: [Language?: [String: String]], sets: [Language?: TemplateSet], strings: [Language: StringTable],
        assets: [(path: String, bytes: [UInt8])], digest: String
    ) {
        let empty = TemplateSet(escape: HTMLEscaping.escape)
        var libraries: [Language: TemplateSet] = [:]
        for language in Language.allCases { libraries[language] = sets[language] ?? empty }
        self.libraries = libraries
        self.bilingual = sets[nil] ?? empty
        self.texts = texts
        self.strings = strings
        self.wordTables = strings.mapValues { TemplateWords($0.strings) }
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
    package func words(_ language: Language) -> TemplateWords {
        wordTables[language] ?? TemplateWords([:])
    }

    /// Renders `view`, a page in `language` (nil: a page of both), with the template `name`.
    func render(_ view: some Encodable, template name: String, language: Language?) -> String {
        // The view is made a value before the meter starts: the meter measures the engine alone.
        let value = TemplateEncoder.encode(view)
        log?.add(template: name, language: language, value: value)
        guard let meter else { return render(value, template: name, language: language) }
        return meter.measure { render(value, template: name, language: language) }
    }

    /// Renders `value` with the template `name` of `language`'s set (nil: the bilingual one).
    package func render(_ value: TemplateValue, template name: String, language: Language?) -> String {
        (language.flatMap { libraries[$0] } ?? bilingual).render(name, value) ?? ""
    }
}
