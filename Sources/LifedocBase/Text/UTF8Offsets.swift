/// Converts offsets found by scanning UTF-8 bytes into the offsets diagnostics report, which count
/// Unicode scalars (one per Hangul syllable, as a reader counts them).
///
/// One concrete function per kind of bytes, all counting over a buffer: a generic one is not
/// specialized across modules, and paid a metadata lookup per byte (a third of parsing, where every
/// source position of a Korean line is counted).
package enum UTF8Offsets {
    /// The number of scalars that start in the first `offset` bytes of `bytes`.
    package static func scalars(in bytes: UnsafeBufferPointer<UInt8>, before offset: Int) -> Int {
        var count = 0
        for index in 0..<min(max(offset, 0), bytes.count) where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The number of scalars that start in the first `offset` bytes of `bytes`.
    package static func scalars(in bytes: ArraySlice<UInt8>, before offset: Int) -> Int {
        bytes.withUnsafeBufferPointer { scalars(in: $0, before: offset) }
    }

    /// The number of scalars that start in the first `offset` bytes of `bytes`.
    package static func scalars(in bytes: [UInt8], before offset: Int) -> Int {
        bytes.withUnsafeBufferPointer { scalars(in: $0, before: offset) }
    }

    /// The number of scalars that start in the first `offset` bytes of `text`'s UTF-8.
    package static func scalars(in text: String.UTF8View, before offset: Int) -> Int {
        if let counted = text.withContiguousStorageIfAvailable({ scalars(in: $0, before: offset) }) { return counted }
        return scalars(in: Array(text), before: offset)
    }
}
