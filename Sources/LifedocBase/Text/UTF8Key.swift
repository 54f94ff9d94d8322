import Foundation

/// A string as a dictionary key that hashes and compares its UTF-8 bytes.
///
/// `String` hashes and compares text by canonical equivalence, so for text that is not ASCII every
/// hash and every comparison normalises both sides to NFC first. For text that is normalised already
/// (the search analyser's terms are NFKC) two strings are equivalent exactly when their bytes are
/// equal, and this key gives the same answers without normalising: the search index's dictionaries
/// of Korean terms spent about a tenth of a large build's processor time in that normalisation.
///
/// Use it only for text normalised the same way on both sides; `String` itself stays the key
/// wherever text comes from outside.
package struct UTF8Key: Hashable, Sendable {
    /// The text.
    package let text: String

    /// The key of `text`, which should be normalised (NFC or NFKC) like every other key it meets.
    package init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
    }

    package func hash(into hasher: inout Hasher) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil {
            for byte in text.utf8 { hasher.combine(byte) }
        }
    }

    package static func == (lhs: UTF8Key, rhs: UTF8Key) -> Bool {
        let (left, right) = (lhs.text.utf8, rhs.text.utf8)
        guard left.count == right.count else { return false }
        let same = left.withContiguousStorageIfAvailable { left in
            right.withContiguousStorageIfAvailable { right in
                left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
        return (same ?? nil) ?? left.elementsEqual(right)
    }
}
