import Foundation
import LifedocBase
@testable import LifedocFuzzing
import LifedocTestSupport
import Testing

/// Replays the inputs the fuzzer once failed on (kept under `Fixtures/Regressions`, one file each,
/// named for what went wrong) and the seeds `make fuzz` starts from, through the same harness.
struct FuzzHarnessTests {
    static let regressions = Fixtures.folder() + "/Regressions"

    static func files(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
    }

    @Test(arguments: files(in: regressions))
    func regressionInputStaysFixed(path: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(FuzzHarness.findings(Array(bytes)) == [], "\(path)")
    }

    @Test func projectContentIsHandledWell() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content/ko/methods").path
        let pages = Self.files(in: root)
        #expect(pages.count > 10)
        for path in pages.prefix(12) {
            let bytes = try #require(FileManager.default.contents(atPath: path))
            #expect(FuzzHarness.findings(Array(bytes)) == [], "\(path)")
        }
    }

    @Test func rendersRawScriptInertInBothModes() {
        let body = "<p>x</p>\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[a](javascript:alert(1))\n"
        #expect(FuzzHarness.renderFindings(body) == [])
    }

    /// The harness must itself report a broken invariant, or a fuzz run with no finding means nothing.
    @Test func reportsADiagnosticThatPointsOutsideTheInput() {
        let inside = Diagnostic(.invalidField, at: SourceLocation(file: "ko/methods/fuzz-input.md", line: 3), "x")
        let outside = Diagnostic(.invalidField, at: SourceLocation(file: "ko/methods/fuzz-input.md", line: 4), "x")
        let elsewhere = Diagnostic(.invalidField, at: SourceLocation(file: "en/states/a.md", line: 40), "x")
        #expect(FuzzHarness.misplaced([inside, elsewhere], lines: 3) == [])
        #expect(FuzzHarness.misplaced([outside], lines: 3).count == 1)
    }

    @Test func countsLinesAsAnEditorDoes() {
        #expect(FuzzHarness.lineCount(Array("a".utf8)) == 1)
        #expect(FuzzHarness.lineCount(Array("a\r\nb\rc\n".utf8)) == 4)
        #expect(FuzzHarness.lineCount(Array("첫 줄\n둘째 줄".utf8)) == 2)
    }
}
