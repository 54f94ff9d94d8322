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
    var text: String {
        var lines = [Self.header, "output " + output]
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let stamp = entry.stamp
            let nanoseconds = String(stamp.modifiedNanoseconds)
            lines.append([
                entry.key, String(stamp.size), String(stamp.modified) + "." + String(repeating: "0", count: max(0, 9 - nanoseconds.count)) + nanoseconds,
                String(stamp.inode), path,
            ].joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a manifest; nil when `text` is not one (another version, damaged): the cache is then
    /// simply empty.
    init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)[...]
        guard lines.popFirst() == Substring(Self.header), let outputLine = lines.popFirst(), outputLine.hasPrefix("output ") else {
            return nil
        }
        output = String(outputLine.dropFirst("output ".count))
        var entries: [String: Entry] = [:]
        for line in lines {
            let fields = line.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
            guard fields.count == 5, fields[0].count == 32 else { return nil }
            let time = fields[2].split(separator: ".")
            guard time.count == 2, let size = Int64(fields[1]), let seconds = Int64(time[0]), let nanoseconds = Int64(time[1]),
                let inode = UInt64(fields[3])
            else { return nil }
            entries[String(fields[4])] = Entry(
                key: String(fields[0]), stamp: FileStamp(size: size, modified: seconds, modifiedNanoseconds: nanoseconds, inode: inode))
        }
        self.entries = entries
    }
}
