import Dispatch

extension Array where Element: Sendable {
    /// `transform` applied to every element on all cores; results in element order. `progress`,
    /// if given, is called (from any thread) after each element.
    package func parallelMap<T>(
        _ transform: @Sendable (Element) -> T, progress: (@Sendable () -> Void)? = nil
    ) -> [T] {
        let results = ResultSlots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.store(transform(self[index]), at: index)
            progress?()
        }
        return results.values
    }
}
