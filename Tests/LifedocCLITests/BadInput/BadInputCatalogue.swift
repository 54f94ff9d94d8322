import Foundation
import Testing

/// The catalogue of bad input: each case is a small content folder with something wrong in it
/// (or something awkward but valid), and what `lifedoc build` and `lifedoc check` must make of it.
/// README's "What bad input gets" lists the same cases.
struct BadInputCase: Sendable, CustomTestStringConvertible {
    /// What an input must lead to.
    enum Outcome: Sendable {
        /// Exit 2 from both commands, each diagnostic (file below `Content/`, line, code) printed,
        /// and the previous site left as it was.
        case rejected([Expected])
        /// A site is built; `warnings` are printed; `check` runs on the site's files.
        case built(warnings: [Expected] = [], check: @Sendable (BuiltSite) throws -> Void)
    }

    struct Expected: Sendable {
        var file: String
        var line: Int
        var code: String
    }

    var name: String
    var files: [String: [UInt8]]
    /// Symbolic links to make: path below the case folder → destination.
    var links: [String: String] = [:]
    var outcome: Outcome

    var testDescription: String { name }
}

/// A built site, read back for checks.
struct BuiltSite {
    let folder: URL

    /// The text of `path` below the site, or "" when there is none.
    func text(_ path: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }
}

enum BadInputCatalogue {
    /// The front matter both languages of the method page share.
    static let methodFrontMatter = """
        ---
        kind: method
        title: sceneDidBecomeActive(_:)
        symbol: sceneDidBecomeActive(_:)
        protocol: UISceneDelegate
        ---

        """
    static let englishMethod = methodFrontMatter + """
        `sceneDidBecomeActive(_:)` tells the delegate that the scene is now in the foreground and receiving events.

        ## When it is called {#when}

        UIKit calls it after the scene moves to the foreground and can take touches and key presses from people.

        """
    static let koreanMethod = methodFrontMatter + """
        `sceneDidBecomeActive(_:)`는 씬이 포그라운드에 올라와 사용자 입력을 받기 시작했다고 델리게이트에 알려 주는 메서드입니다.

        ## 언제 호출되나 {#when}

        씬이 포그라운드로 옮겨 와서 터치와 키 입력을 받을 수 있게 된 다음에 UIKit이 이 메서드를 호출합니다.

        """

    /// A valid pair of method pages, to which each case adds or changes files.
    static var base: [String: [UInt8]] {
        [
            "Content/en/methods/scene-did-become-active.md": Array(englishMethod.utf8),
            "Content/ko/methods/scene-did-become-active.md": Array(koreanMethod.utf8),
        ]
    }

    static func with(_ changes: [String: String]) -> [String: [UInt8]] {
        var files = base
        for (path, text) in changes { files["Content/" + path] = Array(text.utf8) }
        return files
    }

    static func article(_ title: String, _ body: String, extra: String = "") -> String {
        "---\nkind: article\ntitle: \(title)\n\(extra)---\n\(body)\n"
    }

    static let enMethod = "en/methods/scene-did-become-active.md"

    static let cases: [BadInputCase] = [
        BadInputCase(
            name: "YAML front matter that does not parse",
            files: with([enMethod: "---\nkind: method\ntitle: [sceneDidBecomeActive(_:)\nsymbol: x\n---\nBody.\n"]),
            // Named where the '[' opens, not on line 4, where YAML noticed it was never closed.
            outcome: .rejected([.init(file: enMethod, line: 3, code: "invalid-front-matter")])),
        BadInputCase(
            name: "an Objective-C selector left unquoted in front matter",
            files: with([enMethod: englishMethod.replacingOccurrences(
                of: "protocol: UISceneDelegate", with: "protocol: UISceneDelegate\nobjc: sceneDidBecomeActive:")]),
            outcome: .rejected([.init(file: enMethod, line: 6, code: "invalid-front-matter")])),
        BadInputCase(
            name: "front matter that is a list, not a mapping",
            files: with([enMethod: "---\n- kind\n- method\n---\nBody.\n"]),
            outcome: .rejected([.init(file: enMethod, line: 2, code: "front-matter-not-mapping")])),
        BadInputCase(
            name: "a field of the wrong type",
            files: with([enMethod: englishMethod.replacingOccurrences(of: "protocol: UISceneDelegate", with: "protocol: UISceneDelegate\norder: many")]),
            outcome: .rejected([.init(file: enMethod, line: 6, code: "invalid-field")])),
        BadInputCase(
            name: "an unknown, misspelled field",
            files: with([enMethod: englishMethod.replacingOccurrences(of: "protocol: UISceneDelegate", with: "protocol: UISceneDelegate\nprotocl: UISceneDelegate")]),
            outcome: .built(warnings: [.init(file: enMethod, line: 6, code: "unknown-field")]) { site in
                #expect(site.text("en/methods/scene-did-become-active.html").contains("UISceneDelegate"))
            }),
        BadInputCase(
            name: "a method without the symbol its kind requires",
            files: with([
                enMethod: englishMethod.replacingOccurrences(of: "symbol: sceneDidBecomeActive(_:)\n", with: ""),
                "ko/methods/scene-did-become-active.md": koreanMethod.replacingOccurrences(of: "symbol: sceneDidBecomeActive(_:)\n", with: ""),
            ]),
            outcome: .rejected([.init(file: enMethod, line: 2, code: "missing-field")])),
        BadInputCase(
            name: "two pages with the same id",
            files: with(["en/methods/other.md": article("Other", "Another page that claims the id of the method page for itself.", extra: "id: methods/scene-did-become-active\n")]),
            outcome: .rejected([.init(file: enMethod, line: 1, code: "duplicate-id")])),
        BadInputCase(
            name: "two methods with the same symbol",
            files: with([
                "en/methods/other.md": englishMethod.replacingOccurrences(of: "title: sceneDidBecomeActive(_:)", with: "title: Other"),
                "ko/methods/other.md": koreanMethod.replacingOccurrences(of: "title: sceneDidBecomeActive(_:)", with: "title: Other"),
            ]),
            outcome: .rejected([.init(file: enMethod, line: 4, code: "duplicate-symbol")])),
        BadInputCase(
            name: "a file that is not UTF-8 (Latin-1)",
            files: base.merging(["Content/en/methods/cafe.md": Array("---\nkind: article\ntitle: Caf".utf8) + [0xE9] + Array("\n---\nText.\n".utf8)]) { $1 },
            outcome: .rejected([.init(file: "en/methods/cafe.md", line: 3, code: "invalid-encoding")])),
        BadInputCase(
            name: "a UTF-8 byte order mark",
            files: base.merging(["Content/en/methods/scene-did-become-active.md": [0xEF, 0xBB, 0xBF] + Array(englishMethod.utf8)]) { $1 },
            outcome: .built { site in
                let page = site.text("en/methods/scene-did-become-active.html")
                #expect(page.contains("<title>sceneDidBecomeActive(_:)"))
                #expect(!page.contains("kind: method"))
            }),
        BadInputCase(
            name: "CRLF line endings",
            files: [
                "Content/en/methods/scene-did-become-active.md": Array(englishMethod.replacingOccurrences(of: "\n", with: "\r\n").utf8),
                "Content/ko/methods/scene-did-become-active.md": Array(koreanMethod.replacingOccurrences(of: "\n", with: "\r\n").utf8),
            ],
            outcome: .built { site in
                let page = site.text("ko/methods/scene-did-become-active.html")
                #expect(page.contains("<h2 id=\"when\">언제 호출되나<a class=\"ld-anchor\" href=\"#when\""))
                #expect(!page.contains("\r"))
            }),
        BadInputCase(
            name: "a NUL byte",
            files: base.merging(["Content/en/methods/nul.md": Array("---\nkind: article\ntitle: Nul\n---\nText with a ".utf8) + [0] + Array(" NUL byte.\n".utf8)]) { $1 },
            outcome: .rejected([.init(file: "en/methods/nul.md", line: 5, code: "invalid-encoding")])),
        BadInputCase(
            name: "an empty file",
            files: base.merging(["Content/en/methods/empty.md": []]) { $1 },
            outcome: .built(warnings: [.init(file: "en/methods/empty.md", line: 1, code: "missing-title")]) { site in
                #expect(!site.text("en/index.html").isEmpty)
            }),
        BadInputCase(
            name: "a 20 MB file",
            files: with(["en/methods/big.md": article("Big", bigBody())]),
            outcome: .built { site in
                let page = site.text("en/methods/big.html")
                #expect(page.utf8.count > 20_000_000)
                #expect(page.contains("Section 19999") || page.contains("Section 2"))
            }),
        BadInputCase(
            name: "one Korean line of about 900 KB with 20,000 code spans",
            files: with(["ko/guides/line.md": article("한 줄", longLineBody())]),
            outcome: .built { site in
                let page = site.text("ko/guides/line.html")
                #expect(page.contains("<code>x0</code>") && page.contains("<code>x19999</code>"))
            }),
        BadInputCase(
            name: "a page nested 50 levels deep in lists and quotes",
            files: with(["en/methods/deep.md": article("Deep", deepBody(levels: 50))]),
            outcome: .built { site in
                let page = site.text("en/methods/deep.html")
                #expect(page.contains("level 49"))
                #expect(page.components(separatedBy: "<blockquote>").count - 1 >= 25)
            }),
        BadInputCase(
            name: "a page nested 5,000 levels deep",
            files: with(["en/methods/deeper.md": article("Deeper", deepBody(levels: 5_000))]),
            outcome: .built(warnings: [.init(file: "en/methods/deeper.md", line: 1, code: "invalid-field")]) { site in
                #expect(site.text("en/methods/deeper.html").contains("level 0"))
            }),
        BadInputCase(
            name: "a cycle of links, and a page linking to itself",
            files: with([
                "en/methods/a.md": article("A", "See [B](b.md), which links back here, and [this very page](a.md)."),
                "en/methods/b.md": article("B", "See [A](a.md), which links back to this page."),
            ]),
            outcome: .built { site in
                #expect(site.text("en/methods/a.html").contains("<a href=\"../../en/methods/b.html\">B</a>"))
                #expect(site.text("en/methods/a.html").contains("<a href=\"../../en/methods/a.html\">this very page</a>"))
                #expect(site.text("en/methods/b.html").contains("<a href=\"../../en/methods/a.html\">A</a>"))
            }),
        BadInputCase(
            name: "a symbolic link loop in the content folder",
            files: base,
            links: ["Content/en/methods/loop": "../methods", "Content/ko/self": "."],
            outcome: .built(warnings: [
                .init(file: "en/methods/loop", line: 1, code: "unreadable-file"), .init(file: "ko/self", line: 1, code: "unreadable-file"),
            ]) { site in
                #expect(!site.text("ko/methods/scene-did-become-active.html").isEmpty)
            }),
        BadInputCase(
            name: "a page that is a link to a device, which never ends",
            files: base,
            links: ["Content/en/methods/zero.md": "/dev/zero"],
            outcome: .rejected([.init(file: "en/methods/zero.md", line: 1, code: "unreadable-file")])),
        BadInputCase(
            name: "an id that would leave the output folder",
            files: with(["en/methods/escape.md": article("Escape", "This page tries to leave the output folder.", extra: "id: ../../../escape\n")]),
            outcome: .rejected([.init(file: "en/methods/escape.md", line: 4, code: "invalid-path")])),
        BadInputCase(
            // Its id, and so its address, keeps only what an id may hold: the markup cannot reach a page.
            name: "a file name with markup in it",
            files: with(["en/methods/x\"><img src=x onerror=alert(1)>.md": article("Name", "A page whose file name carries markup.")]),
            outcome: .built { site in
                let page = site.text("en/methods/x-img-src-x-onerror-alert-1.html")
                #expect(page.contains("<title>Name"), "the page is built under its safe id")
                #expect(!page.contains("<img src=x") && !page.contains("onerror=alert"))
                #expect(!site.text("en/index.html").contains("onerror=alert"))
            }),
        BadInputCase(
            name: "an image beside an article, as articles written elsewhere show them",
            files: with(["en/methods/shot.md": article("Shot", "The screen.\n\n![The screen](shots/screen.png)")])
                .merging(["Content/en/methods/shots/screen.png": [0x89, 0x50, 0x4E, 0x47]]) { $1 },
            outcome: .built { site in
                #expect(site.text("en/methods/shot.html").contains(#"src="../../en/methods/shots/screen.png""#))
                let image = FileManager.default.contents(atPath: site.folder.appendingPathComponent("en/methods/shots/screen.png").path)
                #expect(image.map(Array.init) == [0x89, 0x50, 0x4E, 0x47], "the image is published beside the page")
            }),
        BadInputCase(
            name: "a file name that leaves nothing an id may hold",
            files: with(["en/methods/《》.md": article("Brackets", "A page whose file name is only brackets.")]),
            outcome: .rejected([.init(file: "en/methods/《》.md", line: 1, code: "invalid-path")])),
        BadInputCase(
            name: "script, event handlers and javascript: URLs in a page",
            files: with(["en/methods/inject.md": Injection.page(optsIn: false)]),
            outcome: .built { site in try Injection.expectNoScript(in: site, page: "en/methods/inject.html") }),
        BadInputCase(
            name: "the same in a page that lets raw HTML through",
            files: with(["en/methods/inject.md": Injection.page(optsIn: true)]),
            outcome: .built { site in
                try Injection.expectNoScript(in: site, page: "en/methods/inject.html")
                #expect(site.text("en/methods/inject.html").contains("<kbd>⌘</kbd>"))
            }),
        BadInputCase(
            name: "Korean decomposed (NFD), in a file name and in text, as macOS may write it",
            files: base.merging([
                "Content/ko/methods/scene-did-become-active.md": Array(koreanMethod.decomposedStringWithCanonicalMapping.utf8),
                "Content/ko/guides/\(nfdGuide).md": Array(article(
                    "백그라운드 가이드", "씬이 포어그라운드로 돌아오면 UIKit이 씬 델리게이트에 알립니다. 이 안내서는 그때 무엇을 하면 되는지 짧게 정리합니다."
                ).decomposedStringWithCanonicalMapping.utf8),
            ]) { $1 },
            // (A glossary variant in such text is found too: CheckersTests.findsAGlossaryVariantInDecomposedKorean.)
            outcome: .built { site in
                // Read composed (NFC), byte for byte: the site's text, anchors and addresses.
                let method = Data(site.text("ko/methods/scene-did-become-active.html").utf8)
                #expect(method.range(of: Data("<h2 id=\"when\">언제 호출되나<a class=\"ld-anchor\" href=\"#when\"".utf8)) != nil)
                #expect(!site.text("ko/methods/scene-did-become-active.html").unicodeScalars.contains { (0x1100...0x11FF).contains($0.value) })
                let guide = Data(site.text("ko/guides/백그라운드-가이드.html").utf8)
                #expect(guide.range(of: Data("<h1>백그라운드 가이드</h1>".utf8)) != nil)
            }),
    ]

    /// A Korean file name as macOS writes it: decomposed into jamo.
    static let nfdGuide = "백그라운드-가이드".decomposedStringWithCanonicalMapping

    /// One paragraph on one line: Korean prose around 20,000 code spans (each span's column used to
    /// be counted from the line's start, which took minutes).
    static func longLineBody() -> String {
        (0..<20_000).map { "씬이 백그라운드로 `x\($0)` 갑니다" }.joined(separator: " ")
    }

    /// About 20 MB of sections.
    static func bigBody() -> String {
        let paragraph = String(repeating: "The scene moves to the background and the app saves its data before it is suspended. ", count: 10)
        var body = ""
        var section = 0
        while body.utf8.count < 20 * 1024 * 1024 {
            body += "## Section \(section)\n\n\(paragraph)\n\n"
            section += 1
        }
        return body
    }

    /// A list item, then a quote inside it, then a list item inside that, `levels` deep.
    static func deepBody(levels: Int) -> String {
        var lines = ["Deep nesting follows."]
        var prefix = ""
        for level in 0..<levels {
            prefix += level % 2 == 0 ? "- " : "> "
            lines.append(prefix + "level \(level)")
        }
        return lines.joined(separator: "\n")
    }
}
