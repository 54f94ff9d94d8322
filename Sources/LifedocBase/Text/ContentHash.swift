/// A 128-bit fingerprint of bytes, for keys of the build cache: two 64-bit lanes with different
/// seeds, eight bytes at a time, each finished with MurmurHash3's avalanche. Not cryptographic; it
/// tells content apart, it does not resist someone crafting a collision.
package struct ContentHash: Sendable {
    private var first: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var length: UInt64 = 0

    /// An empty hash.
    package init() {}

    /// Adds `bytes`.
    package mutating func add(_ bytes: some Sequence<UInt8>) {
        if bytes.withContiguousStorageIfAvailable({ add($0) }) == nil {
            Array(bytes).withUnsafeBufferPointer { add($0) }
        }
    }

    /// Adds the bytes of `buffer`. Every other `add` comes here, and other modules calling it
    /// directly make no generic call per byte.
    package mutating func add(_ buffer: UnsafeBufferPointer<UInt8>) {
        // Whole words first, each eight bytes read at once as the loop below would put them
        // together (the first byte lowest); then the bytes left over.
        var start = 0
        if let base = UnsafeRawPointer(buffer.baseAddress) {
            while start + 8 <= buffer.count {
                mix(UInt64(littleEndian: base.loadUnaligned(fromByteOffset: start, as: UInt64.self)))
                start += 8
            }
        }
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for byte in buffer[start...] {
            word |= UInt64(byte) << shift
            shift += 8
        }
        if shift > 0 { mix(word ^ (shift << 56)) }
    }

    /// Adds `text` as UTF-8, ended by a separator so that ("ab", "c") and ("a", "bc") differ.
    package mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add($0) }
        add(CollectionOfOne(UInt8(0xFF)))
    }

    private mutating func mix(_ word: UInt64) {
        length &+= 1
        first = (first ^ word) &* 0x0000_0100_0000_01B3 &+ (first >> 29)
        second = (second &+ word &* 0xFF51_AFD7_ED55_8CCD) ^ (second >> 31)
        second = second &* 0xC4CE_B9FE_1A85_EC53
    }

    /// The fingerprint as 32 lowercase hex digits.
    package var hex: String {
        Self.hex(Self.finish(first ^ length)) + Self.hex(Self.finish(second ^ (length &* 0x9E37_79B9_7F4A_7C15)))
    }

    /// The fingerprint of `text`.
    package static func of(_ text: String) -> String {
        var hash = ContentHash()
        hash.add(text)
        return hash.hex
    }

    private static func finish(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value = value &* 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value = value &* 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
