import Synchronization
import LifedocBase

/// Remembers what each text resolved to, so the same code span or word met on many pages (and again
/// when the site renders links) is parsed into spellings once. Safe to share between threads.
final class ResolutionMemo: Sendable {
    private let answers = Mutex<[String: PageID?]>([:])

    /// The remembered answer for `text`, or the result of `resolve`, remembered.
    func answer(for text: String, _ resolve: (String) -> PageID?) -> PageID? {
        if let known = answers.withLock({ $0[text] }) { return known }
        let answer = resolve(text)
        answers.withLock { $0[text] = answer }
        return answer
    }
}
