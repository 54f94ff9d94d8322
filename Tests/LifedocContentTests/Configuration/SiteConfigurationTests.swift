import LifedocBase
import LifedocContent
import Testing

/// `lifedoc.yml`: the base URL and the repository "Edit this page" links point into.
struct SiteConfigurationTests {
    private func read(_ text: String) -> (SiteConfiguration, [Diagnostic]) {
        SiteConfiguration.read(SourceFile(path: "lifedoc.yml", text: text))
    }

    @Test func readsTheFieldsAndMakesEditLinks() {
        let (configuration, diagnostics) = read("""
            base-url: https://docs.example.com/lifedoc/
            repository: https://github.com/owner/lifedoc/
            branch: trunk
            content-path: docs/Content/
            """)
        #expect(diagnostics.isEmpty)
        #expect(configuration.baseURL == "https://docs.example.com/lifedoc/")
        #expect(configuration.editURL(for: "ko/methods/scene-did-enter-background.md")
            == "https://github.com/owner/lifedoc/edit/trunk/docs/Content/ko/methods/scene-did-enter-background.md")
        // A Korean file name is percent-encoded, segment by segment.
        #expect(configuration.editURL(for: "ko/글/백그라운드.md")
            == "https://github.com/owner/lifedoc/edit/trunk/docs/Content/ko/%EA%B8%80/%EB%B0%B1%EA%B7%B8%EB%9D%BC%EC%9A%B4%EB%93%9C.md")
    }

    @Test func makesNoEditLinkWithoutARepository() {
        let (configuration, diagnostics) = read("base-url: https://docs.example.com/\n")
        #expect(diagnostics.isEmpty && configuration.editURL(for: "en/x.md") == nil)
    }

    @Test func reportsUnknownFieldsAndBadValuesWithTheirLines() {
        let (configuration, diagnostics) = read("base-url: docs.example.com\nrepositry: https://github.com/o/r\nbranch: [a, b]\n")
        #expect(diagnostics.map(\.code) == [.invalidConfiguration, .unknownField, .invalidConfiguration])
        #expect(diagnostics.map { $0.location?.line } == [1, 2, 3])
        #expect(diagnostics[1].suggestion == "repository")
        #expect(configuration.baseURL == nil && configuration.repository == nil)
        #expect(read("- a\n- b\n").1.map(\.code) == [.invalidConfiguration])
    }
}
