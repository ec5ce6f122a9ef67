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

    /// Starts `serve` with `arguments` and waits for the line naming the address.
    init(_ arguments: [String]) throws {
      process = Process()
      process.executableURL = CommandLineTests.executable
      process.arguments = ["serve"] + arguments
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

    /// Ctrl-C, as a person stops it; the exit status.
    func stop() -> Int32 {
      process.interrupt()
      process.waitUntilExit()
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
}

#endif  // os(macOS) || os(Linux)
