import Dispatch
import Foundation

/// How many threads the build's maps run on. The pipeline decides once (`BuildPipeline.workers`,
/// `lifedoc build --jobs`) and hands it to every step; no step picks its own. Each map takes the
/// next item as a thread frees up, and returns the results in input order, so the output is the
/// same whatever the count (`BuildPipelineTests` builds with one and with every core).
package struct Workers: Sendable, Hashable {
    /// How many threads a map uses at most, at least one (Dispatch never runs more than the
    /// machine's cores at once).
    package let count: Int

    /// `count` threads (at least one).
    package init(count: Int) { self.count = max(1, count) }

    /// One thread per core.
    package static var allCores: Workers { Workers(count: ProcessInfo.processInfo.activeProcessorCount) }

    /// The calling thread alone.
    package static let one = Workers(count: 1)

    /// `transform` applied to every element of `items`, on up to `count` threads; results in
    /// element order.
    package func map<Element: Sendable, T>(_ items: [Element], _ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1, items.count > 1 else { return items.map(transform) }
        let results = ResultSlots<T>(count: items.count)
        let next = NextIndex()
        DispatchQueue.concurrentPerform(iterations: min(count, items.count)) { _ in
            while let index = next.take(below: items.count) { results.store(transform(items[index]), at: index) }
        }
        return results.values
    }
}

/// The next item for a worker to take.
private final class NextIndex: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var next = 0

    func take(below count: Int) -> Int? {
        lock.wait()
        defer { lock.signal() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}
