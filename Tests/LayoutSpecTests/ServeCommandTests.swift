import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The server runs as a child process, which only desktop and server platforms allow.
#if os(macOS) || os(Linux)

/// `collection-layout serve`: which address it listens on, the port it names, and a bad
/// `--host` refused in one line. (Tests/Browser drives the page itself.)
@Suite struct ServeCommandTests {
  /// A running server and the port its first line names.
  struct Server {
    let process: Process
    let line: String
    let port: Int

    /// Starts `serve` with `arguments` and waits for the line naming the address; with
    /// `fileLimit`, the server may have at most that many files open (`ulimit -n`).
    init(_ arguments: [String], fileLimit: Int? = nil) throws {
      process = Process()
      if let fileLimit {
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let script = "ulimit -n \(fileLimit) && exec \"$0\" serve \"$@\""
        process.arguments = ["-c", script, CommandLineTests.executable.path] + arguments
      } else {
        process.executableURL = CommandLineTests.executable
        process.arguments = ["serve"] + arguments
      }
      let out = Pipe()
      process.standardOutput = out
      try process.run()
      var text = ""
      while !text.contains("\n") {
        let data = out.fileHandleForReading.availableData
        if data.isEmpty { break }
        text += String(decoding: data, as: UTF8.self)
      }
      line = String(text.prefix { $0 != "\n" })
      // "Playground: http://HOST:PORT/ (Ctrl-C stops it)"
      let afterHost = line.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first ?? ""
      port = Int(afterHost.split(separator: ":").last ?? "") ?? 0
    }

    /// Ctrl-C, as a person stops it; the exit status, or -1 when the server is still running
    /// 20 seconds later (it is then killed, so a lost Ctrl-C fails the test instead of hanging it).
    func stop() -> Int32 {
      process.interrupt()
      let deadline = Date().addingTimeInterval(20)
      while process.isRunning && Date() < deadline { usleep(10_000) }
      guard !process.isRunning else {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return -1
      }
      return process.terminationStatus
    }
  }

  /// Whether `GET /examples` on `host` answers with the examples.
  static func answers(host: String, port: Int) async -> Bool {
    guard let url = URL(string: "http://\(host):\(port)/examples"),
      let (data, _) = try? await URLSession.shared.data(from: url)
    else { return false }
    return String(decoding: data, as: UTF8.self).contains("\"examples\"")
  }

  @Test func portZeroTakesAFreePortAndTheLineNamesIt() async throws {
    let server = try Server(["--port", "0"])
    #expect(server.line.hasPrefix("Playground: http://127.0.0.1:"))
    #expect(server.port > 0)
    #expect(await Self.answers(host: "127.0.0.1", port: server.port))
    #expect(server.stop() == 0)
  }

  /// A request that says its body is longer than the playground takes is refused before
  /// its body arrives, whether it says so up front or in chunks that never end: the server
  /// reads no more than 1 MiB of any body (found reading a 10 GB `Content-Length` to the end).
  @Test(arguments: [false, true])
  func aBodyLongerThanTheLimitIsRefusedWithoutReadingIt(chunked: Bool) throws {
    let server = try Server(["--port", "0"])
    defer { #expect(server.stop() == 0) }
    let connection = try #require(RawHTTPConnection(port: server.port))
    defer { connection.close() }
    let length = chunked ? "Transfer-Encoding: chunked" : "Content-Length: 10000000000"
    connection.write(Data("POST /layout HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\(length)\r\n\r\n".utf8))
    // Chunked: 64 KiB chunks up to 2 MiB, and no last chunk. Otherwise a few bytes of 10 GB.
    let chunk = Data(repeating: UInt8(ascii: "x"), count: 1 << 16)
    let chunkHead = Data((String(chunk.count, radix: 16) + "\r\n").utf8)
    for _ in 0..<(chunked ? 32 : 0) {
      guard connection.write(chunkHead + chunk + Data("\r\n".utf8)) else { break }
    }
    if !chunked { connection.write(Data("{\"spec\":".utf8)) }
    let answer = connection.readToEnd()
    #expect(answer.hasPrefix("HTTP/1.1 413"), "\(answer.prefix(200))")
    #expect(answer.contains("expected a request of at most 1 MiB"))
  }

  /// The limit does not refuse what is within it: a spec sent in chunks is laid out.
  @Test func aChunkedRequestWithinTheLimitIsLaidOut() throws {
    let server = try Server(["--port", "0"])
    defer { #expect(server.stop() == 0) }
    let connection = try #require(RawHTTPConnection(port: server.port))
    defer { connection.close() }
    let spec = "container: {width: 100, height: 100}\nlayout: {split: {}}\nsections: []\n"
    let body = try JSONSerialization.data(withJSONObject: ["spec": spec])
    let halves = [body.prefix(body.count / 2), body.dropFirst(body.count / 2)]
    var request = Data(
      "POST /layout HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
    for half in halves { request += Data((String(half.count, radix: 16) + "\r\n").utf8) + half + Data("\r\n".utf8) }
    connection.write(request + Data("0\r\n\r\n".utf8))
    let answer = connection.readToEnd()
    #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer.prefix(200))")
    #expect(answer.contains("\"content\":[100,0]"), "an empty split layout 100 wide")
    #expect(answer.contains("\"scrollRange\":[0,0]"), "rests at +0, not -0: \(answer.suffix(200))")
  }

  #if os(Linux)
  // Linux routes all of 127.0.0.0/8 to the loopback interface, so 127.0.0.2 is an address
  // other than the one the server listens on by default, reachable without a network.
  @Test func byDefaultOnlyLoopbackIsListenedOn() async throws {
    let server = try Server(["--port", "0"])
    #expect(await !Self.answers(host: "127.0.0.2", port: server.port))
    #expect(server.stop() == 0)
  }

  @Test func hostZeroListensOnEveryInterface() async throws {
    let server = try Server(["--host", "0.0.0.0", "--port", "0"])
    #expect(server.line.hasPrefix("Playground: http://0.0.0.0:"))
    #expect(await Self.answers(host: "127.0.0.2", port: server.port))
    #expect(server.stop() == 0)
  }
  #endif

  /// A server with few file descriptors left keeps serving: clients beyond them wait until
  /// connections close (FlyingFox's server exited with status 2 and "Too many open files"
  /// when 100 clients connected under `ulimit -n 64`; a Mac's default is 256).
  @Test func runningOutOfFileDescriptorsDoesNotStopTheServer() throws {
    let server = try Server(["--port", "0"], fileLimit: 16)
    defer { #expect(server.stop() == 0) }
    #expect(server.port > 0, "started: \(server.line)")
    let idle = (0..<40).compactMap { _ in RawHTTPConnection(port: server.port, patience: 20) }
    #expect(idle.count == 40, "the system queues what the server does not accept yet")
    usleep(300_000)
    idle.forEach { $0.close() }
    let connection = try #require(RawHTTPConnection(port: server.port, patience: 20))
    defer { connection.close() }
    connection.write(Data("GET /examples HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
    let answer = connection.readToEnd()
    #expect(answer.hasPrefix("HTTP/1.1 200 OK"), "\(answer.prefix(200))")
    #expect(server.process.isRunning)
  }

  @Test func aPortInUseIsRefusedInOneLine() throws {
    let first = try Server(["--port", "0"])
    let second = try CommandLineTests.run(["serve", "--port", String(first.port)])
    #expect(second.status == 2)
    #expect(
      second.stderr.hasPrefix(
        "error: --host 127.0.0.1 --port \(first.port): expected a free port on an address of this machine, found: "))
    #expect(second.stderr.filter { $0 == "\n" }.count == 1)
    #expect(first.stop() == 0)
  }

  @Test func aHostThatIsNoAddressIsRefusedInOneLine() throws {
    let run = try CommandLineTests.run(["serve", "--host", "example.com"])
    #expect(run.status == 2)
    #expect(
      run.stderr == "error: --host: expected an IPv4 address such as 127.0.0.1 or 0.0.0.0, found \"example.com\"\n")
  }

  /// A spec named on the command line must be one the page can open: a missing file, a
  /// folder or an input without end is refused in one line before the server starts (a
  /// missing file used to be left out of the menu without a word). A spec with errors
  /// opens: the page shows them.
  @Test(arguments: [
    ("/nonexistent/My.yaml", "expected a JSON or YAML file, found no such file"),
    ("/tmp", "expected a JSON or YAML file, found a folder"),
    ("/dev/zero", "expected a spec of at most 8 MiB, found more"),
  ])
  func aSpecThatCannotBeOpenedIsRefusedInOneLine(path: String, message: String) throws {
    let run = try CommandLineTests.run(["serve", "--port", "0", path])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == "error: \(path): \(message)\n")
  }

  @Test func aSpecWithErrorsIsOffered() async throws {
    let scratch = ScratchFolders()
    let path = try scratch.file("container: [1\n", named: "Broken.yaml")
    let server = try Server(["--port", "0", path])
    defer { #expect(server.stop() == 0) }
    let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/examples"))
    let (data, _) = try await URLSession.shared.data(from: url)
    let examples = try #require(
      (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["examples"] as? [[String: Any]])
    #expect(examples.first?["name"] as? String == "Broken")
    #expect(examples.first?["text"] as? String == "container: [1\n")
  }

  /// Ctrl-C as soon as the address is named stops the server, every time (a dispatch signal
  /// source lost one that came while it was being registered, up to 4 in 40 starts under
  /// load, and the server ran on).
  @Test func ctrlCRightAfterTheLineStopsTheServer() throws {
    for _ in 0..<10 {
      let server = try Server(["--port", "0"])
      let status = server.stop()
      #expect(status == 0, "line \(server.line)")
    }
  }
}

#endif  // os(macOS) || os(Linux)
