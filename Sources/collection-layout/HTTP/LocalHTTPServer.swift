import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The playground's HTTP/1.1 server: blocking sockets, one thread per connection, one
/// request per connection, and limits on everything a client controls.
///
/// A client cannot make it hold more than ``Limits/connections`` connections (more wait in
/// the system's listen queue), keep one for longer than ``Limits/requestSeconds`` without
/// sending a whole request, send a request larger than ``HTTPRequestReader/Limits``, or make
/// it stop: when the process runs out of file descriptors, accepting waits and tries again.
/// (FlyingFox, which served the playground before, exited on the first `accept` that failed
/// with "Too many open files" and spun a core on a request line with no end.)
final class LocalHTTPServer: Sendable {
  /// How much of the server one client may take.
  struct Limits: Sendable {
    /// Seconds from a connection's start by which its whole request must have arrived.
    var requestSeconds = 10.0
    /// Connections served at once.
    var connections = 32
    /// The largest request.
    var request = HTTPRequestReader.Limits()
  }

  /// Why the server cannot start.
  enum StartError: Error, Equatable {
    /// The host is not an IPv4 address.
    case notAnIPv4Address
    /// The system refused the socket, the address or the port: its message.
    case cannotListen(String)
  }

  /// The port it listens on (the one the system chose when asked for port 0).
  let port: UInt16
  private let listener: Int32
  private let limits: Limits
  private let connections: CountingGate
  private let stopRequest = StopRequest()

  /// Listens on `host` (an IPv4 address) and `port`; ``start(_:)`` begins answering.
  ///
  /// - Parameters:
  ///   - host: an IPv4 address such as `127.0.0.1`, or `0.0.0.0` for every interface.
  ///   - port: the port, or 0 for any free one (``port`` then names it).
  ///   - limits: what one client may take.
  init(host: String, port: UInt16, limits: Limits = Limits()) throws(StartError) {
    var address = in_addr()
    guard inet_pton(AF_INET, host, &address) == 1 else { throw .notAnIPv4Address }
    let listener = SocketCalls.tcpSocket()
    guard listener >= 0 else { throw .cannotListen(Self.systemError()) }
    var on: Int32 = 1
    // A restarted server can take its port again while the last one's connections close.
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    var socketAddress = SocketCalls.socketAddress(address, port: port)
    let bound = withUnsafePointer(to: &socketAddress) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(listener, 128) == 0 else {
      let message = Self.systemError()
      SocketCalls.close(listener)
      throw .cannotListen(message)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &socketAddress) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    self.port = UInt16(bigEndian: socketAddress.sin_port)
    self.listener = listener
    self.limits = limits
    connections = CountingGate(places: limits.connections)
  }

  /// Accepts connections on a thread of its own until ``stop()``, and answers each request
  /// with `respond`, on the connection's own thread.
  func start(_ respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
    Self.thread { self.acceptConnections(respond) }
  }

  /// Stops accepting (within a quarter of a second) and closes the listening socket;
  /// connections already accepted finish.
  func stop() {
    stopRequest.set()
  }

  private func acceptConnections(_ respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
    defer { SocketCalls.close(listener) }
    while !stopRequest.isSet {
      // Over the limit, a client waits in the listen queue rather than taking a thread.
      guard connections.enter(waitingAtMost: 0.25) else { continue }
      guard Self.waitForInput(on: listener, milliseconds: 250) > 0 else {
        connections.leave()
        continue
      }
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else {
        connections.leave()
        // Out of descriptors (EMFILE, ENFILE) or buffers: the connections being served
        // close within `requestSeconds`, so wait a little and try again instead of failing.
        if errno != EINTR && errno != ECONNABORTED { usleep(50_000) }
        continue
      }
      Self.thread {
        self.serve(connection, respond)
        self.connections.leave()
      }
    }
  }

  /// Reads one request within the deadline, answers it and closes the connection.
  private func serve(_ connection: Int32, _ respond: @Sendable (HTTPRequest) -> HTTPResponse) {
    SocketCalls.refuseSignalOnWrite(connection)
    // A client that stops reading cannot hold the thread either.
    var sendTimeout = timeval(tv_sec: Int(min(max(limits.requestSeconds, 1), 3_600).rounded(.up)), tv_usec: 0)
    setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &sendTimeout, socklen_t(MemoryLayout<timeval>.size))
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(min(max(limits.requestSeconds, 0), 3_600) * 1e9)
    var reader = HTTPRequestReader(limits: limits.request)
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    var response: HTTPResponse?
    var toldToContinue = false
    while true {
      let now = DispatchTime.now().uptimeNanoseconds
      guard now < deadline else {
        // A connection that never sent a byte (a browser's spare one) closes without a word.
        if reader.hasStarted {
          response = .error(.requestTimeout, "expected a whole request within \(seconds) seconds, found part of one")
        }
        break
      }
      let ready = Self.waitForInput(on: connection, milliseconds: Int32(min((deadline - now) / 1_000_000 + 1, 1_000)))
      if ready == 0 || (ready < 0 && errno == EINTR) { continue }
      let count = ready < 0 ? -1 : recv(connection, &buffer, buffer.count, 0)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      do {
        if let request = try reader.read(buffer[..<count]) {
          response = respond(request)
          break
        }
        if reader.awaitsContinue && !toldToContinue {
          write(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: connection)
          toldToContinue = true
        }
      } catch {
        response = .error(error.status, error.message)
        break
      }
    }
    guard let response else { return SocketCalls.close(connection) }
    write(response.head, to: connection)
    write(response.body, to: connection)
    closeAfterAnswering(connection)
  }

  private func write(_ bytes: Data, to connection: Int32) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        send(connection, $0.baseAddress, $0.count, SocketCalls.sendFlags)
      }
      if sent < 0 && errno == EINTR { continue }
      guard sent > 0 else { return }
      offset += sent
    }
  }

  /// Closes a connection whose answer was sent. The client's unread bytes (the rest of a
  /// body refused for its size) are read and dropped for a moment first: closing with them
  /// unread resets the connection, and the client could lose the answer.
  private func closeAfterAnswering(_ connection: Int32) {
    shutdown(connection, Int32(SHUT_WR))
    let deadline = DispatchTime.now().uptimeNanoseconds + 2_000_000_000
    var drained = 0
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while drained < 4 << 20, DispatchTime.now().uptimeNanoseconds < deadline {
      let ready = Self.waitForInput(on: connection, milliseconds: 250)
      guard ready >= 0 else { break }
      guard ready > 0 else { continue }
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      drained += count
    }
    SocketCalls.close(connection)
  }

  /// The deadline in seconds as a person writes it: "10", "0.5".
  private var seconds: String {
    let seconds = limits.requestSeconds
    return seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
  }

  /// Waits up to `milliseconds` for `descriptor` to be readable (or closed): `poll`'s answer,
  /// 1 when it is, 0 when the time ran out, -1 on an error.
  private static func waitForInput(on descriptor: Int32, milliseconds: Int32) -> Int32 {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, milliseconds)
  }

  private static func thread(_ body: @escaping @Sendable () -> Void) {
    let thread = Thread(block: body)
    // Laying a spec out decodes and computes it: room for deep specs, as on the main thread.
    thread.stackSize = 8 << 20
    thread.start()
  }

  private static func systemError() -> String {
    let number = errno
    return "\(String(cString: strerror(number))) (errno \(number))"
  }
}

/// A flag one thread sets and others read.
private final class StopRequest: @unchecked Sendable {
  // @unchecked: `value` is read and written only while `lock` is locked.
  private let lock = NSLock()
  private var value = false

  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return value
  }

  func set() {
    lock.lock()
    value = true
    lock.unlock()
  }
}
