internal import ArgumentParser
import LifedocBase

/// `--jobs N`, shared by the commands that read the whole knowledge base (`build`, `check`): at most
/// N threads for each parallel step, so a shared CI runner can be given fewer than all its cores.
struct JobsOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "At most this many threads for each parallel step (reading, parsing, checks, and for build the index, drawings and rendering).",
        discussion: "Default: one per core, which is also the most used. The output is the same whatever the number.",
        valueName: "n"))
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, not \(jobs)") }
    }

    /// The threads to run on.
    var workers: Workers { jobs.map { Workers(count: $0) } ?? .allCores }
}
