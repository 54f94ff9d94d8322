import Foundation
import LifedocSite
import Testing

/// The templates built into lifedoc are exactly the files of Templates/: after changing a template,
/// `make embed-templates` writes them again.
struct BuiltInTemplatesTests {
    @Test func holdEveryFileOfTheTemplatesFolderByteForByte() throws {
        let folder = try SiteFixture.templateFiles()
        let builtIn = Dictionary(uniqueKeysWithValues: BuiltInTemplates.files.map { ("Templates/" + $0.key, $0.value) })
        #expect(builtIn.keys.sorted() == folder.keys.sorted(), "run 'make embed-templates'")
        let stale = folder.keys.sorted().filter { builtIn[$0] != folder[$0] }
        #expect(stale.isEmpty, "built-in copies differ from \(stale); run 'make embed-templates'")
    }
}
