import Foundation
import LifedocFuzzing
import Testing

/// The script-injection fixture (`Tests/Browser/Fixtures/injection`, shared with the Chromium
/// test) and a scan of built pages for anything that could run.
enum Injection {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Browser/Fixtures/injection/Content")

    /// The English injection page: plain, or the one that lets raw HTML through.
    static func page(optsIn: Bool) -> String {
        let file = fixture.appendingPathComponent(optsIn ? "en/guides/unsafe.md" : "en/guides/inject.md")
        return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }

    /// Every start tag of `html`, as written.
    static func tags(_ html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "<[A-Za-z][^>]*>")
        let range = NSRange(html.startIndex..., in: html)
        return pattern.matches(in: html, range: range).map { String(html[Range($0.range, in: html)!]) }
    }

    /// Expects that `page` of `site` holds nothing executable: no `<script>` but the site's own
    /// scripts, no event-handler attribute, and no `javascript:`, `vbscript:` or `data:` URL; and
    /// that its `<main>`, where content goes, passes the fuzzer's `MarkupAudit` (which decodes
    /// character references in URLs as a browser does).
    static func expectNoScript(in site: BuiltSite, page: String) throws {
        let html = site.text(page)
        try #require(html.contains("Pwnprobe"), "the page was not built")
        let main = try #require(html.range(of: "<main").flatMap { start in
            html.range(of: "</main>", range: start.upperBound..<html.endIndex).map { html[start.lowerBound..<$0.upperBound] }
        }, "no <main> in \(page)")
        #expect(MarkupAudit.problems(in: String(main)) == [], "\(page)")
        let handler = try NSRegularExpression(pattern: "\\son[a-z]+\\s*=", options: [.caseInsensitive])
        let url = try NSRegularExpression(pattern: "\\s(href|src|action|formaction)\\s*=\\s*[\"']?\\s*(javascript|vbscript|data):", options: [.caseInsensitive])
        for tag in tags(html) {
            let range = NSRange(tag.startIndex..., in: tag)
            #expect(handler.firstMatch(in: tag, range: range) == nil, "event handler in \(page): \(tag)")
            #expect(url.firstMatch(in: tag, range: range) == nil, "script URL in \(page): \(tag)")
            if tag.lowercased().hasPrefix("<script") {
                // Only the site's own scripts, from its assets folder.
                let own = ["assets/site.js\" defer>", "assets/search.js\" defer>", "assets/search.js\">", "assets/theme.js\">",
                           "assets/highlight.js\" defer>"]
                #expect(own.contains { tag.hasSuffix($0) }, "script in \(page): \(tag)")
            }
            for element in ["<iframe", "<svg onload", "<object", "<embed"] {
                #expect(!tag.lowercased().hasPrefix(element), "\(element) in \(page): \(tag)")
            }
        }
    }
}
