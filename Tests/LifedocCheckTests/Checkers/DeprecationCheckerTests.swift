import LifedocBase
import LifedocCheck
import Testing

/// A deprecated method's page names its replacement.
@Suite struct DeprecationCheckerTests {
    private func withDeprecation(_ field: String) -> [String: String] {
        var files = CheckFixture.files
        let path = "Content/en/methods/scene-will-resign-active.md"
        files[path] = files[path]!.replacingOccurrences(of: "protocol: UISceneDelegate\n", with: "protocol: UISceneDelegate\n\(field)\n")
        return files
    }

    @Test func warnsWhenADeprecatedMethodNamesNoReplacement() throws {
        let report = try CheckFixture.report(withDeprecation("deprecated:\n  version: \"26.0\""))
        let found = report.diagnostics.filter { $0.code == .missingReplacement }
        #expect(found.count == 1, "\(report.diagnostics.map(\.formatted))")
        #expect(found.first?.location == SourceLocation(file: "en/methods/scene-will-resign-active.md", line: 8))
        #expect(found.first?.severity == .warning)
        #expect(report.fails(strict: true) && !report.fails(strict: false))
    }

    @Test func acceptsADeprecationWithItsReplacement() throws {
        let report = try CheckFixture.report(withDeprecation("deprecated:\n  version: \"26.0\"\n  replacement: sceneDidEnterBackground(_:)"))
        #expect(!report.diagnostics.contains { $0.code == .missingReplacement })
        #expect(report.diagnostics.filter { $0.code != .staleTranslation }.isEmpty, "\(report.diagnostics.map(\.formatted))")
    }
}
