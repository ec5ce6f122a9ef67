import Foundation

@testable import collection_layout

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if os(macOS) || os(Linux)

/// A TCP connection to a local server that writes bytes exactly as given, so a test can send
/// what no well-behaved HTTP client sends: a `Content-Length` larger than the body that
/// follows, or a chunked body that never ends.
struct RawHTTPConnection {
  private let socketDescriptor: Int32

  /// Connects to 127.0.0.1 at `port`. A read waits at most `patience` seconds for the
  /// server, so a server that never answers fails the test instead of hanging it.
  init?(port: Int, patience: Int = 30) {
    let descriptor = SocketCalls.tcpSocket()
    guard descriptor >= 0 else { return nil }
    var timeout = timeval(tv_sec: patience, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    // A write after the server closed must fail, not end the test process with SIGPIPE.
    SocketCalls.refuseSignalOnWrite(descriptor)
    var address = SocketCalls.socketAddress(in_addr(s_addr: inet_addr("127.0.0.1")), port: UInt16(port))
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    socketDescriptor = descriptor
    guard connected == 0 else {
      close()
      return nil
    }
  }

  /// Writes all of `bytes`; false when the server closed the connection first.
  @discardableResult
  func write(_ bytes: Data) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        send(socketDescriptor, $0.baseAddress, $0.count, SocketCalls.sendFlags)
      }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  /// Everything the server sends until it closes the connection (or stops sending for
  /// longer than the patience given at the start).
  func readToEnd() -> String {
    readAnswer().text
  }

  /// What one read gets: the bytes the server sent so far (at least one), or "" when it
  /// closed the connection or sent nothing within the patience.
  func readSome() -> String {
    var buffer = [UInt8](repeating: 0, count: 4_096)
    let count = recv(socketDescriptor, &buffer, buffer.count, 0)
    return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
  }

  /// Everything the server sends, and whether it then closed the connection (false: it
  /// stopped sending for longer than the patience given at the start, or reset it).
  func readAnswer() -> (text: String, closed: Bool) {
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = recv(socketDescriptor, &buffer, buffer.count, 0)
      guard count > 0 else { return (String(decoding: received, as: UTF8.self), count == 0) }
      received.append(contentsOf: buffer[..<count])
    }
  }

  /// Closes the connection.
  func close() {
    SocketCalls.close(socketDescriptor)
  }
}

#endif  // os(macOS) || os(Linux)
