import Dispatch

extension Array where Element: Sendable {
    /// `transform` applied to every element on all cores; results in element order.
    package func parallelMap<T>(_ transform: @Sendable (Element) -> T) -> [T] {
        let results = ResultSlots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.store(transform(self[index]), at: index)
        }
        return results.values
    }
}
