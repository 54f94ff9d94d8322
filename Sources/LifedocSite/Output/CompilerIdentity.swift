import Foundation
import LifedocBase

/// A fingerprint of the running lifedoc executable, part of every build cache key: a rebuilt or
/// upgraded compiler renders every page again. Nil when the executable cannot be read, and the
/// build then uses no cache.
package enum CompilerIdentity {
    /// The fingerprint of the running executable, or nil when it cannot be read.
    package static func current() -> String? {
        let candidates = ["/proc/self/exe", Bundle.main.executablePath ?? ""].filter { !$0.isEmpty }
        for path in candidates {
            if let data = FileManager.default.contents(atPath: path) {
                var hash = ContentHash()
                // As a buffer of bytes, which `ContentHash` reads directly.
                data.withUnsafeBytes { hash.add($0.bindMemory(to: UInt8.self)) }
                return hash.hex
            }
        }
        return nil
    }
}
