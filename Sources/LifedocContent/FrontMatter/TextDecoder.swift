package import LifedocBase

/// Turns a file's bytes into text the parser can trust: UTF-8 only, no NUL bytes, the byte-order
/// mark dropped, and CRLF or lone CR line endings folded to LF (so line numbers stay right).
package enum TextDecoder {
    /// Decodes `file`, or returns the diagnostic that says why it cannot be read as text.
    package static func decode(_ file: SourceFile) -> Result<String, Diagnostic> {
        var bytes = file.bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var lines = LineCounter()
        for byte in bytes {
            if byte == 0 {
                return .failure(Diagnostic(
                    .invalidEncoding, at: SourceLocation(file: file.path, line: lines.line), "file contains a NUL byte"))
            }
            lines.advance(over: byte)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(Diagnostic(
                .invalidEncoding, at: SourceLocation(file: file.path, line: firstInvalidLine(bytes)),
                "file is not valid UTF-8 text"))
        }
        guard text.utf8.contains(UInt8(ascii: "\r")) else { return .success(text) }
        return .success(text.replacingCRLF())
    }

    /// The line of the first byte sequence that is not UTF-8.
    private static func firstInvalidLine(_ bytes: ArraySlice<UInt8>) -> Int {
        var lines = LineCounter()
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(scalar): if scalar.count == 1 { lines.advance(over: scalar[scalar.startIndex]) }
            case .emptyInput, .error: return lines.line
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
