import LifedocBase
import Testing

struct HTMLEscapingTests {
    /// The plain definition: every scalar, five of them replaced.
    private func reference(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    @Test func escapesTheFiveCharactersAndKeepsKoreanAsItIs() {
        #expect(HTMLEscaping.escape(#"<a href="x">씬이 & 'y'</a>"#)
            == "&lt;a href=&quot;x&quot;&gt;씬이 &amp; &#39;y&#39;&lt;/a&gt;")
        #expect(HTMLEscaping.escape("백그라운드로 sceneDidEnterBackground(_:)") == "백그라운드로 sceneDidEnterBackground(_:)")
        #expect(HTMLEscaping.escape("") == "")
    }

    @Test func escapesAQuoteOrBracketThatACombiningMarkFollows() {
        // One Character each, but a browser reads the ASCII byte first.
        #expect(HTMLEscaping.escape("\"\u{301}") == "&quot;\u{301}")
        #expect(HTMLEscaping.escape("<\u{338}b>") == "&lt;\u{338}b&gt;")
        #expect(HTMLEscaping.escape("'\u{20DD}&\u{301}") == "&#39;\u{20DD}&amp;\u{301}")
    }

    @Test func agreesWithThePlainDefinitionOnGeneratedText() {
        let pieces = ["<", ">", "&", "\"", "'", "a", " ", "씬", "을", "\u{301}", "\u{338}", "😀", "\u{85}", "é", "\n", "ㅂ", "&amp;"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15  // a fixed seed: the same 300 strings every run
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<300 {
            let text = (0..<next(25)).map { _ in pieces[next(pieces.count)] }.joined()
            #expect(HTMLEscaping.escape(text) == reference(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
