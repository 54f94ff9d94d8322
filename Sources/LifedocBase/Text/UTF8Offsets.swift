/// Converts offsets found by scanning UTF-8 bytes into the offsets diagnostics report, which count
/// Unicode scalars (one per Hangul syllable, as a reader counts them).
package enum UTF8Offsets {
    /// The number of scalars that start in the first `offset` bytes of `bytes`.
    package static func scalars(in bytes: some Collection<UInt8>, before offset: Int) -> Int {
        var count = 0
        for byte in bytes.prefix(offset) where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
