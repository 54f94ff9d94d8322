import LifedocBase

/// Reads one front-matter field at a time into a `PageHeader`, collecting diagnostics.
struct FieldReader {
    let file: String
    var header = PageHeader()
    var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    func location(_ line: Int) -> SourceLocation { SourceLocation(file: file, line: line) }

    mutating func readKind(_ entry: YAMLEntry) {
        guard let text = scalar(entry) else { return }
        guard let kind = PageKind(rawValue: text.lowercased()) else {
            invalid(
                entry, "kind '\(text)' is not one of \(PageKind.allCases.map(\.rawValue).joined(separator: ", "))",
                suggestion: PageKind.likely(text)?.rawValue)
            return
        }
        header.kind = Located(kind, at: location(entry.line))
    }

    mutating func read(_ entry: YAMLEntry) {
        switch entry.key {
        case "kind": break
        case "id": header.id = text(entry)
        case "title": header.title = text(entry)
        case "symbol": header.symbol = text(entry)
        case "objc": header.objc = text(entry)
        case "declaration": header.declaration = text(entry)
        case "protocol": header.protocolName = text(entry)
        case "class": header.className = text(entry)
        case "deprecated": readDeprecation(entry)
        case "availability": header.availability = text(entry)
        case "notification": header.notification = text(entry)
        case "counterpart": header.counterpart = text(entry)
        case "group": header.group = text(entry)
        case "order": header.order = integer(entry)
        case "lifecycle": readLifecycle(entry)
        case "methods": header.methods = list(entry)
        case "keywords": header.keywords = list(entry)
        case "transitions": readTransitions(entry)
        case "unsafe-html": header.allowsUnsafeHTML = boolean(entry) ?? false
        case "draft": header.isDraft = boolean(entry) ?? false
        case "translation": readTranslation(entry)
        default: break
        }
    }

    private mutating func invalid(_ entry: YAMLEntry, _ message: String, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(.invalidField, at: location(entry.value.line), message, suggestion: suggestion))
    }

    private mutating func scalar(_ entry: YAMLEntry) -> String? {
        guard let text = entry.value.string else {
            invalid(entry, "field '\(entry.key)' must be a single value, not \(entry.value.shapeName)")
            return nil
        }
        return text.trimmingWhitespace()
    }

    private mutating func text(_ entry: YAMLEntry) -> Located<String>? {
        guard let text = scalar(entry) else { return nil }
        guard !text.isEmpty else {
            invalid(entry, "field '\(entry.key)' is empty")
            return nil
        }
        return Located(text, at: location(entry.value.line))
    }

    /// The whole numbers a page's or a transition's `order` may take.
    static let orders = 0...1_000_000

    private mutating func integer(_ entry: YAMLEntry) -> Located<Int>? {
        guard let text = scalar(entry) else { return nil }
        guard let number = Int(text), Self.orders.contains(number) else {
            invalid(entry, "field '\(entry.key)' must be a whole number from 0, not '\(text)'")
            return nil
        }
        return Located(number, at: location(entry.value.line))
    }

    private mutating func boolean(_ entry: YAMLEntry) -> Bool? {
        guard let text = scalar(entry) else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            invalid(entry, "field '\(entry.key)' must be true or false, not '\(text)'")
            return nil
        }
    }

    private mutating func readLifecycle(_ entry: YAMLEntry) {
        guard let text = scalar(entry) else { return }
        guard let lifecycle = Lifecycle(rawValue: text.lowercased()) else {
            invalid(entry, "lifecycle '\(text)' is not 'app' or 'scene'", suggestion: Lifecycle.likely(text)?.rawValue)
            return
        }
        header.lifecycle = Located(lifecycle, at: location(entry.value.line))
    }

    private mutating func list(_ entry: YAMLEntry) -> [Located<String>] {
        switch entry.value {
        case let .scalar(text, line):
            return text.isEmpty ? [] : [Located(text.trimmingWhitespace(), at: location(line))]
        case let .sequence(items, _):
            return items.compactMap { item in
                guard let text = item.string?.trimmingWhitespace(), !text.isEmpty else {
                    invalid(entry, "each entry of '\(entry.key)' must be a single value, not \(item.shapeName)")
                    return nil
                }
                return Located(text, at: location(item.line))
            }
        case .mapping:
            invalid(entry, "field '\(entry.key)' must be a list, not a mapping")
            return []
        }
    }

    /// `deprecated:` as a mapping of `version` and `replacement`, or a version alone
    /// (`deprecated: "26.0"`); a leading `iOS` is dropped from the version.
    private mutating func readDeprecation(_ entry: YAMLEntry) {
        let shape = "field 'deprecated' must be a mapping with 'version' (the iOS version, \"26.0\") and 'replacement'"
        var version: Located<String>?, replacement: Located<String>?
        switch entry.value {
        case let .scalar(text, line):
            version = Located(text.trimmingWhitespace(), at: location(line))
        case let .mapping(fields, _):
            for field in fields {
                guard let text = field.value.string?.trimmingWhitespace(), !text.isEmpty else {
                    diagnostics.append(Diagnostic(.invalidField, at: location(field.line), "'deprecated.\(field.key)' must be a single value"))
                    continue
                }
                switch field.key {
                case "version": version = Located(text, at: location(field.value.line))
                case "replacement": replacement = Located(text, at: location(field.value.line))
                default:
                    diagnostics.append(Diagnostic(
                        .invalidField, at: location(field.line), "'deprecated' field '\(field.key)' is not 'version' or 'replacement'"))
                }
            }
        case .sequence:
            invalid(entry, shape)
            return
        }
        guard var version else {
            invalid(entry, shape)
            return
        }
        if version.value.lowercased().hasPrefix("ios") { version.value = String(version.value.dropFirst(3)).trimmingWhitespace() }
        let parts = version.value.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            diagnostics.append(Diagnostic(
                .invalidField, at: version.location, "'deprecated.version' must be an iOS version such as 26.0, not '\(version.value)'"))
            return
        }
        header.deprecation = DeprecationDeclaration(version: version, replacement: replacement)
    }

    private mutating func readTranslation(_ entry: YAMLEntry) {
        let isDraft: Bool = {
            guard case let .mapping(fields, _) = entry.value else { return false }
            return ["true", "yes"].contains(fields.first(where: { $0.key == "draft" })?.value.string?.lowercased() ?? "")
        }()
        guard case let .mapping(fields, _) = entry.value,
              let sourceText = fields.first(where: { $0.key == "source" })?.value.string,
              let source = Language(rawValue: sourceText)
        else {
            invalid(entry, "field 'translation' must be a mapping with 'source' (en or ko) and 'sections' (id: fingerprint)")
            return
        }
        if isDraft {
            var record = TranslationRecord(source: source, sections: [:], location: location(entry.line))
            record.draft = true
            header.translation = record
            return
        }
        guard case let .mapping(sections, _)? = fields.first(where: { $0.key == "sections" })?.value
        else {
            invalid(entry, "field 'translation' must be a mapping with 'source' (en or ko) and 'sections' (id: fingerprint)")
            return
        }
        var fingerprints: [String: String] = [:]
        for section in sections {
            guard let hash = section.value.string else {
                invalid(entry, "each fingerprint under 'translation.sections' must be a single value")
                return
            }
            fingerprints[section.key] = hash
        }
        let commit = fields.first(where: { $0.key == "commit" })?.value.string.flatMap { text -> String? in
            let hex = text.trimmingWhitespace()
            return (7...64).contains(hex.count) && hex.allSatisfy(\.isHexDigit) ? hex : nil
        }
        header.translation = TranslationRecord(
            source: source, sections: fingerprints, location: location(entry.line), commit: commit)
    }

    private mutating func readTransitions(_ entry: YAMLEntry) {
        guard case let .sequence(items, _) = entry.value else {
            invalid(entry, "field 'transitions' must be a list of mappings with 'to' (and 'from' on a method page)")
            return
        }
        for item in items {
            guard case let .mapping(fields, line) = item else {
                diagnostics.append(Diagnostic(
                    .invalidField, at: location(item.line), "each transition must be a mapping with 'from' and 'to'"))
                continue
            }
            var from: String?, to: String?, order = 0
            for field in fields {
                switch (field.key, field.value.string) {
                case let ("from", value?): from = value.trimmingWhitespace()
                case let ("to", value?): to = value.trimmingWhitespace()
                case let ("order", value?) where Int(value).map(Self.orders.contains) == true: order = Int(value)!
                case ("order", _):
                    diagnostics.append(Diagnostic(
                        .invalidField, at: location(field.line),
                        "transition field 'order' must be a whole number from 0 to \(Self.orders.upperBound)"))
                default:
                    diagnostics.append(Diagnostic(
                        .invalidField, at: location(field.line),
                        "transition field '\(field.key)' is not 'from', 'to' or a whole-number 'order'"))
                }
            }
            guard let to, !to.isEmpty else {
                diagnostics.append(Diagnostic(.invalidField, at: location(line), "transition has no 'to' state"))
                continue
            }
            header.transitions.append(TransitionDeclaration(from: from, to: to, order: order, location: location(line)))
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    package func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
