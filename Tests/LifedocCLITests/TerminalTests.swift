import Foundation
import LifedocTestSupport
import Testing

/// The commands people read in a terminal: wrapped to its width counting Hangul as two columns,
/// coloured only when asked or on a terminal, and misspellings answered with what was meant.
@Suite struct TerminalTests {
    static let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Content").path

    /// Columns as a terminal counts them: Hangul syllables take two.
    private func columns(_ line: Substring) -> Int {
        line.unicodeScalars.reduce(0) { $0 + ((0xAC00...0xD7A3).contains($1.value) ? 2 : 1) }
    }

    @Test(arguments: [40, 72])
    func wrapsKoreanSnippetsToTheWidthAtSpacesOnly(width: Int) throws {
        // Run where there is no built site: the content's own index answers.
        let answer = try CommandRunner.run(
            ["search", "--content", Self.content, "--limit", "3", "씬이", "백그라운드로", "갈", "때"],
            in: FileManager.default.temporaryDirectory.path, environment: ["COLUMNS": String(width)])
        #expect(answer.status == 0, "\(answer.stderr)")
        let snippetLines = answer.stdout.split(separator: "\n").filter { $0.hasPrefix("   ") && !$0.contains("/") }
        #expect(snippetLines.count >= 3)
        for line in snippetLines {
            let words = line.split(separator: " ")
            #expect(columns(line) <= width || words.count == 1, "'\(line)' is \(columns(line)) columns")
        }
        // Words are never cut: a wrapped line never ends inside a word of the unwrapped snippet.
        let unwrapped = try CommandRunner.run(
            ["search", "--content", Self.content, "--limit", "3", "씬이", "백그라운드로", "갈", "때"],
            in: FileManager.default.temporaryDirectory.path, environment: ["COLUMNS": "100000"])
        let words = Set(unwrapped.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }))
        for line in snippetLines {
            for word in line.split(separator: " ") { #expect(words.contains(word), "'\(word)' is a piece of a word") }
        }
        #expect(!answer.stdout.contains("\u{1B}["), "no colour when not on a terminal")
    }

    /// Every line fits the terminal, the hits' titles and labels and the line under them too, but
    /// for a word longer than a line (a path, a long method name after its number).
    @Test(arguments: [30, 50])
    func fitsEveryLineOfTheResultsToTheWidth(width: Int) throws {
        for query in [["앱이", "백그라운드로", "갈", "때"], ["memory", "warning"]] {
            let answer = try CommandRunner.run(
                ["search", "--content", Self.content, "--limit", "5"] + query,
                in: FileManager.default.temporaryDirectory.path, environment: ["COLUMNS": String(width)])
            #expect(answer.status == 0, "\(answer.stderr)")
            let lines = answer.stdout.split(separator: "\n")
            #expect(lines.contains { $0.contains("--limit") }, "the line saying how to see every result")
            for line in lines {
                // "1. applicationDidEnterBackground(_:)": the number keeps to its title.
                let words = line.replacing(#/^\d+\. /#, with: "").split(separator: " ")
                #expect(columns(line) <= width || words.count == 1, "'\(line)' is \(columns(line)) columns")
            }
        }
    }

    @Test func coloursOnlyWhenAskedOrOnATerminal() throws {
        let arguments = ["search", "--content", Self.content, "--limit", "1", "sceneDidEnterBackground"]
        let directory = FileManager.default.temporaryDirectory.path
        let always = try CommandRunner.run(arguments + ["--color", "always"], in: directory)
        #expect(always.stdout.contains("\u{1B}[1m"), "\(always.stdout)")
        #expect(!always.stdout.contains("«"), "matched words are coloured, not bracketed")
        let never = try CommandRunner.run(arguments + ["--color", "never"], in: directory, environment: ["TERM": "xterm"])
        #expect(!never.stdout.contains("\u{1B}["))
        let piped = try CommandRunner.run(arguments, in: directory)
        #expect(!piped.stdout.contains("\u{1B}[") && piped.stdout.contains("«"))
    }

    @Test(arguments: [
        (["serach", "백그라운드"], "did you mean 'search'?"),
        (["search", "--lnag", "ko", "백그라운드"], "did you mean '--lang'?"),
        (["path", "backgrond", "active"], "did you mean 'background'?"),
    ])
    func answersAMisspellingWithWhatWasMeant(arguments: [String], suggestion: String) throws {
        let result = try CommandRunner.run(arguments + (arguments[0] == "serach" ? [] : ["--content", Self.content]))
        #expect(result.status == 2)
        #expect(result.stderr.contains(suggestion), "\(result.stderr)")
    }

    /// After `--` every word is the query, as written: an option-like word is searched for, and the
    /// `--` is not part of the query.
    @Test func takesEverythingAfterADoubleDashAsTheQuery() throws {
        let directory = FileManager.default.temporaryDirectory.path
        let dashed = try CommandRunner.run(["search", "--content", Self.content, "--", "--lnag"], in: directory)
        #expect(dashed.status == 1 && dashed.stdout.contains("no results for '--lnag'"), "\(dashed.stdout)\(dashed.stderr)")
        let plain = try CommandRunner.run(["search", "--content", Self.content, "--format", "json", "--", "sceneDidDisconnect"], in: directory)
        #expect(plain.stdout.contains("\"query\" : \"sceneDidDisconnect\""), "\(plain.stdout)")
    }

    /// show and path answer in the language the reader asked in, or the one --lang names.
    @Test func answersInTheReadersLanguage() throws {
        let korean = try CommandRunner.run(["path", "--content", Self.content, "포그라운드 비활성", "suspended"])
        #expect(korean.stdout.hasPrefix("포그라운드 비활성 (Foreground Inactive) → 일시 중단 (Suspended) (씬 생명 주기)"), "\(korean.stdout)")
        #expect(korean.stdout.contains("(호출 없음)"))
        let english = try CommandRunner.run(["path", "--content", Self.content, "--lang", "en", "포그라운드 비활성", "suspended"])
        #expect(english.stdout.hasPrefix("Foreground Inactive → Suspended (scene life cycle)"))
        let shown = try CommandRunner.run(["show", "--content", Self.content, "--lang", "ko", "applicationDidBecomeActive"])
        #expect(shown.stdout.contains("  지원 중단:    iOS 26.0; 대신 sceneDidBecomeActive(_:) 사용\n"), "\(shown.stdout)")
        let lines = shown.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let first = try #require(lines.firstIndex { $0.hasPrefix("ko: ") })
        #expect(lines.firstIndex { $0.hasPrefix("en: ") }.map { $0 > first } == true, "the reader's language comes first")
        let environment = try CommandRunner.run(["show", "--content", Self.content, "sceneDidDisconnect"], environment: ["LANG": "ko_KR.UTF-8", "LC_ALL": ""])
        #expect(environment.stdout.contains("  프로토콜:"), "LANG decides when the name is the query")
    }
}
