import LifedocMarkdown
import Testing

struct HTMLSanitizerTests {
    @Test(arguments: [
        ("<kbd>⌘</kbd> <sup>2</sup>", "<kbd>⌘</kbd> <sup>2</sup>"),
        ("<script>alert(1)</script>after", "after"),
        ("<SCRIPT src=x></SCRIPT>", ""),
        ("<img src=x onerror=alert(1)>", "<img src=\"x\">"),
        ("<a href=\"javascript:alert(1)\" title='t'>a</a>", "<a title=\"t\">a</a>"),
        ("<a href=\" java&#x09;script:alert(1)\">a</a>", "<a>a</a>"),
        ("<a href=\"https://developer.apple.com/documentation/uikit\">a</a>", "<a href=\"https://developer.apple.com/documentation/uikit\">a</a>"),
        ("<a href=\"../methods/x.html#when\">x</a>", "<a href=\"../methods/x.html#when\">x</a>"),
        ("<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"),
        ("<div onmouseover=\"x\" title=\"a&quot;b\">씬</div>", "<div title=\"a&quot;b\">씬</div>"),
        ("<svg onload=alert(1)><circle/></svg>ok", "ok"),
        ("<!-- <script>alert(1)</script> -->ok", "ok"),
        ("a < b && c > d", "a &lt; b &amp;&amp; c &gt; d"),
        ("<img src=\"x\" alt=\"unterminated>", "&lt;img src=\"x\" alt=\"unterminated&gt;"),
        ("<iframe src=\"https://example.org\">fallback</iframe>", ""),
        ("<details open><summary>더 보기</summary>본문</details>", "<details open=\"\"><summary>더 보기</summary>본문</details>"),
        ("<a href=\"javascript&colon;alert(1)\">씬</a>", "<a>씬</a>"),
        ("<a href=\"java&#115cript:alert(1)\">x</a><img src=\"javascript&#58this;alert(1)\">", "<a>x</a><img>"),
    ])
    func keepsOnlyHarmlessMarkup(input: String, expected: String) {
        #expect(HTMLSanitizer.clean(input) == expected)
    }

    @Test(arguments: [
        ("https://example.org", true), ("mailto:a@example.org", true), ("../x.html", true), ("#when", true),
        ("javascript:alert(1)", false), ("JAVASCRIPT:x", false), ("java\tscript:x", false), ("\u{1}javascript:x", false),
        ("vbscript:x", false), ("data:text/html,x", false), ("&#106;avascript:x", false), ("file:///etc/passwd", false),
        // A character reference can spell the ':' itself (found in review of the fuzz harness).
        ("javascript&colon;alert(1)", false), ("javascript&#58this;alert(1)", false), ("javascript&#x3A;x", false),
        ("%EC%94%AC.html", true), ("page.html?a=1&b=2", true), ("../tasks/save.html#a&b", true),
    ])
    func acceptsOnlyWebAndRelativeURLs(url: String, safe: Bool) {
        #expect(URLSafety.isSafe(url) == safe)
    }
}
