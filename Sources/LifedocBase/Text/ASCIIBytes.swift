/// Tests on single bytes of UTF-8 text, for scanners that read bytes without decoding them: a byte
/// below 0x80 is always a whole ASCII character, and no byte of a longer character passes. The
/// tests are inlinable: scanners in other modules call them once per byte.
package enum ASCIIBytes {
    /// `A`–`Z`.
    @inlinable package static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

    /// `a`–`z`.
    @inlinable package static func isLowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

    /// `A`–`Z` or `a`–`z`.
    @inlinable package static func isLetter(_ byte: UInt8) -> Bool { isUppercase(byte) || isLowercase(byte) }

    /// `0`–`9`.
    @inlinable package static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// A letter or a digit.
    @inlinable package static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }

    /// `bytes` without the spaces and tabs at its end.
    @inlinable package static func droppingTrailingBlanks<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes) -> Bytes.SubSequence {
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let before = bytes.index(before: end)
            guard bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") else { break }
            end = before
        }
        return bytes[..<end]
    }
}
