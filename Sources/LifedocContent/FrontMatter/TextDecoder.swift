package import LifedocBase

/// Turns a file's bytes into text the parser can trust: UTF-8 only, no NUL bytes, the byte-order
/// mark dropped, CRLF or lone CR line endings folded to LF (so line numbers stay right), and
/// decomposed characters composed (NFC).
///
/// Korean written or pasted on macOS often arrives decomposed (NFD: 백 as three jamo). Composed,
/// every later step sees one spelling of a word: the glossary's variants are found in it, headings
/// make the same anchors as links typed elsewhere, and the site is written in NFC, as the web
/// expects. A column in such a line counts characters as they are seen, one per syllable.
package enum TextDecoder {
    /// Decodes `file`, or returns the diagnostic that says why it cannot be read as text: the first
    /// bad byte of the file, a NUL or the start of a sequence that is not UTF-8, whichever comes first.
    package static func decode(_ file: SourceFile) -> Result<String, Diagnostic> {
        var bytes = file.bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let nul = bytes.firstIndex(of: 0)
        guard let text = String(validating: bytes, as: UTF8.self), nul == nil else {
            let bad = min(nul ?? bytes.endIndex, firstInvalidIndex(bytes))
            var lines = LineCounter()
            for byte in bytes[..<bad] { lines.advance(over: byte) }
            return .failure(Diagnostic(
                .invalidEncoding, at: SourceLocation(file: file.path, line: lines.line),
                bad == nul ? "file contains a NUL byte" : "file is not valid UTF-8 text"))
        }
        // The bytes the text was made from, scanned as an array: faster than the String's UTF-8 view.
        let folded = bytes.contains(UInt8(ascii: "\r")) ? text.replacingCRLF() : text
        return .success(Normalization.composed(folded))
    }

    /// The index of the first byte sequence that is not UTF-8 (the end index when there is none).
    private static func firstInvalidIndex(_ bytes: ArraySlice<UInt8>) -> Int {
        var index = bytes.startIndex
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(scalar): index += scalar.count
            case .emptyInput, .error: return index
            }
        }
    }

    /// Counts lines as they will be once line endings are folded: LF, CRLF and a lone CR each end one.
    struct LineCounter {
        /// The 1-based line of the next byte.
        private(set) var line = 1
        private var previousWasCR = false

        mutating func advance(over byte: UInt8) {
            if byte == UInt8(ascii: "\r") || (byte == UInt8(ascii: "\n") && !previousWasCR) { line += 1 }
            previousWasCR = byte == UInt8(ascii: "\r")
        }
    }
}

extension String {
    /// The text with "\r\n" and lone "\r" replaced by "\n".
    fileprivate func replacingCRLF() -> String {
        var result = [UInt8]()
        result.reserveCapacity(utf8.count)
        var previousWasCR = false
        for byte in utf8 {
            if byte == UInt8(ascii: "\r") {
                result.append(UInt8(ascii: "\n"))
                previousWasCR = true
                continue
            }
            if byte == UInt8(ascii: "\n") && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = false
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }
}
