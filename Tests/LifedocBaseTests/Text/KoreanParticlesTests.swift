import Foundation
import LifedocBase
import Testing

@Suite struct KoreanParticlesTests {
    @Test func followsTheLastSyllablesFinalConsonant() {
        #expect(KoreanParticles.attach("초안", .object) == "초안을")
        #expect(KoreanParticles.attach("캐시", .object) == "캐시를")
        #expect(KoreanParticles.attach("파일", .toward) == "파일로")
        #expect(KoreanParticles.attach("앱", .toward) == "앱으로")
        #expect(KoreanParticles.attach("씬", .subject) == "씬이")
        #expect(KoreanParticles.attach("테마", .topic) == "테마는")
        #expect(KoreanParticles.attach("정지", .quote) == "정지라는")
        #expect(KoreanParticles.attach("실행 중", .quote) == "실행 중이라는")
        let decomposed = "진입".decomposedStringWithCanonicalMapping
        #expect(KoreanParticles.attach(decomposed, .quote) == decomposed + "이라는")
    }

    /// Quotes, parentheses and colons are skipped; Latin names are read aloud roughly.
    @Test func readsNamesInQuotesAndLatinLetters() {
        #expect(KoreanParticles.attach("'포그라운드 활성'", .toward) == "'포그라운드 활성'으로")
        #expect(KoreanParticles.attach("'백그라운드'", .and) == "'백그라운드'와")
        #expect(KoreanParticles.attach("Xcode", .and) == "Xcode와")
        #expect(KoreanParticles.attach("'not-running'", .and) == "'not-running'과")
        #expect(KoreanParticles.attach("'sceneDidBecomeActive(_:)'", .object) == "'sceneDidBecomeActive(_:)'를")
        #expect(KoreanParticles.attach("'background'", .object) == "'background'를")
    }
}
