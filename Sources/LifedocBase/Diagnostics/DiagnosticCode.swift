/// Every rule lifedoc reports, with a stable kebab-case name. The raw values appear in output and
/// are never written as string literals anywhere else.
package enum DiagnosticCode: String, Sendable, Codable, CaseIterable, Comparable {
    // Input that cannot be read: the pipeline stops with exit code 2.
    case unreadableFile = "unreadable-file"
    case invalidEncoding = "invalid-encoding"
    case invalidFrontMatter = "invalid-front-matter"
    case frontMatterNotMapping = "front-matter-not-mapping"
    case invalidField = "invalid-field"
    case missingField = "missing-field"
    case duplicateID = "duplicate-id"
    case duplicateSymbol = "duplicate-symbol"
    case invalidPath = "invalid-path"
    case invalidGlossary = "invalid-glossary"
    case invalidConfiguration = "invalid-configuration"
    // Templates and output (`lifedoc build`): fatal as well.
    case invalidTemplate = "invalid-template"
    case invalidStrings = "invalid-strings"
    case undefinedString = "undefined-string"
    case outputCollision = "output-collision"
    case toolFailure = "tool-failure"
    case unwritableOutput = "unwritable-output"
    // Content problems: collected and reported, never fatal on their own.
    case conflictingFact = "conflicting-fact"
    case unknownField = "unknown-field"
    case unknownSymbol = "unknown-symbol"
    case unknownReference = "unknown-reference"
    case brokenLink = "broken-link"
    case brokenAnchor = "broken-anchor"
    case missingImage = "missing-image"
    case missingTitle = "missing-title"
    case rawHTML = "raw-html"
    case markdownTable = "markdown-table"
    case footnoteUndefined = "footnote-undefined"
    case footnoteUnused = "footnote-unused"
    // Translation checks (`lifedoc check`).
    case missingTranslation = "missing-translation"
    case placeholderPage = "placeholder-page"
    case staleTranslation = "stale-translation"
    case draftTranslation = "draft-translation"
    case draftPage = "draft-page"
    case unmarkedTranslation = "unmarked-translation"
    case sectionMismatch = "section-mismatch"
    case codeMismatch = "code-mismatch"
    case linkMismatch = "link-mismatch"
    case mentionMismatch = "mention-mismatch"
    case terminologyVariant = "terminology-variant"
    case headingVariant = "heading-variant"
    case missingReplacement = "missing-replacement"
    case unusedLanguageFolder = "unused-language-folder"
    case noPages = "no-pages"
    case missingString = "missing-string"

    /// Whether this problem means the input cannot be compiled at all.
    package var isInputError: Bool {
        switch self {
        case .unreadableFile, .invalidEncoding, .invalidFrontMatter, .frontMatterNotMapping, .invalidField,
             .missingField, .duplicateID, .duplicateSymbol, .invalidPath, .invalidGlossary, .invalidConfiguration, .invalidTemplate,
             .invalidStrings, .undefinedString, .outputCollision, .toolFailure,
             .unwritableOutput, .noPages:
            true
        default:
            false
        }
    }

    /// Whether publishing with this problem ships a broken site: a dead link or anchor, a name that
    /// links nowhere, a fact or reference that cannot be drawn. `build` stops on these unless told
    /// `--allow-errors`; translation findings (a page in one language, a stale translation) do not
    /// break the site, which says so on the page.
    package var breaksSite: Bool {
        switch self {
        case .brokenLink, .brokenAnchor, .missingImage, .unknownSymbol, .unknownReference, .conflictingFact: true
        default: false
        }
    }

    /// The severity a diagnostic of this code has unless a checker says otherwise.
    package var defaultSeverity: Severity {
        switch self {
        case .unknownField, .unusedLanguageFolder, .missingTitle, .unmarkedTranslation, .linkMismatch,
             .mentionMismatch, .terminologyVariant, .headingVariant, .rawHTML, .markdownTable, .footnoteUndefined, .footnoteUnused, .missingReplacement, .draftTranslation, .draftPage:
            .warning
        default: .error
        }
    }

    /// A one-paragraph explanation of the rule, for `--explain` style help and documentation.
    package var explanation: String {
        switch self {
        case .unreadableFile: "The file or folder could not be read."
        case .invalidEncoding: "Content files must be UTF-8 text without NUL bytes."
        case .invalidFrontMatter: "The YAML between the opening and closing '---' lines does not parse."
        case .frontMatterNotMapping: "Front matter must be a YAML mapping of field names to values."
        case .invalidField: "A front-matter field has a value of the wrong type or form."
        case .missingField: "A field that this kind of page requires is missing."
        case .duplicateID: "Two pages of one language have the same id."
        case .duplicateSymbol: "Two method pages declare the same symbol or selector."
        case .invalidPath: "A page path or id would leave the content or output folder."
        case .invalidGlossary: "The glossary file does not have the expected shape."
        case .invalidConfiguration: "The site configuration (lifedoc.yml) does not have the expected shape."
        case .conflictingFact: "A fact declared on both language pages (kind, symbol, selector, protocol, transition, …) differs."
        case .unknownField: "A front-matter field is not one lifedoc knows; it is ignored."
        case .unknownSymbol: "A name that looks like a life-cycle method matches no method page."
        case .unknownReference: "A front-matter reference names no page or method."
        case .brokenLink: "A relative link points at no page or file."
        case .brokenAnchor: "A link to a heading (#fragment) names one the page does not have."
        case .missingImage: "An image a page shows from the content folder cannot be published: missing, outside the folder, reached through a link, not an image type, or an SVG without 'unsafe-html'."
        case .missingTitle: "A page has no title and no heading to take one from."
        case .markdownTable: "A GitHub-style table whose header and delimiter rows have different numbers of cells: the site shows its rows as one paragraph of '|' text."
        case .footnoteUndefined: "A footnote reference ([^label]) whose label no line of the page defines ([^label]: …): the site shows it as text."
        case .footnoteUnused: "A footnote defined ([^label]: …) that nothing on the page refers to: the site leaves it out, as GitHub does."
        case .rawHTML: "Raw HTML on a page that does not opt in (unsafe-html: true) is left out of the site, text and all."
        case .missingTranslation: "A page exists in one language only."
        case .placeholderPage: "A page holds only a title or placeholder text, not a real description."
        case .staleTranslation: "The source page changed after the translation was made; the changed sections are named."
        case .draftTranslation: "A translation is a draft (lifedoc translate); the sections still to translate are named."
        case .draftPage: "A page is still being written (draft: true, as lifedoc new writes it)."
        case .unmarkedTranslation: "A translation records no version of its source, so staleness cannot be checked."
        case .sectionMismatch: "The two languages do not have the same sections in the same order."
        case .codeMismatch: "A section's fenced code blocks differ between the languages (code is not translated)."
        case .linkMismatch: "A section links to different pages in the two languages."
        case .mentionMismatch: "A section mentions different methods in the two languages."
        case .terminologyVariant: "A page uses a variant spelling where the glossary prefers another term."
        case .headingVariant: "One section id is headed differently on pages of one kind in one language; the most common heading is suggested."
        case .missingReplacement: "A deprecated method's page does not say which method replaces it."
        case .unusedLanguageFolder: "A folder at the top of the content root is not a language lifedoc knows."
        case .noPages: "The content folder holds no page: no Markdown file below its en/ and ko/ folders."
        case .invalidTemplate: "A template does not parse, or a template the site needs is missing."
        case .invalidStrings: "A string table is not a YAML mapping of names to text."
        case .undefinedString: "A template names a string that a language's string table does not define."
        case .outputCollision: "Two pages would be written to the same output file."
        case .toolFailure: "An external tool the build needs (Graphviz's dot) is missing or failed."
        case .unwritableOutput: "The output folder cannot be written, or a path would leave it; the previous site is kept."
        case .missingString: "A string of the site's own words is defined in one language's table only."
        }
    }

    package static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
