import Foundation
import LifedocBase
import LifedocSite
import Synchronization

/// The preview's state: the site being served, the events the open pages listen to, and the
/// builder that makes a new site after each edit. Builds run one at a time; each swaps the whole
/// site in at once, then tells the pages.
package final class Preview: Sendable {
    /// The build events the pages listen to.
    package let events = BuildEvents()
    private let site = Mutex(PreviewSite())
    private let builder: Mutex<PreviewBuilder>
    private let log: @Sendable (String) -> Void
    private let printedWarnings = Mutex<Set<String>>([])
    /// Whether each build's line says how long each of its steps took.
    package let showsTimings: Bool

    /// A preview that builds with `settings` and tells `log` what each build did (a line each).
    package init(settings: PreviewBuilder.Settings, showsTimings: Bool = false, log: @escaping @Sendable (String) -> Void) {
        self.showsTimings = showsTimings
        builder = Mutex(PreviewBuilder(settings: settings))
        self.log = log
    }

    /// Sets the address the site is served at, for the links that must be absolute (canonical,
    /// hreflang, the sitemap); the next build uses it.
    package func setBaseURL(_ url: String) {
        builder.withLock { $0.settings.baseURL = url }
    }

    /// The site as it is now.
    package var current: PreviewSite { site.withLock { $0 } }

    /// Builds again after `changed` (paths; all of them when nil) changed, serves the result and
    /// tells the pages. Returns the new state of the site.
    @discardableResult
    package func rebuild(changed: Set<String>? = nil) -> PreviewSite {
        let started = DispatchTime.now().uptimeNanoseconds
        let outcome = builder.withLock { builder in
            let templates = builder.settings.templates.map { LocalPath.url($0).path }
            let templatesChanged = changed == nil || templates.map { folder in
                changed!.contains { $0 == folder || $0.hasPrefix(folder + "/") }
            } ?? false
            return builder.rebuild(templatesChanged: templatesChanged)
        }
        site.withLock { $0 = outcome.site }
        events.publish(generation: outcome.site.generation, problems: outcome.site.problems)
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        if outcome.site.problems.isEmpty {
            let fresh = printedWarnings.withLock { printed in
                let fresh = outcome.warnings.filter { !printed.contains($0) }
                printed = Set(outcome.warnings)
                return fresh
            }
            for warning in fresh { log(warning) }
            var line = String(format: "built in %.0f ms: %d file(s) parsed, %d page(s) rendered", milliseconds, outcome.parsed, outcome.rendered)
            if showsTimings {
                line += " (" + outcome.phases.map { "\($0.name) \(Int(($0.wallSeconds * 1000).rounded())) ms" }.joined(separator: ", ") + ")"
            }
            log(line)
        } else {
            for problem in outcome.site.problems { log(problem) }
            log(outcome.site.generation > 0
                ? "the build failed; the pages show the problems, and the last good site is still served"
                : "the build failed; the pages show the problems until it succeeds")
        }
        return outcome.site
    }
}
