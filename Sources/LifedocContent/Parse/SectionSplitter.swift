import LifedocMarkdown

/// Cuts a page's body into its lead and its `##` sections, and takes the title from the first
/// heading when the front matter gives none.
enum SectionSplitter {
    static func split(into page: inout Page) {
        var blocks = page.document.blocks
        if page.header.title == nil, let first = blocks.first, case let .heading(level, inlines, _) = first, level == 1 {
            page.title = Section.splitHeading(inlines.plainText).title
            page.titleFromHeading = true
            blocks.removeFirst()
        } else if page.header.title == nil {
            for block in blocks {
                if case let .heading(_, inlines, _) = block {
                    page.title = Section.splitHeading(inlines.plainText).title
                    break
                }
            }
        }
        var lead: [Block] = []
        var sections: [Section] = []
        for block in blocks {
            if case let .heading(level, inlines, position) = block, level <= 2 {
                let (title, id) = Section.splitHeading(inlines.plainText)
                sections.append(Section(title: title, explicitID: id, position: position, blocks: []))
            } else if sections.isEmpty {
                lead.append(block)
            } else {
                sections[sections.count - 1].blocks.append(block)
            }
        }
        page.lead = lead
        page.sections = sections
    }
}
