import Foundation
import LifedocTestSupport
import Testing

/// The options `Sources/LifedocAllocator` gives jemalloc are the ones the `lifedoc` binary runs
/// with: jemalloc prints the options it read when asked for its statistics at exit.
@Suite struct AllocatorTests {
    #if os(Linux)
    @Test func theBinaryRunsWithItsAllocatorOptions() throws {
        let result = try CommandRunner.run(["--version"], environment: ["MALLOC_CONF": "stats_print:true,stats_print_opts:mdablxe"])
        #expect(result.status == 0, "\(result.stderr)")
        let options = result.stderr + result.stdout
        for option in ["opt.background_thread: true", "opt.dirty_decay_ms: 200", "opt.muzzy_decay_ms: 0", "opt.narenas: 2"] {
            #expect(options.contains(option), "\(option) not in jemalloc's statistics:\n\(options.prefix(2000))")
        }
    }

    /// `MALLOC_CONF` still overrides them, for measuring another setting without building again.
    @Test func theEnvironmentStillOverridesThem() throws {
        let result = try CommandRunner.run(["--version"], environment: ["MALLOC_CONF": "narenas:3,stats_print:true"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect((result.stderr + result.stdout).contains("opt.narenas: 3"))
    }
    #endif
}
