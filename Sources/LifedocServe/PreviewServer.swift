import FlyingFox
internal import FlyingSocks
import Foundation
import Synchronization

/// Serves the previewed site from memory over HTTP/1.1 (FlyingFox): the files of the current
/// `PreviewSite`, each HTML page with the live-reload script, the build events and nothing else.
/// Only GET and HEAD are answered; a path that is not a file of the site, or that tries to reach
/// outside it, gets the site's 404 page. Every answer says `no-store`, so a reload shows the new build.
package final class PreviewServer: Sendable {
    /// Why the server could not start.
    package enum StartError: Error, CustomStringConvertible {
        /// The port is taken by another program.
        case portInUse(host: String, port: UInt16)
        /// The host is not an IPv4 or IPv6 address.
        case badHost(String)
        /// Another socket error.
        case socket(host: String, port: UInt16, reason: String)

        package var description: String {
            switch self {
            case .portInUse(let host, let port):
                "port \(port) on \(host) is already in use by another program; stop it, or choose another port with --port"
            case .badHost(let host): "'\(host)' is not an IP address to listen on (use 127.0.0.1, ::1 or 0.0.0.0)"
            case .socket(let host, let port, let reason): "cannot listen on \(host) port \(port): \(reason)"
            }
        }
    }

    private let server: HTTPServer
    private let preview: Preview
    package let host: String
    private let port: UInt16

    /// A server of `preview` on `host` and `port` (0 for any free port), not started yet.
    package init(preview: Preview, host: String, port: UInt16) throws {
        self.preview = preview
        self.host = host
        self.port = port
        let address: any SocketAddress
        do {
            address = host.contains(":") ? try sockaddr_in6.inet6(ip6: host, port: port) : try sockaddr_in.inet(ip4: host, port: port)
        } catch {
            throw StartError.badHost(host)
        }
        server = HTTPServer(address: address, timeout: 30, logger: .disabled, handler: Handler(preview: preview))
    }

    /// Starts listening, and returns the port it listens on once it does.
    /// - Throws: `StartError`.
    package func start() async throws -> UInt16 {
        let server = server
        let failure = Mutex<(any Error)?>(nil)
        Task {
            do { try await server.run() } catch { failure.withLock { $0 = error } }
        }
        // Until it listens or fails (binding fails at once: a port in use, an address not here).
        for _ in 0..<2000 {
            if await server.isListening { break }
            if let error = failure.withLock({ $0 }) {
                if case .failed(_, let code, let message)? = error as? SocketError {
                    if code == EADDRINUSE { throw StartError.portInUse(host: host, port: port) }
                    throw StartError.socket(host: host, port: port, reason: message)
                }
                throw StartError.socket(host: host, port: port, reason: "\(error)")
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
        guard let address = await server.listeningAddress else { return port }
        switch address {
        case .ip4(_, let port), .ip6(_, let port): return port
        default: return port
        }
    }

    /// Ends the event streams, closes the listening socket and waits for the connections to end.
    package func stop() async {
        preview.events.close()
        await server.stop(timeout: 1)
    }

    /// Answers one request from the site as it is when the request arrives.
    private struct Handler: HTTPHandler {
        let preview: Preview

        func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
            guard request.method == .GET || request.method == .HEAD else {
                return HTTPResponse(statusCode: .methodNotAllowed, headers: HTTPHeaders([HTTPHeader("Allow"): "GET, HEAD"]))
            }
            let target = request.target.path()
            if target == LiveReload.eventsPath {
                return HTTPResponse(
                    statusCode: .ok,
                    headers: [.contentType: "text/event-stream; charset=utf-8", HTTPHeader("Cache-Control"): "no-store"],
                    body: HTTPBodySequence(from: preview.events.stream, suggestedBufferSize: 4096))
            }
            if target == LiveReload.scriptPath {
                return answer(.ok, path: "live.js", bytes: Array(LiveReload.script.utf8), request: request)
            }
            // One version of the site for the whole answer, whatever a rebuild swaps in meanwhile.
            let site = preview.current
            if let (path, bytes) = site.file(forRequest: target) {
                // A folder asked for without its slash (`/en`): its page's relative links need it.
                if !target.hasSuffix("/"), let relative = PreviewPath.sitePath(forRequest: target), !relative.isEmpty,
                    path == relative + "/index.html"
                {
                    let query = request.target.query()
                    return HTTPResponse(statusCode: .movedPermanently, headers: HTTPHeaders([
                        .location: target + "/" + (query.isEmpty ? "" : "?" + query), HTTPHeader("Cache-Control"): "no-store",
                    ]))
                }
                let body = path.hasSuffix(".html") ? LiveReload.inject(into: bytes, generation: site.generation) : bytes
                return answer(.ok, path: path, bytes: body, request: request)
            }
            let notFound = site.files["404.html"].map { LiveReload.inject(into: $0, generation: site.generation) }
                ?? Array("404 Not Found\n".utf8)
            return answer(.notFound, path: site.files["404.html"] == nil ? "404.txt" : "404.html", bytes: notFound, request: request)
        }

        private func answer(_ status: HTTPStatusCode, path: String, bytes: [UInt8], request: HTTPRequest) -> HTTPResponse {
            let headers: HTTPHeaders = [
                .contentType: ContentType.of(path),
                HTTPHeader("Cache-Control"): "no-store",
                HTTPHeader("X-Content-Type-Options"): "nosniff",
            ]
            if request.method == .HEAD {
                var response = HTTPResponse(statusCode: status, headers: headers)
                response.headers[.contentLength] = String(bytes.count)
                return response
            }
            return HTTPResponse(statusCode: status, headers: headers, body: Data(bytes))
        }
    }
}
