import LifedocFuzzing

#if LIFEDOC_LIBFUZZER
/// libFuzzer's entry point (`make fuzz` builds with `-sanitize=fuzzer,address` and
/// `-D LIFEDOC_LIBFUZZER`): a broken invariant stops the run like a crash, with the input saved.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let findings = FuzzHarness.findings(bytes)
    if !findings.isEmpty { fatalError("fuzz finding:\n" + findings.joined(separator: "\n")) }
    return 0
}
#else
import Foundation

/// Without libFuzzer the same harness replays the files named on the command line, so a finding
/// can be reproduced in an ordinary build: `lifedoc-fuzz crash-…`.
@main
struct FuzzReplay {
    static func main() {
        var failed = false
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot read the file")
                failed = true
                continue
            }
            let findings = FuzzHarness.findings(Array(data))
            print("\(path): \(findings.isEmpty ? "ok" : findings.joined(separator: "; "))")
            failed = failed || !findings.isEmpty
        }
        exit(failed ? 1 : 0)
    }
}
#endif
