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

    /// One of `!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~`, what CommonMark lets a backslash escape.
    @inlinable package static func isPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }

    /// White space as CommonMark's `isspace` reads it: space, tab, line feed, vertical tab, form feed
    /// or carriage return.
    @inlinable package static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

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
