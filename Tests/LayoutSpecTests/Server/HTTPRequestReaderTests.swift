import Foundation
import Testing

@testable import collection_layout

/// The playground server's request reader, without sockets: what it accepts, in any
/// slicing of the bytes, and what it refuses, before reading past its limits.
@Suite struct HTTPRequestReaderTests {
  /// Feeds `text` in slices of `sliceSize` bytes; the request, or the refusal.
  static func read(
    _ bytes: [UInt8], sliceSize: Int = .max, limits: HTTPRequestReader.Limits = .init()
  ) -> Result<HTTPRequest?, HTTPRefusal> {
    var reader = HTTPRequestReader(limits: limits)
    var start = 0
    repeat {
      let end = min(bytes.count, start + max(1, min(sliceSize, bytes.count)))
      do {
        if let request = try reader.read(bytes[start..<end]) { return .success(request) }
      } catch {
        return .failure(error)
      }
      start = end
    } while start < bytes.count
    return .success(nil)
  }

  static func read(_ text: String, sliceSize: Int = .max, limits: HTTPRequestReader.Limits = .init())
    -> Result<HTTPRequest?, HTTPRefusal>
  {
    read(Array(text.utf8), sliceSize: sliceSize, limits: limits)
  }

  static func refusal(_ result: Result<HTTPRequest?, HTTPRefusal>) -> HTTPRefusal? {
    if case .failure(let refusal) = result { return refusal }
    return nil
  }

  static let post =
    "POST /layout?x=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 11\r\nX-Twice: a\r\nx-twice: b\r\n\r\n{\"spec\":\"\"}"
  static let chunked =
    "POST /layout HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n4;name=value\r\n{\"sp\r\n7\r\nec\":\"\"}\r\n0\r\nX-Trailer: t\r\n\r\n"

  /// The same request, whole or a byte at a time or anything between: TCP may slice it anyhow.
  @Test(arguments: [1, 2, 3, 5, 64, Int.max])
  func aRequestReadsTheSameInAnySlicing(sliceSize: Int) throws {
    for text in [Self.post, Self.chunked] {
      let request = try #require(try Self.read(text, sliceSize: sliceSize).get())
      #expect(request.method == "POST")
      #expect(request.path == "/layout", "the query is not part of the path")
      #expect(String(decoding: request.body, as: UTF8.self) == "{\"spec\":\"\"}")
    }
    let request = try #require(try Self.read(Self.post, sliceSize: sliceSize).get())
    #expect(request.headers["x-twice"] == "a, b")
    #expect(request.headers["host"] == "127.0.0.1")
  }

  @Test func anIncompleteRequestAsksForMore() throws {
    for text in [Self.post, Self.chunked] {
      #expect(try Self.read(String(text.dropLast())).get() == nil)
    }
    #expect(try Self.read("GET / HTTP/1.1\r\n").get() == nil)
  }

  /// The absolute form, which RFC 9112 (3.2.2) says a server must accept as well.
  @Test(arguments: [
    ("http://127.0.0.1:8080/examples?a", "/examples"), ("HTTPS://h/", "/"), ("http://h", "/"), ("/x#y", "/x"),
  ])
  func theTargetIsReadAsAPath(target: String, path: String) throws {
    #expect(try Self.read("GET \(target) HTTP/1.1\r\n\r\n").get()?.path == path)
  }

  /// `Expect: 100-continue` is awaited while the body is to come, not before the head
  /// is whole nor once the request is.
  @Test func aClientThatExpectsContinueIsWaitingForIt() throws {
    var reader = HTTPRequestReader()
    #expect(try reader.read(Array("POST /layout HTTP/1.1\r\nExpect: 100-Continue\r\n".utf8)) == nil)
    #expect(!reader.awaitsContinue, "the head is not whole yet")
    #expect(try reader.read(Array("Content-Length: 2\r\n\r\n".utf8)) == nil)
    #expect(reader.awaitsContinue)
    #expect(try reader.read(Array("{}".utf8))?.body == Data("{}".utf8))
    #expect(!reader.awaitsContinue)

    var withoutExpect = HTTPRequestReader()
    #expect(try withoutExpect.read(Array("POST / HTTP/1.1\r\nContent-Length: 2\r\n\r\n".utf8)) == nil)
    #expect(!withoutExpect.awaitsContinue)
  }

  @Test func aRequestWithoutBodyEndsAtItsBlankLine() throws {
    let request = try #require(try Self.read("GET /examples HTTP/1.0\r\n\r\n").get())
    #expect(request.method == "GET")
    #expect(request.path == "/examples")
    #expect(request.body.isEmpty)
  }

  /// A request line or header with no end is refused as soon as it passes the limit, with
  /// 431, however long the client keeps sending (FlyingFox kept reading and rescanning a
  /// 3 MiB line, a core busy for as long as the connection lasted).
  @Test(arguments: [1 << 10, 16 << 10])
  func aHeadWithoutEndIsRefusedAtTheLimit(sliceSize: Int) {
    let limits = HTTPRequestReader.Limits()
    var reader = HTTPRequestReader(limits: limits)
    var fed = 0
    var refusal: HTTPRefusal?
    let slice = [UInt8](repeating: UInt8(ascii: "a"), count: sliceSize)
    while fed < 4 << 20, refusal == nil {
      do { _ = try reader.read(slice) } catch { refusal = error }
      fed += sliceSize
    }
    #expect(refusal?.status == .headerFieldsTooLarge)
    #expect(refusal?.message == "expected a request line and header fields of at most 16 KiB, found more")
    #expect(fed <= limits.headBytes + sliceSize, "refused at the limit, not later")
  }

  @Test func headerFieldsOverTheLimitAreRefused() {
    let field = "X-Big: " + String(repeating: "b", count: 20_000) + "\r\n"
    let refusal = Self.refusal(Self.read("GET / HTTP/1.1\r\n\(field)\r\n"))
    #expect(refusal?.status == .headerFieldsTooLarge)
    let small = HTTPRequestReader.Limits(headBytes: 64, bodyBytes: 1 << 20)
    #expect(
      Self.refusal(Self.read("GET / HTTP/1.1\r\nX-A: \(String(repeating: "a", count: 60))\r\n\r\n", limits: small))
        != nil)
  }

  /// Bodies: a length over the limit is refused before any of it is read; chunks as soon
  /// as they pass it; exactly the limit is taken.
  @Test func bodiesAreBoundedByTheLimit() throws {
    let limits = HTTPRequestReader.Limits(headBytes: 16 << 10, bodyBytes: 1 << 20)
    let over = Self.refusal(Self.read("POST /layout HTTP/1.1\r\nContent-Length: 10000000000\r\n\r\n", limits: limits))
    #expect(
      over
        == HTTPRefusal(
          status: .contentTooLarge, message: "expected a request of at most 1 MiB, found 10000000000 bytes"))

    let exact = "POST /layout HTTP/1.1\r\nContent-Length: \(1 << 20)\r\n\r\n" + String(repeating: "x", count: 1 << 20)
    #expect(try Self.read(exact, sliceSize: 60_000, limits: limits).get()?.body.count == 1 << 20)

    var chunks = "POST /layout HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
    for _ in 0..<17 { chunks += "10000\r\n" + String(repeating: "x", count: 1 << 16) + "\r\n" }
    let chunkedOver = Self.refusal(Self.read(chunks, sliceSize: 4_096, limits: limits))
    #expect(
      chunkedOver == HTTPRefusal(status: .contentTooLarge, message: "expected a request of at most 1 MiB, found more"))
  }

  /// What is not HTTP/1.x is refused with the status that says why, and a message naming
  /// what was expected and found.
  @Test(arguments: [
    ("GET /\r\n\r\n", 400, "expected a request line such as \"GET / HTTP/1.1\", found \"GET /\""),
    ("GET  / HTTP/1.1\r\n\r\n", 400, "expected a request line such as \"GET / HTTP/1.1\", found \"GET  / HTTP/1.1\""),
    ("GET x/ HTTP/1.1\r\n\r\n", 400, "expected a request line such as \"GET / HTTP/1.1\", found \"GET x/ HTTP/1.1\""),
    ("G(T / HTTP/1.1\r\n\r\n", 400, "expected a request line such as \"GET / HTTP/1.1\", found \"G(T / HTTP/1.1\""),
    ("GET / HTTP/2.0\r\n\r\n", 505, "expected HTTP/1.1, found \"HTTP/2.0\""),
    ("GET / HTTP/1.1\r\nNo colon\r\n\r\n", 400, "expected a header field such as \"Name: value\", found \"No colon\""),
    (
      "GET / HTTP/1.1\r\n: empty name\r\n\r\n", 400,
      "expected a header field such as \"Name: value\", found \": empty name\""
    ),
    (
      "GET / HTTP/1.1\r\n folded: line\r\n\r\n", 400,
      "expected a header field such as \"Name: value\", found \" folded: line\""
    ),
    (
      "POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", 400,
      "expected Content-Length to be a number of bytes, found \"-1\""
    ),
    (
      "POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", 400,
      "expected Content-Length to be a number of bytes, found \"1, 2\""
    ),
    (
      "POST / HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n", 400,
      "expected Content-Length to be a number of bytes, found \"99999999999999999999999\""
    ),
    ("POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n", 501, "expected Transfer-Encoding: chunked, found \"gzip\""),
    (
      "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n", 400,
      "expected Content-Length or Transfer-Encoding, found both"
    ),
    (
      "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", 400,
      "expected a chunked body (a hexadecimal size, CRLF, the bytes, CRLF)"
    ),
    (
      "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabcd", 400,
      "expected a chunked body (a hexadecimal size, CRLF, the bytes, CRLF)"
    ),
  ])
  func malformedRequestsAreRefused(text: String, status: Int, message: String) {
    let refusal = Self.refusal(Self.read(text))
    #expect(refusal?.status.code == status)
    #expect(refusal?.message == message)
  }

  /// A chunk-size line or trailer with no end is refused at its bound too.
  @Test func chunkFramingWithoutEndIsBounded() {
    let head = "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
    let sizeLine = Self.refusal(Self.read(head + String(repeating: "0", count: 2_000), sliceSize: 7))
    #expect(sizeLine?.status == .badRequest)
    let trailer = Self.refusal(Self.read(head + "0\r\nX: " + String(repeating: "t", count: 20_000), sliceSize: 7))
    #expect(trailer?.status == .headerFieldsTooLarge)
  }

  /// Whatever bytes arrive, the reader answers (a request, a refusal or "more") and never
  /// traps: random bytes after a valid start, in random slices.
  @Test func randomBytesNeverTrap() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      let start = Array([Self.post, Self.chunked, "GET / HTTP/1.1\r\n"].randomElement(using: &generator)!.utf8)
      let cut = Int.random(in: 0...start.count, using: &generator)
      let noise = (0..<Int.random(in: 0..<300, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      let result = Self.read(Array(start[..<cut]) + noise, sliceSize: Int.random(in: 1...50, using: &generator))
      if case .success(let request?) = result {
        #expect(request.body.count <= HTTPRequestReader.Limits().bodyBytes)
        #expect(request.path.hasPrefix("/"))
      }
    }
  }
}
