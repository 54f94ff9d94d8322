import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 client over a loopback socket, for the preview server's tests: it sends the
/// request target exactly as given (`/../x` and `%2e%2e` are not tidied as URL types would), and it
/// can read a Server-Sent Events stream as it arrives.
package final class LoopbackHTTP {
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    /// Connects to `port` on 127.0.0.1.
    /// - Throws: `POSIXError` when nothing listens there.
    package init(port: UInt16) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let code = errno
            close(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .ECONNREFUSED)
        }
    }

    deinit { close(descriptor) }

    /// Whether something listens on `port` of 127.0.0.1.
    package static func isListening(port: UInt16) -> Bool { (try? LoopbackHTTP(port: port)) != nil }

    /// Sends `GET target` (or another method) and asks the server to close afterwards.
    package func send(_ target: String, method: String = "GET") {
        let request = Array("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Reads until `done` holds for what was read, the server closes, or `timeout` seconds pass.
    /// - Returns: everything read so far.
    @discardableResult
    package func read(timeout: Double, until done: (String) -> Bool = { _ in false }) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while !done(String(decoding: buffer, as: UTF8.self)) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { break }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, Int32(left * 1000)) > 0 else { break }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            buffer += chunk[0..<count]
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// One whole request: status code, headers (names lowercased) and body.
    package static func get(
        port: UInt16, _ target: String, method: String = "GET"
    ) throws -> (status: Int, headers: [String: String], body: String) {
        let connection = try LoopbackHTTP(port: port)
        connection.send(target, method: method)
        let text = connection.read(timeout: 20)
        guard let split = text.range(of: "\r\n\r\n") else { return (0, [:], text) }
        let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
        let status = Int(lines.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (status, headers, String(text[split.upperBound...]))
    }
}
