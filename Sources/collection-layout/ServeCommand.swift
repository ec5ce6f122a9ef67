import ArgumentParser
import FlyingFox
import Foundation
import LayoutSpec

/// `collection-layout serve`: the playground page on a local web server.
///
/// FlyingFox serves it: a small HTTP server on Swift concurrency with no other dependency
/// (Hummingbird, the other maintained choice here, brings SwiftNIO and takes minutes to
/// build; the page needs four routes and no TLS). The server listens on 127.0.0.1 unless
/// `--host` names another address: the page has no login, so another device sees it only
/// when asked for.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the playground: edit a spec in the browser and see the engine lay it out.",
    discussion:
      "Listens on 127.0.0.1 unless --host says otherwise (0.0.0.0: every interface, so a phone or another computer on the network can open it). The SPEC files join the examples menu; the first is opened. Stop with Ctrl-C."
  )

  @Option(help: "The port to listen on (0: any free port; the line printed at the start names it).")
  var port: UInt16 = 8080

  @Option(help: "The IPv4 address to listen on (0.0.0.0: every interface).")
  var host = "127.0.0.1"

  @Argument(help: "Spec files to offer first in the examples menu.")
  var specs: [String] = []

  func run() throws {
    // A spec named here must be one to open: a missing or unreadable file is an error, not a
    // menu entry that silently never appears (a spec error is fine: the page shows it).
    for spec in specs {
      do { _ = try Spec.text(atPath: spec) } catch { fail(error.description) }
    }
    var files = specs
    files += (try? Gallery.specFiles(in: GalleryCommand.defaultExamples())) ?? []
    let server: HTTPServer
    do {
      server = HTTPServer(address: try .inet(ip4: host, port: port), logger: .disabled)
    } catch {
      fail("--host: expected an IPv4 address such as 127.0.0.1 or 0.0.0.0, found \"\(host)\"")
    }
    let exampleList = Playground.examples(files: files)
    let stopping = Stopping()
    // Before any server thread exists, so every thread inherits the block and a Ctrl-C waits
    // for `sigwait` below, however early it comes. (A dispatch signal source lost one that
    // came while it was being registered: the server ran on, up to 4 in 40 starts under load.)
    let stopSignals = Self.blockStopSignals()
    Task { [host, port] in
      await Self.addRoutes(to: server, examples: exampleList)
      do {
        try await server.run()
      } catch {
        // Stopping on Ctrl-C ends `run()` with an error too; only a failure to start is one.
        guard await !stopping.isSet else { return }
        fail("--host \(host) --port \(port): expected a free port on an address of this machine, found: \(error)")
      }
    }
    Task { [host, port] in
      try? await server.waitUntilListening()
      // The port bound, which `--port 0` leaves to the system.
      var bound = port
      if case .ip4(_, let listening)? = await server.listeningAddress { bound = listening }
      // Written unbuffered: a script waiting for the line sees it at once.
      FileHandle.standardOutput.write(Data("Playground: http://\(host):\(bound)/ (Ctrl-C stops it)\n".utf8))
    }
    Self.stop(server, stopping: stopping, onAnyOf: stopSignals)
  }

  /// The page, the examples and the engine's answers.
  static func addRoutes(to server: HTTPServer, examples: Data) async {
    await server.appendRoute("GET /") { _ in
      HTTPResponse(
        statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: Data(PlaygroundPage.html.utf8))
    }
    await server.appendRoute("GET /examples") { _ in
      HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: examples)
    }
    await server.appendRoute("POST /layout") { request in
      let limit = Playground.maximumRequestBytes
      guard let body = try await Self.body(of: request, atMost: limit) else {
        let found = request.bodySequence.count.map { "\($0) bytes" } ?? "more"
        return error(.payloadTooLarge, "expected a request of at most 1 MiB, found \(found)")
      }
      guard let layoutRequest = PlaygroundRequest(json: body) else {
        return error(.badRequest, "expected a JSON object with a \"spec\" string")
      }
      return HTTPResponse(
        statusCode: .ok, headers: [.contentType: "application/json"], body: Playground.layout(layoutRequest))
    }
  }

  /// The request's body, or `nil` when it is longer than `limit` bytes. No more than that
  /// is read: a length said up front is refused at once, and a chunked body as soon as it
  /// passes the limit, so a client cannot make the server hold a body of any size.
  private static func body(of request: HTTPRequest, atMost limit: Int) async throws -> Data? {
    if let count = request.bodySequence.count, count > limit { return nil }
    var body = Data()
    for try await chunk in request.bodySequence {
      body.append(chunk)
      if body.count > limit { return nil }
    }
    return body
  }

  private static func error(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
    let body = (try? JSONSerialization.data(withJSONObject: ["error": message])) ?? Data()
    return HTTPResponse(statusCode: status, headers: [.contentType: "application/json"], body: body)
  }

  /// Blocks Ctrl-C (SIGINT) and SIGTERM in this thread and the threads it starts from now on,
  /// so they stay pending until ``stop(_:stopping:onAnyOf:)`` takes them.
  private static func blockStopSignals() -> sigset_t {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    return signals
  }

  /// Waits for one of `signals`, then stops accepting, closes the connections and exits 0.
  private static func stop(_ server: HTTPServer, stopping: Stopping, onAnyOf signals: sigset_t) -> Never {
    var signals = signals
    var received: Int32 = 0
    while sigwait(&signals, &received) != 0 {}
    let stopped = DispatchSemaphore(value: 0)
    Task {
      await stopping.set()
      await server.stop(timeout: 1)
      stopped.signal()
    }
    stopped.wait()
    FileHandle.standardOutput.write(Data("Playground stopped.\n".utf8))
    Foundation.exit(0)
  }
}

/// Whether the server is being stopped on purpose.
private actor Stopping {
  private(set) var isSet = false
  func set() { isSet = true }
}
