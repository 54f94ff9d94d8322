import LifedocBase
import LifedocCheck
import LifedocContent
import LifedocGraph
import LifedocMarkdown

/// What changed in a stale translation's source, from git: for each changed section, the first
/// sentence that differs, as it was when the translation was marked and as it is now, and the exact
/// `git diff` that shows all of it. Without git or a recorded commit, nothing (the report names the
/// sections, as always).
struct StaleChanges {
    let content: String
    let linked: LinkedContent

    /// Notes to print under the stale-translation diagnostic of `stale`, and the diff command.
    func explain(_ stale: StaleTranslation) -> (command: String, notes: [String])? {
        guard let translation = linked.page(stale.id, in: stale.translation)?.page,
              let commit = translation.header.translation?.commit,
              let source = linked.page(stale.id, in: stale.source)?.page
        else { return nil }
        let command = "git -C \(content) diff \(commit.prefix(12)) -- \(source.file)"
        guard let old = Git(folder: content).file(source.file, at: commit),
              let before = PageParser.parse(SourceFile(path: source.file, text: old)).0
        else { return (command, []) }
        var notes: [String] = []
        for key in stale.sections {
            let was = Self.sentences(Self.text(of: key, in: before)), now = Self.sentences(Self.text(of: key, in: source))
            guard let first = (0..<max(was.count, now.count)).first(where: { $0 >= was.count || $0 >= now.count || was[$0] != now[$0] })
            else { continue }
            notes.append("section '\(key)' was: " + (first < was.count ? "“\(was[first])”" : "(nothing)"))
            notes.append("section '\(key)' now: " + (first < now.count ? "“\(now[first])”" : "(removed)"))
        }
        return (command, notes)
    }

    /// The plain text of a section (`lead` for the text before the first `##`), code left out.
    static func text(of key: String, in page: Page) -> String {
        let blocks: [Block]
        if key == "lead" {
            blocks = page.lead
        } else if let section = page.sections.first(where: { $0.explicitID == key }) {
            blocks = section.blocks
        } else {
            return ""
        }
        return blocks.compactMap { block -> String? in
            if case .codeBlock = block { return nil }
            return block.plainText
        }.joined(separator: " ")
    }

    /// Sentences: split after `.`, `!`, `?` or a Korean sentence ending followed by a space.
    static func sentences(_ text: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        let characters = Array(text.split(whereSeparator: \.isNewline).joined(separator: " "))
        for (index, character) in characters.enumerated() {
            current.append(character)
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if ".!?".contains(character), next == " " {
                let sentence = current.trimmingCharacters(in: .whitespaces)
                if !sentence.isEmpty { sentences.append(sentence) }
                current = ""
            }
        }
        let rest = current.trimmingCharacters(in: .whitespaces)
        if !rest.isEmpty { sentences.append(rest) }
        return sentences
    }
}
