import Foundation
import LifedocBase
import Testing

/// Paths from the command line mean one folder to every part of lifedoc: relative ones are read
/// from the working folder, and a `~` the shell left alone is a folder's name, not the home folder.
struct LocalPathTests {
    @Test func readsARelativePathFromTheWorkingFolder() {
        #expect(LocalPath.absolute("Site", in: "/tmp/작업") == "/tmp/작업/Site")
        #expect(LocalPath.absolute("Site", in: "/tmp/작업/") == "/tmp/작업/Site")
        #expect(LocalPath.absolute("/srv/site", in: "/tmp/작업") == "/srv/site")
        #expect(LocalPath.url("a/../b/./c", in: "/tmp/w").path == "/tmp/w/b/c")
    }

    @Test func takesATildeAsAFoldersName() {
        #expect(LocalPath.absolute("~", in: "/tmp/w") == "/tmp/w/~")
        #expect(LocalPath.url("~", in: "/tmp/w").path == "/tmp/w/~")
        #expect(LocalPath.url("~/site", in: "/tmp/w").path == "/tmp/w/~/site")
        // What Foundation alone makes of it: the reason for LocalPath.
        #expect(URL(fileURLWithPath: "~/site").path != FileManager.default.currentDirectoryPath + "/~/site")
    }
}
