import LifedocBase
import Testing

/// Cache keys made from structs of their inputs: every field counts, the stream cannot be read two
/// ways, and dictionaries and sets give the same key whatever their order in this process.
struct InputDigestTests {
    private struct Inputs: Encodable, Equatable {
        var name = "page"
        var count = 3
        var flag = false
        var note: String? = "note"
        var items = ["a", "b"]
        var titles: [Language: String] = [.en: "Title", .ko: "제목"]
        var nested = Nested()

        struct Nested: Encodable, Equatable {
            var id = PageID("scene/background")
            var tags: Set<String> = ["x", "y"]
        }
    }

    @Test func everyFieldChangesTheKey() throws {
        let base = try InputDigest.of(Inputs())
        #expect(try InputDigest.of(Inputs()) == base)
        var changes: [Inputs] = []
        var each = Inputs()
        each.name = "page2"; changes.append(each); each = Inputs()
        each.count = 4; changes.append(each); each = Inputs()
        each.flag = true; changes.append(each); each = Inputs()
        each.note = nil; changes.append(each); each = Inputs()
        each.note = ""; changes.append(each); each = Inputs()
        each.items = ["a"]; changes.append(each); each = Inputs()
        each.items = ["b", "a"]; changes.append(each); each = Inputs()
        each.titles[.ko] = "제목2"; changes.append(each); each = Inputs()
        each.titles[.ko] = nil; changes.append(each); each = Inputs()
        each.nested.id = PageID("scene/foreground"); changes.append(each); each = Inputs()
        each.nested.tags.insert("z"); changes.append(each)
        let keys = try changes.map { try InputDigest.of($0) }
        #expect(!keys.contains(base))
        #expect(Set(keys).count == keys.count)
    }

    /// Values that a stream without kinds and ends would run together.
    @Test func tellsApartValuesThatWouldRunTogether() throws {
        struct Two: Encodable {
            var first: [String]
            var second: [String]
        }
        struct Texts: Encodable {
            var first: String?
            var second: String?
        }
        #expect(try InputDigest.of(Two(first: ["x", "y"], second: [])) != InputDigest.of(Two(first: ["x"], second: ["y"])))
        #expect(try InputDigest.of(Texts(first: "x", second: nil)) != InputDigest.of(Texts(first: nil, second: "x")))
        #expect(try InputDigest.of(Texts(first: "ab", second: "c")) != InputDigest.of(Texts(first: "a", second: "bc")))
        #expect(try InputDigest.of(["1"]) != InputDigest.of([1]))
        #expect(try InputDigest.of([[String]]([["a"], []])) != InputDigest.of([[String]]([[], ["a"]])))
    }

    /// Dictionaries and sets built in different orders, at different capacities, iterate in
    /// different orders; their keys do not.
    @Test func sortsDictionariesAndSets() throws {
        let words = (0..<200).map { "word\($0)" }
        var forward: [String: Int] = [:]
        for (number, word) in words.enumerated() { forward[word] = number }
        var backward: [String: Int] = Dictionary(minimumCapacity: 1_000)
        for (number, word) in words.enumerated().reversed() { backward[word] = number }
        #expect(Array(forward.keys) != Array(backward.keys))
        #expect(try InputDigest.of(forward) == InputDigest.of(backward))
        let small = Set(words), large = Set(words.reversed()).union(Set(minimumCapacity: 2_000))
        #expect(try InputDigest.of(small) == InputDigest.of(large))
    }

    /// The same value gives the same key in every process on every machine: Swift seeds its
    /// dictionaries' order per process, and the digest does not depend on it.
    @Test func givesTheSameKeyInEveryProcess() throws {
        let key = try InputDigest.of(Inputs())
        #expect(key == "72b043a70d5585e7550872728e503f1a")
    }

    @Test func refusesADictionaryItCannotSort() {
        struct Point: Hashable, Encodable {
            var x: Int
        }
        struct Holder: Encodable {
            var table: [Point: String]
        }
        #expect(throws: InputDigest.Unsorted.self) { try InputDigest.of(Holder(table: [Point(x: 1): "a", Point(x: 2): "b"])) }
    }
}
