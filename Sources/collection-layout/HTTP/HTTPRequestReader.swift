import Foundation
import LayoutSpec

/// Why a request is refused before it is answered: the status and a message for the page.
struct HTTPRefusal: Error, Equatable {
  var status: HTTPStatus
  var message: String
}

/// Reads one HTTP/1.x request from bytes as they arrive, within limits, so that no client
/// can make the server hold or scan more than the limits say.
///
/// Each byte is looked at a bounded number of times (a line's end is searched for only in
/// bytes not yet searched): a 3 MiB request line with no end used to keep a core busy for
/// as long as the connection stayed open.
///
/// - Complexity: O(n) over the n bytes of a request; memory O(head limit + body limit).
struct HTTPRequestReader {
  /// The largest request the reader takes.
  struct Limits: Sendable {
    /// The request line and header fields together, with their line ends (and, in a chunked
    /// body, the trailer fields).
    var headBytes = 16 << 10
    /// The body, counted after its chunks are taken apart.
    var bodyBytes = Playground.maximumRequestBytes
  }

  private enum Stage {
    /// The request line and header fields.
    case head
    /// A body of known length.
    case body(remaining: Int)
    /// A chunked body: the line giving the next chunk's size.
    case chunkSize
    /// A chunked body: `remaining` bytes of the chunk, then its line end.
    case chunkData(remaining: Int)
    /// A chunked body's trailer fields, up to a blank line.
    case trailers(read: Int)
    case done
  }

  let limits: Limits
  private var stage = Stage.head
  /// How many of the pending bytes were searched for the end of a line (or of the head)
  /// without finding it, so that each byte is searched once however the bytes arrive.
  private var searched = 0
  /// Received bytes not yet taken apart.
  private var pending: [UInt8] = []
  private var request = HTTPRequest(method: "", path: "", headers: [:], body: Data())

  /// A reader for one request.
  init(limits: Limits = Limits()) {
    self.limits = limits
  }

  /// Whether any byte of a request arrived: the head holds nothing until it is taken apart.
  var hasStarted: Bool {
    guard case .head = stage else { return true }
    return !pending.isEmpty
  }

  /// Whether the client asked to be told to send its body (`Expect: 100-continue`, as curl
  /// does for bodies over 1 KiB) and the body is still to come: the server then answers
  /// "100 Continue" first, or the client waits a second before sending it anyway.
  var awaitsContinue: Bool {
    switch stage {
    case .head, .done: false
    default: request.headers["expect"]?.lowercased() == "100-continue"
    }
  }

  /// Takes the next bytes the client sent.
  ///
  /// - Parameter bytes: bytes as received, in order; any amount.
  /// - Returns: the request once it is complete, `nil` while more is needed.
  /// - Throws: ``HTTPRefusal`` as soon as the bytes cannot begin a request within the limits.
  mutating func read(_ bytes: some Collection<UInt8>) throws(HTTPRefusal) -> HTTPRequest? {
    pending.append(contentsOf: bytes)
    var consumed = 0
    defer { pending.removeFirst(consumed) }
    while true {
      switch stage {
      case .head:
        guard let end = Self.blankLine(in: pending, from: max(0, searched - 3)) else {
          if pending.count > limits.headBytes { throw Self.headTooLarge(limits) }
          searched = pending.count
          return nil
        }
        searched = 0
        if end > limits.headBytes { throw Self.headTooLarge(limits) }
        try readHead(pending[..<(end - 4)])
        consumed = end
      case .body(let remaining):
        let available = takeBody(atMost: remaining, from: &consumed)
        if available < remaining {
          stage = .body(remaining: remaining - available)
          return nil
        }
        stage = .done
      case .chunkSize:
        guard let lineEnd = nextLineEnd(from: consumed) else {
          if pending.count - consumed > Self.chunkSizeLineBytes { throw Self.badChunk }
          return nil
        }
        let size = try Self.chunkSize(pending[consumed..<lineEnd])
        consumed = lineEnd + 2
        if size > limits.bodyBytes - request.body.count { throw Self.bodyTooLarge(limits, found: nil) }
        stage = size == 0 ? .trailers(read: 0) : .chunkData(remaining: size)
      case .chunkData(let remaining):
        let available = takeBody(atMost: remaining, from: &consumed)
        guard available == remaining, pending.count - consumed >= 2 else {
          stage = .chunkData(remaining: remaining - available)
          return nil
        }
        guard pending[consumed] == Self.cr, pending[consumed + 1] == Self.lf else { throw Self.badChunk }
        consumed += 2
        stage = .chunkSize
      case .trailers(let read):
        guard let lineEnd = nextLineEnd(from: consumed) else {
          if read + pending.count - consumed > limits.headBytes { throw Self.headTooLarge(limits) }
          return nil
        }
        let length = lineEnd + 2 - consumed
        if read + length > limits.headBytes { throw Self.headTooLarge(limits) }
        consumed = lineEnd + 2
        // Trailer fields are read past and dropped: nothing here needs them.
        stage = length == 2 ? .done : .trailers(read: read + length)
      case .done:
        return request
      }
    }
  }

  /// Moves up to `count` pending bytes from `consumed` on into the body; how many it moved.
  private mutating func takeBody(atMost count: Int, from consumed: inout Int) -> Int {
    let available = min(count, pending.count - consumed)
    request.body.append(contentsOf: pending[consumed..<consumed + available])
    consumed += available
    return available
  }

  /// Takes the request line and header fields (without the blank line that ends them)
  /// apart and chooses how the body is read.
  private mutating func readHead(_ head: ArraySlice<UInt8>) throws(HTTPRefusal) {
    let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
    let requestLine = lines.first ?? ""
    let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(\.isTokenCharacter),
      let target = Self.originForm(of: parts[1])
    else {
      throw HTTPRefusal(
        status: .badRequest,
        message: "expected a request line such as \"GET / HTTP/1.1\", found \"\(requestLine.prefix(80))\"")
    }
    guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
      throw HTTPRefusal(status: .versionNotSupported, message: "expected HTTP/1.1, found \"\(parts[2].prefix(20))\"")
    }
    request.method = String(parts[0])
    request.path = String(target.prefix { $0 != "?" && $0 != "#" })
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":"), line[..<colon].allSatisfy(\.isTokenCharacter),
        colon != line.startIndex
      else {
        throw HTTPRefusal(
          status: .badRequest, message: "expected a header field such as \"Name: value\", found \"\(line.prefix(80))\"")
      }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      request.headers[name] = request.headers[name].map { "\($0), \(value)" } ?? value
    }
    try chooseBodyFraming()
  }

  /// A chunked body, a body of `Content-Length` bytes, or none.
  private mutating func chooseBodyFraming() throws(HTTPRefusal) {
    let length = request.headers["content-length"]
    if let encoding = request.headers["transfer-encoding"] {
      // Both framings at once is how requests are smuggled past a proxy (RFC 9112, 6.3).
      guard length == nil else {
        throw HTTPRefusal(status: .badRequest, message: "expected Content-Length or Transfer-Encoding, found both")
      }
      guard encoding.lowercased() == "chunked" else {
        throw HTTPRefusal(
          status: .notImplemented, message: "expected Transfer-Encoding: chunked, found \"\(encoding.prefix(40))\"")
      }
      stage = .chunkSize
      return
    }
    guard let length else {
      stage = .done
      return
    }
    guard length.count <= 18, !length.isEmpty, length.allSatisfy(\.isASCIIDigit), let count = Int(length) else {
      throw HTTPRefusal(
        status: .badRequest, message: "expected Content-Length to be a number of bytes, found \"\(length.prefix(40))\"")
    }
    if count > limits.bodyBytes { throw Self.bodyTooLarge(limits, found: count) }
    stage = count == 0 ? .done : .body(remaining: count)
  }

  private static let cr = UInt8(ascii: "\r")
  private static let lf = UInt8(ascii: "\n")
  /// A chunk-size line: sixteen hex digits and room for chunk extensions.
  private static let chunkSizeLineBytes = 1 << 10
  private static let badChunk = HTTPRefusal(
    status: .badRequest, message: "expected a chunked body (a hexadecimal size, CRLF, the bytes, CRLF)")

  private static func headTooLarge(_ limits: Limits) -> HTTPRefusal {
    HTTPRefusal(
      status: .headerFieldsTooLarge,
      message: "expected a request line and header fields of at most \(limits.headBytes >> 10) KiB, found more")
  }

  private static func bodyTooLarge(_ limits: Limits, found: Int?) -> HTTPRefusal {
    HTTPRefusal(
      status: .contentTooLarge,
      message:
        "expected a request of at most \(limits.bodyBytes >> 20) MiB, found \(found.map { "\($0) bytes" } ?? "more")")
  }

  /// The target as a path: as sent when it starts with `/`; without its scheme and host when
  /// absolute (`http://host/path`, which RFC 9112, 3.2.2, says a server must accept too).
  private static func originForm(of target: Substring) -> Substring? {
    if target.first == "/" { return target }
    for scheme in ["http://", "https://"] where target.lowercased().hasPrefix(scheme) {
      let afterScheme = target.dropFirst(scheme.count)
      guard let slash = afterScheme.firstIndex(of: "/") else { return "/" }
      return afterScheme[slash...]
    }
    return nil
  }

  /// The size a chunk-size line gives (its extensions after `;` are ignored).
  private static func chunkSize(_ line: ArraySlice<UInt8>) throws(HTTPRefusal) -> Int {
    let digits = String(decoding: line.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self)
      .trimmingCharacters(in: .whitespaces)
    guard !digits.isEmpty, digits.count <= 15, let size = Int(digits, radix: 16), size >= 0 else { throw badChunk }
    return size
  }

  /// The index just past the first CRLF CRLF at or after `start`.
  private static func blankLine(in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + 3 < bytes.count {
      if bytes[index] == cr, bytes[index + 1] == lf, bytes[index + 2] == cr, bytes[index + 3] == lf {
        return index + 4
      }
      index += 1
    }
    return nil
  }

  /// The index of the first CRLF of the line that starts at `start`; when there is none yet,
  /// `nil`, and the bytes searched are remembered (the line then starts the pending bytes,
  /// as `read` drops what it consumed before it returns).
  private mutating func nextLineEnd(from start: Int) -> Int? {
    var index = start + max(0, searched - 1)
    while index + 1 < pending.count {
      if pending[index] == Self.cr, pending[index + 1] == Self.lf {
        searched = 0
        return index
      }
      index += 1
    }
    searched = pending.count - start
    return nil
  }
}

extension Character {
  /// A character a method or a field name may hold (RFC 9110's `tchar`).
  fileprivate var isTokenCharacter: Bool {
    guard let ascii = asciiValue, ascii > 32, ascii < 127 else { return false }
    return !"\"(),/:;<=>?@[\\]{}".contains(self)
  }

  fileprivate var isASCIIDigit: Bool { asciiValue.map { $0 >= 48 && $0 <= 57 } ?? false }
}
