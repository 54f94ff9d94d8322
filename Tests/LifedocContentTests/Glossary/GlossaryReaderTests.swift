import LifedocBase
import LifedocContent
import Testing

/// `glossary.yml`: terms, and the `events:` lexicon that search reads.
struct GlossaryReaderTests {
    private func read(_ text: String) -> (Glossary, [Diagnostic]) {
        GlossaryReader.read(SourceFile(path: "glossary.yml", text: text))
    }

    @Test func readsTheEventLexicon() throws {
        let (glossary, diagnostics) = read("""
            terms:
              - {id: scene, en: scene, ko: 씬}
            events:
              markers:
                ko: [때, 면]
                en: [when]
                not: [화면]
              questions: [언제, called]
              compare: [순서, 뭐가 먼저, which one]
              abbreviations: {bg: Background}
              lifecycles:
                scene: [씬, scene]
                app: 앱델
                scene-delegate: [씬델, scenedelegate]
                without: [없는]
              words:
                - ko: [진입, 들어가]
                  also: [goes]
                  en: [enter]
                - ko: 종료
                  en: terminate
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
        let events = glossary.events
        #expect(events.entries == [
            EventLexicon.Entry(korean: ["진입", "들어가"], also: ["goes"], english: ["enter"]),
            EventLexicon.Entry(korean: ["종료"], english: ["terminate"]),
        ])
        #expect(events.markers == [.ko: ["때", "면"], .en: ["when"]])
        #expect(events.notMarkers == ["화면"] && events.questions == ["언제", "called"])
        #expect(events.compare == ["순서", "뭐가 먼저", "which one"])
        #expect(events.abbreviations == ["bg": "background"])
        #expect(events.lifecycles == EventLexicon.Lifecycles(
            scene: ["씬", "scene"], app: ["앱델"], sceneDelegate: ["씬델", "scenedelegate"], without: ["없는"]))
        #expect(glossary.terms.map(\.id) == ["scene"])
    }

    @Test func reportsAnEventEntryOfTheWrongShapeWithItsLine() {
        let (glossary, diagnostics) = read("""
            terms:
              - {id: scene, en: scene, ko: 씬}
            events:
              words:
                - ko: [진입]
                - just a word
              colours: [red]
              lifecycles:
                scenes: [씬]
            """)
        #expect(diagnostics.map(\.code) == [.invalidGlossary, .invalidGlossary, .invalidGlossary, .invalidGlossary])
        #expect(diagnostics.map { $0.location?.line } == [5, 6, 7, 9])
        #expect(glossary.events.entries.isEmpty)
        #expect(glossary.terms.count == 1)
    }

    @Test func readsAGlossaryWithoutEventsAsAnEmptyLexicon() {
        let (glossary, diagnostics) = read("terms:\n  - {id: app, en: app, ko: 앱}\n")
        #expect(diagnostics.isEmpty)
        #expect(glossary.events == .empty)
    }
}
