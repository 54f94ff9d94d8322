@testable import LifedocSite
import Testing

/// The build cache's record of an output folder, written and read back byte for byte.
struct BuildManifestTests {
    private static let key = String(repeating: "0123456789abcdef", count: 2)

    private static let manifest = BuildManifest(output: "/work/문서/Site", entries: [
        "ko/methods/씬-백그라운드.html": .init(
            key: key, stamp: FileStamp(size: 12_345, modified: 1_795_000_000, modifiedNanoseconds: 7, inode: 42)),
        "en/guides/a b.html": .init(
            key: key, stamp: FileStamp(size: 0, modified: 1_795_000_001, modifiedNanoseconds: 999_999_999, inode: UInt64.max)),
        "index.html": .init(key: key, stamp: FileStamp(size: 1, modified: 0, modifiedNanoseconds: 0, inode: 1)),
    ])

    @Test func writesSortedLinesAndReadsThemBack() throws {
        let text = Self.manifest.text
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.prefix(2) == ["lifedoc-build-manifest 1", "output /work/문서/Site"])
        #expect(lines.dropFirst(2).map { $0.split(separator: " ", maxSplits: 4).last.map(String.init) ?? "" }
            == ["en/guides/a b.html", "index.html", "ko/methods/씬-백그라운드.html"])
        #expect(lines.last == "\(Self.key) 12345 1795000000.000000007 42 ko/methods/씬-백그라운드.html")
        #expect(Array(text.utf8) == Self.manifest.bytes)
        let read = try #require(BuildManifest(bytes: Self.manifest.bytes))
        #expect(read == Self.manifest)
        #expect(BuildManifest(text: text) == Self.manifest)
    }

    /// A manifest that is not whole or not this version is no manifest: the cache is then empty.
    @Test(arguments: [
        "lifedoc-build-manifest 2\noutput /s\n", "output /s\n", "lifedoc-build-manifest 1\n",
        "lifedoc-build-manifest 1\noutput /s\nshortkey 1 2.000000003 4 a.html\n",
        "lifedoc-build-manifest 1\noutput /s\n\(String(repeating: "a", count: 32)) 1x 2.000000003 4 a.html\n",
        "lifedoc-build-manifest 1\noutput /s\n\(String(repeating: "a", count: 32)) 1 2 4 a.html\n",
        "lifedoc-build-manifest 1\noutput /s\n\(String(repeating: "a", count: 32)) 1 2.000000003 99999999999999999999 a.html\n",
        "lifedoc-build-manifest 1\noutput /s\n\(String(repeating: "a", count: 32)) 1 2.000000003 4\n",
        "lifedoc-build-manifest 1\noutput /s\n\(String(repeating: "a", count: 32)) 1 2.000000003 4 \n",
    ])
    func readsNothingFromADamagedManifest(text: String) {
        #expect(BuildManifest(text: text) == nil)
    }
}
