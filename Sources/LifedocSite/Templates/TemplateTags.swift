/// One tag of a Mustache template's text, found on its UTF-8 bytes.
struct TemplateTag: Hashable {
    /// The whole tag, braces included.
    var range: Range<Int>
    /// What is between the braces.
    var content: Range<Int>
    /// Whether it has three braces on each side (`{{{name}}}`).
    var isTriple: Bool
}

/// Finds the tags of a template's text: every `{{…}}` and `{{{…}}}` in order, each from its opening
/// braces to past its closing ones, scanned on UTF-8 bytes (a brace is one byte, and no other
/// character's encoding holds one). `StringInliner`, which replaces some tags, and
/// `StringReferences`, which says where they are, read a template the same way through it.
enum TemplateTags {
    /// The tags of `bytes`, in order. The scan stops at a tag that is never closed; a `{{{` closed
    /// by only two braces is skipped.
    static func scan(_ bytes: [UInt8]) -> [TemplateTag] {
        var tags: [TemplateTag] = []
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            let triple = index + 2 < bytes.count && bytes[index + 2] == UInt8(ascii: "{")
            let open = index + (triple ? 3 : 2)
            guard let close = closing(in: bytes, from: open) else { break }
            let end = close + (triple ? 3 : 2)
            guard !triple || (end <= bytes.count && bytes[close + 2] == UInt8(ascii: "}")) else {
                index = close + 2
                continue
            }
            tags.append(TemplateTag(range: index..<end, content: open..<close, isTriple: triple))
            index = end
        }
        return tags
    }

    /// Where the `}}` that ends a tag opened before `start` begins.
    private static func closing(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "}"), bytes[index + 1] == UInt8(ascii: "}") { return index }
            index += 1
        }
        return nil
    }
}
