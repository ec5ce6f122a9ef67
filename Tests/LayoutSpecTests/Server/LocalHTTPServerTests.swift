import Foundation
import Testing

@testable import collection_layout

#if os(macOS) || os(Linux)

/// The playground's server in this process, with short deadlines: what a slow, silent or
/// endless client gets, and that the server keeps answering the others.
@Suite struct LocalHTTPServerTests {
  /// A server answering every request with its path, stopped at the end of `body`.
  static func withServer(
    _ limits: LocalHTTPServer.Limits, _ body: (LocalHTTPServer) throws -> Void
  ) throws {
    let server = try LocalHTTPServer(host: "127.0.0.1", port: 0, limits: limits)
    server.start { request in
      HTTPResponse(status: .ok, contentType: "text/plain", body: Data("path \(request.path)".utf8))
    }
    defer { server.stop() }
    try body(server)
  }

  static let quick = LocalHTTPServer.Limits(requestSeconds: 0.5, connections: 4)

  @Test func aRequestIsAnsweredAndTheConnectionClosed() throws {
    try Self.withServer(Self.quick) { server in
      let connection = try #require(RawHTTPConnection(port: Int(server.port), patience: 10))
      defer { connection.close() }
      connection.write(Data("GET /a?b HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
      let answer = connection.readAnswer()
      #expect(answer.text.hasPrefix("HTTP/1.1 200 OK\r\n"))
      #expect(answer.text.contains("\r\nContent-Length: 7\r\nConnection: close\r\n"))
      #expect(answer.text.hasSuffix("\r\n\r\npath /a"))
      #expect(answer.closed)
    }
  }

  /// A client that expects "100 Continue" before sending its body is told to continue,
  /// then answered (curl does so for bodies over 1 KiB, and otherwise waits a second).
  @Test func aClientExpectingContinueIsToldToContinue() throws {
    try Self.withServer(Self.quick) { server in
      let connection = try #require(RawHTTPConnection(port: Int(server.port), patience: 10))
      defer { connection.close() }
      connection.write(Data("POST /layout HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n".utf8))
      #expect(connection.readSome() == "HTTP/1.1 100 Continue\r\n\r\n")
      connection.write(Data("{}".utf8))
      #expect(connection.readAnswer().text.hasPrefix("HTTP/1.1 200 OK\r\n"))
    }
  }

  /// Part of a request and then silence: 408 at the deadline, and the connection closes.
  /// Nothing at all (a browser's spare connection): closed without a word.
  @Test func aSlowOrSilentClientIsClosedAtTheDeadline() throws {
    try Self.withServer(Self.quick) { server in
      let partial = try #require(RawHTTPConnection(port: Int(server.port), patience: 10))
      let silent = try #require(RawHTTPConnection(port: Int(server.port), patience: 10))
      defer {
        partial.close()
        silent.close()
      }
      partial.write(Data("POST /layout HTTP/1.1\r\nContent-Length: 10\r\n\r\n{\"sp".utf8))
      let answer = partial.readAnswer()
      #expect(answer.text.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"), "\(answer.text)")
      #expect(answer.text.hasSuffix("{\"error\":\"expected a whole request within 0.5 seconds, found part of one\"}"))
      #expect(answer.closed)
      #expect(silent.readAnswer() == ("", true))
    }
  }

  /// More silent clients than the server serves at once: a request that comes after them is
  /// still answered once the deadline closes theirs, and the silent ones are all closed.
  @Test func clientsBeyondTheConnectionLimitWaitTheirTurn() throws {
    var limits = Self.quick
    limits.connections = 2
    try Self.withServer(limits) { server in
      let silent = (0..<5).compactMap { _ in RawHTTPConnection(port: Int(server.port), patience: 10) }
      defer { silent.forEach { $0.close() } }
      #expect(silent.count == 5)
      let asking = try #require(RawHTTPConnection(port: Int(server.port), patience: 10))
      defer { asking.close() }
      asking.write(Data("GET /examples HTTP/1.1\r\n\r\n".utf8))
      #expect(asking.readAnswer().text.hasSuffix("path /examples"))
      for connection in silent { #expect(connection.readAnswer() == ("", true)) }
    }
  }

  /// A request line that never ends is refused at the head limit with 431 while the client
  /// is still sending, and another client is answered meanwhile.
  @Test func anEndlessRequestLineIsRefusedAndOthersAreAnswered() throws {
    try Self.withServer(LocalHTTPServer.Limits()) { server in
      let endless = try #require(RawHTTPConnection(port: Int(server.port), patience: 10))
      defer { endless.close() }
      var sent = 0
      let megabyte = Data(repeating: UInt8(ascii: "a"), count: 1 << 20)
      endless.write(Data("GET /".utf8))
      while sent < 64, endless.write(megabyte) { sent += 1 }
      #expect(sent < 64, "the server stops reading: the write fails once it has closed")
      let other = try #require(RawHTTPConnection(port: Int(server.port), patience: 10))
      defer { other.close() }
      other.write(Data("GET / HTTP/1.1\r\n\r\n".utf8))
      #expect(other.readAnswer().text.hasSuffix("path /"))
      #expect(endless.readToEnd().hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"))
    }
  }

  @Test func startingNamesWhatIsWrong() throws {
    #expect(throws: LocalHTTPServer.StartError.notAnIPv4Address) {
      try LocalHTTPServer(host: "localhost", port: 0)
    }
    let first = try LocalHTTPServer(host: "127.0.0.1", port: 0)
    defer { first.stop() }
    #expect(first.port > 0, "port 0: the system's choice, named")
    #expect {
      try LocalHTTPServer(host: "127.0.0.1", port: first.port)
    } throws: { error in
      guard case .cannotListen(let reason) = error as? LocalHTTPServer.StartError else { return false }
      return reason.hasPrefix("Address already in use (errno ")
    }
  }

  /// After `stop()` nobody is accepted: the listening socket closes within a second.
  @Test func stoppingClosesTheListeningSocket() throws {
    let server = try LocalHTTPServer(host: "127.0.0.1", port: 0)
    server.start { _ in HTTPResponse(status: .ok, contentType: "text/plain", body: Data()) }
    server.stop()
    var refused = false
    for _ in 0..<40 where !refused {
      usleep(50_000)
      if let connection = RawHTTPConnection(port: Int(server.port), patience: 1) {
        connection.close()
      } else {
        refused = true
      }
    }
    #expect(refused)
  }
}

#endif  // os(macOS) || os(Linux)
