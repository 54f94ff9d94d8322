import LifedocMarkdown
import Testing

/// GitHub's alerts (`> [!NOTE]`): a quote at the top level whose first line is the marker alone.
struct GitHubAlertsTests {
    private static func html(_ markdown: String) -> String {
        let titles = ["note": "참고", "tip": "팁", "important": "중요", "warning": "경고", "caution": "주의"]
        return CmarkConverter.renderHTML(markdown, options: HTMLRenderOptions(alertTitles: titles), linker: PlainLinker()).html
    }

    @Test func showsEachKindAsABoxWithItsTitle() {
        for (marker, kind, title) in [("[!NOTE]", "note", "참고"), ("[!tip]", "tip", "팁"), ("[!Important]", "important", "중요"),
                                      ("[!WARNING]  ", "warning", "경고"), ("[!CAUTION]", "caution", "주의")] {
            let html = Self.html("> \(marker)\n> 일시 정지된 앱에는 `applicationWillTerminate(_:)`가 오지 않습니다.\n>\n> 둘째 문단\n")
            #expect(html == """
                <div class="markdown-alert markdown-alert-\(kind)">
                <p class="markdown-alert-title">\(title)</p>
                <p>일시 정지된 앱에는 <code>applicationWillTerminate(_:)</code>가 오지 않습니다.</p>
                <p>둘째 문단</p>
                </div>

                """, "\(marker)")
        }
    }

    /// A marker with text after it on its line, an unknown kind, a marker alone, or an alert
    /// inside a list or another quote stays a quote, as on GitHub.
    @Test func leavesOtherQuotesAsQuotes() {
        for source in ["> [!NOTE] 같은 줄의 글\n", "> [!TODO]\n> 글\n", "> [!NOTE]\n", "- > [!NOTE]\n  > 글\n", "> > [!NOTE]\n> > 글\n"] {
            #expect(!Self.html(source).contains("markdown-alert"), "\(source)")
            #expect(Self.html(source).contains("<blockquote>"), "\(source)")
        }
    }

    @Test func titlesAKindWithoutAWordInEnglish() {
        let html = CmarkConverter.renderHTML("> [!TIP]\n> text\n", options: HTMLRenderOptions(), linker: PlainLinker()).html
        #expect(html.contains(#"<p class="markdown-alert-title">Tip</p>"#), "\(html)")
    }
}
