/// The build cache's record of one output folder: for each page and side-by-side view the last
/// build wrote, the key of its inputs and the file's stamp. Kept as a text file in the cache folder,
/// never in the site:
///
/// ```text
/// lifedoc-build-manifest 1
/// output /work/docs/Site
/// <key> <size> <seconds>.<nanoseconds> <inode> <path>
/// ```
struct BuildManifest: Sendable, Hashable {
    /// One file: the key of its inputs and its stamp when lifedoc wrote it.
    struct Entry: Sendable, Hashable {
        var key: String
        var stamp: FileStamp
    }

    /// The output folder it describes, as an absolute path.
    var output: String
    /// The files by path relative to the output folder.
    var entries: [String: Entry]

    static let header = "lifedoc-build-manifest 1"

    init(output: String, entries: [String: Entry]) {
        self.output = output
        self.entries = entries
    }

    /// The manifest as text, lines sorted by path.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The manifest's UTF-8 bytes, lines sorted by path, built without a string per field (a
    /// large site's manifest has tens of thousands of lines).
    var bytes: [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(64 + output.utf8.count + entries.count * 96)
        result += Self.header.utf8
        result.append(10)
        result += "output ".utf8
        result += output.utf8
        result.append(10)
        func number(_ value: some BinaryInteger, width: Int = 0) {
            let digits = Array(String(value).utf8)
            if digits.count < width { result += repeatElement(UInt8(ascii: "0"), count: width - digits.count) }
            result += digits
        }
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let stamp = entry.stamp
            result += entry.key.utf8
            result.append(32)
            number(stamp.size)
            result.append(32)
            number(stamp.modified)
            result.append(UInt8(ascii: "."))
            number(stamp.modifiedNanoseconds, width: 9)
            result.append(32)
            number(stamp.inode)
            result.append(32)
            result += path.utf8
            result.append(10)
        }
        return result
    }

    /// Reads a manifest; nil when `text` is not one (another version, damaged): the cache is then
    /// simply empty.
    init?(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// Reads a manifest from its bytes, field by field; nil when they are not one.
    init?(bytes: [UInt8]) {
        var lines = bytes.split(separator: 10, omittingEmptySubsequences: true)[...]
        guard let first = lines.popFirst(), first.elementsEqual(Self.header.utf8), let outputLine = lines.popFirst(),
            outputLine.starts(with: "output ".utf8)
        else { return nil }
        output = String(decoding: outputLine.dropFirst("output ".utf8.count), as: UTF8.self)
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(lines.count)
        for line in lines {
            guard let entry = Self.entry(line) else { return nil }
            entries[entry.path] = entry.entry
        }
        self.entries = entries
    }

    /// One line: `<key> <size> <seconds>.<nanoseconds> <inode> <path>`.
    private static func entry(_ line: ArraySlice<UInt8>) -> (path: String, entry: Entry)? {
        var rest = line
        func field() -> ArraySlice<UInt8>? {
            guard let space = rest.firstIndex(of: 32) else { return nil }
            defer { rest = rest[(space + 1)...] }
            return rest[..<space]
        }
        /// Decimal digits, nil when there are none, another byte or too many for 64 bits.
        func number(_ digits: ArraySlice<UInt8>) -> UInt64? {
            guard !digits.isEmpty else { return nil }
            var value: UInt64 = 0
            for digit in digits {
                guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, carry) = times.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
                guard !overflow, !carry else { return nil }
                value = sum
            }
            return value
        }
        func signed(_ digits: ArraySlice<UInt8>) -> Int64? {
            if digits.first == UInt8(ascii: "-") { return number(digits.dropFirst()).flatMap { Int64(exactly: $0) }.map { -$0 } }
            return number(digits).flatMap { Int64(exactly: $0) }
        }
        guard let key = field(), key.count == 32, let size = field().flatMap(signed), let time = field(),
            let dot = time.firstIndex(of: UInt8(ascii: ".")), let seconds = signed(time[..<dot]),
            let nanoseconds = signed(time[(dot + 1)...]), let inode = field().flatMap(number), !rest.isEmpty
        else { return nil }
        let stamp = FileStamp(size: size, modified: seconds, modifiedNanoseconds: nanoseconds, inode: inode)
        return (String(decoding: rest, as: UTF8.self), Entry(key: String(decoding: key, as: UTF8.self), stamp: stamp))
    }
}
