package import LifedocBase

/// Reads `glossary.yml`: a mapping with `terms:`, a list of mappings with `id`, `en`, `ko`,
/// optional `variants: {en: [...], ko: [...]}` and `definition: {en: ..., ko: ...}`; and an optional
/// `events:` lexicon (`EventLexicon`).
package enum GlossaryReader {
    /// Reads the glossary file, or reports why it cannot be read.
    package static func read(_ file: SourceFile) -> (Glossary, [Diagnostic]) {
        let text: String
        switch TextDecoder.decode(file) {
        case let .success(decoded): text = decoded
        case let .failure(diagnostic): return (.empty, [diagnostic])
        }
        let value: YAMLValue?
        switch YAMLReader.read(text, file: file.path, firstLine: 1) {
        case let .success(read): value = read
        case let .failure(diagnostic): return (.empty, [diagnostic.with(code: .invalidGlossary)])
        }
        guard let value else { return (.empty, []) }
        guard case let .mapping(entries, _) = value,
              let termsEntry = entries.first(where: { $0.key == "terms" }),
              case let .sequence(items, _) = termsEntry.value
        else {
            return (.empty, [Diagnostic(
                .invalidGlossary, at: SourceLocation(file: file.path, line: value.line),
                "glossary must be a mapping with a 'terms' list")])
        }
        var terms: [GlossaryTerm] = []
        var diagnostics: [Diagnostic] = []
        for item in items {
            switch term(from: item, file: file.path) {
            case let .success(term):
                if terms.contains(where: { $0.id == term.id }) {
                    diagnostics.append(Diagnostic(.invalidGlossary, at: term.location, "term id '\(term.id)' appears twice"))
                } else {
                    terms.append(term)
                }
            case let .failure(diagnostic): diagnostics.append(diagnostic)
            }
        }
        var events = EventLexicon.empty
        if let eventsEntry = entries.first(where: { $0.key == "events" }) {
            events = lexicon(from: eventsEntry.value, file: file.path, diagnostics: &diagnostics)
        }
        return (Glossary(terms: terms, events: events), diagnostics)
    }

    /// The `events:` mapping: `markers: {ko, en, not}` and `words: [{ko: [...], en: [...]}]`.
    private static func lexicon(from value: YAMLValue, file: String, diagnostics: inout [Diagnostic]) -> EventLexicon {
        func invalid(_ line: Int, _ message: String) {
            diagnostics.append(Diagnostic(.invalidGlossary, at: SourceLocation(file: file, line: line), message))
        }
        func strings(_ value: YAMLValue?) -> [String] {
            switch value {
            case let .sequence(items, _)?: return items.compactMap { $0.string?.trimmingWhitespace() }.filter { !$0.isEmpty }
            case let .scalar(text, _)?: return text.isEmpty ? [] : [text.trimmingWhitespace()]
            default: return []
            }
        }
        guard case let .mapping(fields, _) = value else {
            invalid(value.line, "'events' must be a mapping with 'markers' and 'words'")
            return .empty
        }
        var lexicon = EventLexicon()
        for field in fields {
            switch (field.key, field.value) {
            case let ("markers", .mapping(byLanguage, _)):
                for language in Language.allCases {
                    lexicon.markers[language] = strings(byLanguage.first { $0.key == language.rawValue }?.value)
                }
                lexicon.notMarkers = strings(byLanguage.first { $0.key == "not" }?.value)
            case let ("words", .sequence(items, _)):
                for item in items {
                    guard case let .mapping(pair, _) = item else {
                        invalid(item.line, "each entry of 'events.words' must be a mapping with 'ko' and 'en'")
                        continue
                    }
                    let korean = strings(pair.first { $0.key == "ko" }?.value)
                    let english = strings(pair.first { $0.key == "en" }?.value)
                    let also = strings(pair.first { $0.key == "also" }?.value)
                    let scene = strings(pair.first { $0.key == "scene" }?.value)
                    guard !korean.isEmpty || !also.isEmpty, !english.isEmpty else {
                        invalid(item.line, "each entry of 'events.words' needs the words readers use ('ko', 'also') and the English name words ('en')")
                        continue
                    }
                    lexicon.entries.append(EventLexicon.Entry(korean: korean, also: also, english: english, scene: scene))
                }
            case let ("except", .mapping(byLanguage, _)):
                for language in Language.allCases {
                    lexicon.except[language] = strings(byLanguage.first { $0.key == language.rawValue }?.value)
                }
                lexicon.notExcept = strings(byLanguage.first { $0.key == "not" }?.value)
                for list in byLanguage where !["ko", "en", "not"].contains(list.key) {
                    invalid(list.line, "'events.except.\(list.key)' is not 'ko', 'en' or 'not'")
                }
            case ("questions", _):
                lexicon.questions = strings(field.value)
            case ("how", _):
                lexicon.howTo = strings(field.value)
            case ("compare", _):
                lexicon.compare = strings(field.value)
            case ("state", _):
                lexicon.states = strings(field.value)
            case ("after", _):
                lexicon.after = strings(field.value)
            case ("before", _):
                lexicon.before = strings(field.value)
            case let ("lifecycles", .mapping(lists, _)):
                for list in lists {
                    switch list.key {
                    case "scene": lexicon.lifecycles.scene = strings(list.value)
                    case "app": lexicon.lifecycles.app = strings(list.value)
                    case "scene-delegate": lexicon.lifecycles.sceneDelegate = strings(list.value)
                    case "without": lexicon.lifecycles.without = strings(list.value)
                    default: invalid(list.line, "'events.lifecycles.\(list.key)' is not 'scene', 'app', 'scene-delegate' or 'without'")
                    }
                }
            case let ("abbreviations", .mapping(pairs, _)):
                for pair in pairs {
                    guard let full = pair.value.string?.trimmingWhitespace(), !full.isEmpty else {
                        invalid(pair.line, "each abbreviation must map a short form to one word")
                        continue
                    }
                    lexicon.abbreviations[pair.key.lowercased()] = full.lowercased()
                }
            default:
                invalid(field.line, "'events.\(field.key)' is not 'markers', 'abbreviations', 'except' or 'lifecycles' (mappings), 'questions', 'how', 'compare', 'state', 'after', 'before' or 'words' (lists)")
            }
        }
        return lexicon
    }

    private static func term(from item: YAMLValue, file: String) -> Result<GlossaryTerm, Diagnostic> {
        let location = SourceLocation(file: file, line: item.line)
        guard case let .mapping(fields, _) = item else {
            return .failure(Diagnostic(.invalidGlossary, at: location, "each term must be a mapping"))
        }
        func field(_ name: String) -> YAMLValue? { fields.first { $0.key == name }?.value }
        guard let id = field("id")?.string, !id.isEmpty,
              let en = field("en")?.string, !en.isEmpty,
              let ko = field("ko")?.string, !ko.isEmpty
        else {
            return .failure(Diagnostic(.invalidGlossary, at: location, "a term needs 'id', 'en' and 'ko'"))
        }
        var variants: [Language: [String]] = [:]
        var definitions: [Language: String] = [:]
        for language in Language.allCases {
            if case let .mapping(byLanguage, _)? = field("variants"),
               let list = byLanguage.first(where: { $0.key == language.rawValue })?.value {
                switch list {
                case let .sequence(values, _): variants[language] = values.compactMap(\.string).filter { !$0.isEmpty }
                case let .scalar(value, _): variants[language] = value.isEmpty ? [] : [value]
                case .mapping: break
                }
            }
            if case let .mapping(byLanguage, _)? = field("definition"),
               let text = byLanguage.first(where: { $0.key == language.rawValue })?.value.string {
                definitions[language] = text
            }
        }
        return .success(GlossaryTerm(
            id: id, preferred: [.en: en, .ko: ko], variants: variants, definitions: definitions, location: location))
    }
}

extension Diagnostic {
    /// The same diagnostic under another code.
    func with(code: DiagnosticCode) -> Diagnostic {
        var copy = self
        copy.code = code
        return copy
    }
}
