import LifedocServe
import Testing

/// The script the preview adds to its pages, and the events it reads.
@Suite struct LiveReloadTests {
    @Test func addsTheScriptBeforeTheLastBodyEnd() {
        let page = Array("<html><body><p>`</body>` in code</p></body></html>".utf8)
        let served = String(decoding: LiveReload.inject(into: page, generation: 7), as: UTF8.self)
        #expect(served == "<html><body><p>`</body>` in code</p><script src=\"/_lifedoc/live.js\" data-generation=\"7\"></script>\n</body></html>")
        #expect(String(decoding: LiveReload.inject(into: Array("plain".utf8), generation: 1), as: UTF8.self).hasPrefix("plain<script"))
    }

    @Test func anEventIsOneJSONLineWhateverTheProblemsSay() throws {
        let problem = "Content/ko/a.md:3:1: error: 링크 \"x\\y\"\n</script><b> [broken-link]"
        let text = String(decoding: LiveReload.event(generation: 4, problems: [problem]), as: UTF8.self)
        #expect(text.hasPrefix("event: build\ndata: ") && text.hasSuffix("\n\n"))
        let data = text.dropFirst("event: build\ndata: ".count).dropLast(2)
        #expect(!data.contains("\n"))
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        #expect(decoded["generation"] as? Int == 4)
        #expect(decoded["problems"] as? [String] == [problem])
    }
}

import Foundation
