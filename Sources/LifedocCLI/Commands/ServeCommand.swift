internal import ArgumentParser
import Dispatch
import Foundation
import LifedocBase
import LifedocServe
import LifedocSite

/// `lifedoc serve`: builds the site in memory, serves it, and builds again after every edit.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site: build it in memory, serve it, and rebuild as you edit.",
        discussion: """
            Builds the site in memory (nothing is written to disk but the drawings' cache) and serves \
            it over HTTP with search, the language switch and the diagrams. It watches the content, \
            the templates and the site configuration; after an edit it builds again, parsing only \
            the files that changed and rendering only the pages whose inputs changed, and the open \
            pages reload themselves where the reader was. A build that fails shows its problems over \
            the open pages and here, and the last good site stays served until the problem is fixed. \
            It listens on 127.0.0.1 unless --host says otherwise, serves nothing but the built site, \
            and stops on Ctrl-C or SIGTERM. Exits 2 when the content folder cannot be read or the \
            port cannot be used.
            """)

    @OptionGroup var options: ContentOptions
    @OptionGroup var templateOptions: TemplatesOption

    @Option(name: .long, help: "The port to listen on; 0 picks a free one.")
    var port: UInt16 = 8080

    @Option(name: .long, help: ArgumentHelp(
        "The address to listen on.",
        discussion: "Default: 127.0.0.1, this machine only. Another address (0.0.0.0 for every network) lets others read the preview, which is not hardened for the internet."))
    var host = "127.0.0.1"

    @Flag(name: .long, help: "Open the preview in the default browser once it is served.")
    var open = false

    @Option(name: .long, help: ArgumentHelp(
        "The site configuration; it is watched too.", valueName: "file"))
    var config = "lifedoc.yml"

    @Option(name: .long, help: "The Graphviz command that lays out the state machines.")
    var dot = "dot"

    @Option(name: .long, help: "The cache folder, where the drawings are kept between runs.")
    var cache = ".lifedoc-cache"

    @Flag(name: .long, help: "Say how long each step of each build took.")
    var timings = false

    func run() throws {
        let content = options.content
        guard KnowledgeBase.isDirectory(content) else {
            Console.error("\(content): error: the content folder does not exist or is not a folder\(options.missingHint)")
            throw ExitCode(2)
        }
        let templates = templateOptions.folder(beside: content)
        let compiler = CompilerIdentity.current() ?? "lifedoc"
        let diagrams = LocalPath.url(cache).appendingPathComponent(
            "preview-diagrams-" + ContentHash.of(LocalPath.url(content).path).prefix(16)).path
        let graphviz = GraphvizRenderer.caching(command: dot, in: diagrams, compilerID: compiler)
        if let warning = graphviz.fonts.warning { Console.error(warning) }
        let isLoopback = ["127.0.0.1", "::1", "localhost"].contains(host) || host.hasPrefix("127.")
        let address = host == "localhost" ? "127.0.0.1" : host

        // The server starts first, so that the site's address (with the port picked) is known to the build.
        let settings = PreviewBuilder.Settings(
            content: content, templates: templates, configuration: config, baseURL: "", graphviz: graphviz,
            compilerID: compiler)
        let preview = Preview(settings: settings, showsTimings: timings) { Console.error($0) }
        let server: PreviewServer
        let listening: UInt16
        do {
            server = try PreviewServer(preview: preview, host: address, port: port)
            listening = try Self.wait { try await server.start() }
        } catch let error as PreviewServer.StartError {
            Console.error("error: \(error)")
            throw ExitCode(2)
        }
        let url = "http://\(address.contains(":") ? "[\(address)]" : address):\(listening)/"
        preview.setBaseURL(url)
        // Watching starts before the first build, so that an edit made while it runs (or as soon as
        // the address is printed) is built too.
        var folders = [content]
        if let templates { folders.append(templates) }
        let watcher = FileWatcher(folders: folders, files: [config]) { changed in preview.rebuild(changed: changed) }
        watcher.start()
        preview.rebuild()
        Console.error("serving \(content) at \(url) (Ctrl-C stops)")
        if !isLoopback {
            Console.error("warning: listening on \(host): anyone who can reach this port can read the preview, which is not hardened for the internet; use it on a network you trust")
        }
        if open { Self.openInBrowser(url) }
        // Every 15 s each open event stream gets a comment line: a tab closed without a goodbye is
        // found out, and nothing between the page and the preview closes a quiet stream.
        let heartbeat = DispatchSource.makeTimerSource(queue: .global())
        heartbeat.schedule(deadline: .now() + 15, repeating: 15)
        heartbeat.setEventHandler { preview.events.heartbeat() }
        heartbeat.resume()

        // Ctrl-C and SIGTERM stop the server, end the open event streams and free the port.
        let stop = DispatchSemaphore(value: 0)
        var sources: [any DispatchSourceSignal] = []
        for signal in [SIGINT, SIGTERM] {
            Foundation.signal(signal, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            sources.append(source)
        }
        stop.wait()
        heartbeat.cancel()
        watcher.stop()
        Self.wait { await server.stop() }
        Console.error("stopped")
        withExtendedLifetime(sources) {}
    }

    /// Runs `work` to its end from this synchronous command.
    private static func wait<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox<T>()
        Task {
            do { result.set(.success(try await work())) } catch { result.set(.failure(error)) }
            done.signal()
        }
        done.wait()
        return try result.get()
    }

    private static func wait(_ work: @escaping @Sendable () async -> Void) {
        _ = try? wait { () async throws -> Int in await work(); return 0 }
    }

    /// Asks the desktop to open `url`; says so when it cannot.
    private static func openInBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #if os(macOS)
        process.arguments = ["open", url]
        #else
        process.arguments = ["xdg-open", url]
        #endif
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        if (try? process.run()) == nil { Console.error("note: could not open a browser; open \(url) yourself") }
    }
}

/// A result handed from a task to the thread that waits for it.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<T, any Error>?

    func set(_ value: Result<T, any Error>) { lock.withLock { result = value } }
    func get() throws -> T { try lock.withLock { result! }.get() }
}
