import ArgumentParser
import Foundation
import LayoutSpec

/// `collection-layout serve`: the playground page on a local web server.
///
/// ``LocalHTTPServer`` serves it: three routes, no TLS, one request per connection, each
/// bounded in size and time. (FlyingFox, which served it first, has no limit on a request's
/// head or on how long it may take; Hummingbird brings SwiftNIO for what a page on this
/// machine does not need.) The server listens on 127.0.0.1 unless `--host` names another
/// address: the page has no login, so another device sees it only when asked for.
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
    let server: LocalHTTPServer
    do {
      server = try LocalHTTPServer(host: host, port: port)
    } catch .notAnIPv4Address {
      fail("--host: expected an IPv4 address such as 127.0.0.1 or 0.0.0.0, found \"\(host)\"")
    } catch .cannotListen(let reason) {
      fail("--host \(host) --port \(port): expected a free port on an address of this machine, found: \(reason)")
    }
    let routes = PlaygroundRoutes(
      examples: Playground.examples(files: files),
      layouts: CountingGate(places: min(ProcessInfo.processInfo.activeProcessorCount, 4)))
    // Before any server thread exists, so every thread inherits the block and a Ctrl-C waits
    // for `sigwait` below, however early it comes. (A dispatch signal source lost one that
    // came while it was being registered: the server ran on, up to 4 in 40 starts under load.)
    let stopSignals = Self.blockStopSignals()
    server.start(routes.respond)
    // Written unbuffered: a script waiting for the line sees it at once.
    FileHandle.standardOutput.write(Data("Playground: http://\(host):\(server.port)/ (Ctrl-C stops it)\n".utf8))
    Self.waitForAny(of: stopSignals)
    FileHandle.standardOutput.write(Data("Playground stopped.\n".utf8))
    Foundation.exit(0)
  }

  /// Blocks Ctrl-C (SIGINT) and SIGTERM in this thread and the threads it starts from now on,
  /// so they stay pending until ``waitForAny(of:)`` takes them.
  private static func blockStopSignals() -> sigset_t {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    return signals
  }

  private static func waitForAny(of signals: sigset_t) {
    var signals = signals
    var received: Int32 = 0
    while sigwait(&signals, &received) != 0 {}
  }
}
