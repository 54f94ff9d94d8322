import Synchronization
import LifedocBase

/// Remembers what each text resolved to, so the same code span or word met on many pages (and again
/// when the site renders links) is parsed into spellings once, and whether a text that resolves to
/// nothing is worth reporting. Safe to share between threads.
final class ResolutionMemo: Sendable {
    private let answers = Mutex<[String: PageID?]>([:])
    private let verdicts = Mutex<[String: Bool]>([:])

    /// The remembered answer for `text`, or the result of `resolve`, remembered.
    func answer(for text: String, _ resolve: (String) -> PageID?) -> PageID? {
        if let known = answers.withLock({ $0[text] }) { return known }
        let answer = resolve(text)
        answers.withLock { $0[text] = answer }
        return answer
    }

    /// The remembered verdict on `text`, or the result of `judge`, remembered.
    func verdict(for text: String, _ judge: (String) -> Bool) -> Bool {
        if let known = verdicts.withLock({ $0[text] }) { return known }
        let verdict = judge(text)
        verdicts.withLock { $0[text] = verdict }
        return verdict
    }
}
