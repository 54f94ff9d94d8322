/// A small deterministic random number generator (SplitMix64), so a corpus is the same for the same
/// seed on every machine and every run. The standard library's generator is seeded by the system.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    package mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    /// One element of `items`, which must not be empty.
    package mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// True with probability `percent` / 100.
    package mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}
