@testable import LifedocFuzzing
import Testing

/// The fuzzer's judge of rendered HTML must catch every way markup can run script, and must not
/// mistake quoted text or escaped markup for it.
struct MarkupAuditTests {
    @Test(arguments: [
        ("<script>alert(1)</script>", "<script> element"),
        ("<SCRIPT SRC=x.js></SCRIPT>", "<script> element"),
        ("<p><img src=x onerror=alert(1)></p>", "onerror attribute on <img>"),
        ("<a href=\"javascript:alert(1)\">x</a>", "javascript: URL in href of <a>"),
        ("<a href=\" &#106;ava&#x73;cript&colon;alert(1)\">x</a>", "javascript: URL in href of <a>"),
        ("<a href='java\tscript:x'>x</a>", "javascript: URL in href of <a>"),
        ("<img src=\"data:text/html;base64,PHNjcmlwdD4=\">", "data: URL in src of <img>"),
        ("<div style=\"background:url(x)\">", "style attribute on <div>"),
        ("<svg><a xlink:href=\"vbscript:x\">", "<svg> element"),
        ("<img/onload=alert(1)>", "onload attribute on <img>"),
        ("<a href=\"javascript&#58this;alert(1)\">x</a>", "javascript: URL in href of <a>"),
        ("<a href=\"java&#115cript:alert(1)\">x</a>", "javascript: URL in href of <a>"),
        ("<a href=\"javascript&colon;x\">x</a>", "javascript: URL in href of <a>"),
        ("<!--><script>alert(1)</script>", "<script> element"),
    ])
    func findsWhatRunsScript(html: String, problem: String) {
        #expect(MarkupAudit.problems(in: html).contains(problem), "\(MarkupAudit.problems(in: html))")
    }

    @Test(arguments: [
        "<p title=\"x onerror=alert(1)\">text</p>",
        "<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>",
        "<p>a &lt; b and 3 <4</p>",
        "<!-- <script>alert(1)</script> -->",
        "<a href=\"https://example.com/?q=javascript:\">link</a>",
        "<a href=\"&amp;#106;avascript:alert(1)\">x</a>",
        "<img src=\"data:image/png;base64,AAAA\" alt=\"씬 상태도\">",
        "<p>씬 델리게이트의 <code>onerror=</code></p>",
        "<a href=\"javascript&Colon;x\">x</a>",
    ])
    func passesInertMarkup(html: String) {
        #expect(MarkupAudit.problems(in: html).isEmpty, "\(MarkupAudit.problems(in: html))")
    }
}
