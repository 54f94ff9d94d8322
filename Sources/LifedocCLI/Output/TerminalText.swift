import Foundation

/// Text for a terminal: its width in columns (Hangul and other East Asian wide characters take two),
/// wrapping at spaces only, never inside a word, continuation lines keeping the first line's indent.
enum TerminalText {
    /// The columns a character takes: 2 for East Asian wide and fullwidth characters (Hangul
    /// syllables and jamo, CJK ideographs, fullwidth forms), 0 for combining marks, else 1.
    static func columns(of scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F, 0x1160...0x11FF: 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF,
             0x20000...0x3FFFD: 2
        default: 1
        }
    }

    /// The columns `text` takes.
    static func columns(of text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
    }

    /// `text` wrapped to `width` columns, line by line: each line's leading spaces are repeated on
    /// the lines it wraps into; a word longer than a line stays whole on a line of its own.
    static func wrap(_ text: String, width: Int) -> String {
        guard width > 10 else { return text }
        var out: [String] = []
        for line in text.components(separatedBy: "\n") {
            // Continuation lines start under the first line's text, or under a labelled value
            // ("  protocol:     UISceneDelegate") when the line has a label followed by two spaces.
            var indent = String(line.prefix { $0 == " " })
            if let label = line.range(of: #"^ *[^ ]+:  +"#, options: .regularExpression) {
                indent = String(repeating: " ", count: columns(of: line[label]))
            }
            let lead = String(line.prefix { $0 == " " })
            let words = line.dropFirst(lead.count).split(separator: " ", omittingEmptySubsequences: false)
            var current = lead
            var used = columns(of: lead)
            var empty = true
            for word in words {
                let size = columns(of: word)
                if !empty && used + 1 + size > width {
                    out.append(current)
                    current = indent
                    used = columns(of: indent)
                    empty = true
                }
                if empty {
                    current += word
                    used += size
                    empty = word.isEmpty
                } else {
                    current += " " + word
                    used += 1 + size
                }
            }
            out.append(current)
        }
        return out.joined(separator: "\n")
    }

    /// The width to wrap standard output to: `COLUMNS` when set, else the terminal's when standard
    /// output is one, else nil (text sent to a pipe or a file is not wrapped).
    static func width(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int? {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        guard isatty(STDOUT_FILENO) != 0 else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
