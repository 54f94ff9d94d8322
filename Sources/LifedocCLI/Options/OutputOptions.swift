internal import ArgumentParser
import Foundation

/// `--color auto|always|never`, shared by the commands that print for people to read.
struct OutputOptions: ParsableArguments {
    enum ColorChoice: String, ExpressibleByArgument, CaseIterable { case auto, always, never }

    @Option(name: .long, help: "Colour: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    /// Whether to colour standard output.
    func colours(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        switch color {
        case .always: true
        case .never: false
        case .auto: isatty(STDOUT_FILENO) != 0 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}

/// ANSI styles, applied only when colouring.
struct Style {
    var enabled: Bool

    func bold(_ text: String) -> String { enabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    func dim(_ text: String) -> String { enabled ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
    func accent(_ text: String) -> String { enabled ? "\u{1B}[36m\(text)\u{1B}[0m" : text }

    /// A snippet with its matched words, written between « and », shown bold and yellow instead.
    func matches(_ snippet: String) -> String {
        guard enabled else { return snippet }
        return snippet.replacingOccurrences(of: "«", with: "\u{1B}[1;33m").replacingOccurrences(of: "»", with: "\u{1B}[0m")
    }
}
