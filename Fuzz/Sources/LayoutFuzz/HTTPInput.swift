import Foundation

/// Bytes a client sends the playground's server: the first byte chooses how they arrive
/// (slices of 1 to 64 bytes) and the second the reader's limits (a head of 64 bytes to
/// 16 KiB; a body of 16 bytes to 2 KiB, so that the limits are reached, or half the time
/// the server's own 1 MiB);
/// the rest is the request.
///
/// The reader must take the bytes the same way however they arrive: the same request, or
/// the same refusal, or in both cases "more to come" (``HTTPRequestReader`` reads bytes as
/// they come off a socket, so a request split anywhere is still that request). A request
/// it gives must keep the reader's promises (a method of token characters, a path from
/// `/`, lower-case field names, a body within the limit), and the server's answer to it
/// must be a response whose head says its body's length.
enum HTTPInput {
  /// The answers the routes give; a layout takes the engine's time, so a body is laid out
  /// only when small (the `playground` target fuzzes layouts).
  static let routes = PlaygroundRoutes(examples: Data("{\"examples\":[]}".utf8), layouts: CountingGate(places: 1))

  static func check(_ input: [UInt8]) {
    guard input.count >= 2 else { return }
    let sliceSize = 1 + Int(input[0] % 64)
    var limits = HTTPRequestReader.Limits()
    limits.headBytes = 64 << Int(input[1] % 9)
    limits.bodyBytes = input[1] & 0x80 == 0 ? 16 << Int((input[1] >> 4) % 8) : limits.bodyBytes
    let bytes = input.dropFirst(2)
    let whole = read(bytes, sliceSize: bytes.count + 1, limits: limits)
    let sliced = read(bytes, sliceSize: sliceSize, limits: limits)
    fuzzCheck(whole == sliced, "read whole: \(whole); in slices of \(sliceSize): \(sliced)")
    guard case .request(let request) = whole else { return }
    checkPromises(request, limits: limits)
    if request.body.count <= 512 { checkResponse(routes.respond(to: request), to: request) }
  }

  /// What the reader made of some bytes.
  enum Outcome: Equatable, CustomStringConvertible {
    case request(HTTPRequest)
    case refusal(HTTPRefusal)
    case moreToCome

    var description: String {
      switch self {
      case .request(let request): "request \(request.method) \(request.path.prefix(80)), body \(request.body.count)"
      case .refusal(let refusal): "refusal \(refusal.status.code) \(refusal.message)"
      case .moreToCome: "more to come"
      }
    }
  }

  /// Reads `bytes` in slices of `sliceSize`, as they would arrive.
  static func read(_ bytes: ArraySlice<UInt8>, sliceSize: Int, limits: HTTPRequestReader.Limits) -> Outcome {
    var reader = HTTPRequestReader(limits: limits)
    var start = bytes.startIndex
    repeat {
      let end = min(bytes.endIndex, start + sliceSize)
      do {
        if let request = try reader.read(bytes[start..<end]) { return .request(request) }
      } catch {
        return .refusal(error)
      }
      start = end
    } while start < bytes.endIndex
    return .moreToCome
  }

  static func checkPromises(_ request: HTTPRequest, limits: HTTPRequestReader.Limits) {
    let token = CharacterSet(charactersIn: "!#$%&'*+-.^_`|~0123456789").union(.letters)
    fuzzCheck(
      !request.method.isEmpty && request.method.unicodeScalars.allSatisfy { $0.isASCII && token.contains($0) },
      "method \(request.method.debugDescription)")
    fuzzCheck(request.path.hasPrefix("/"), "path \(request.path.prefix(80).debugDescription)")
    fuzzCheck(
      request.path.allSatisfy { $0 != "?" && $0 != "#" },
      "path with a query: \(request.path.prefix(80).debugDescription)")
    for name in request.headers.keys {
      fuzzCheck(!name.isEmpty && name == name.lowercased(), "field name \(name.prefix(80).debugDescription)")
    }
    fuzzCheck(request.body.count <= limits.bodyBytes, "body of \(request.body.count) over \(limits.bodyBytes)")
  }

  /// A response: a known status, a head of ASCII lines ending in one blank line that gives
  /// the body's length, and for JSON, a body that parses.
  static func checkResponse(_ response: HTTPResponse, to request: HTTPRequest) {
    let known = [200, 400, 404, 405]
    fuzzCheck(
      known.contains(response.status.code), "status \(response.status.code) for \(request.method) \(request.path)")
    let head = String(decoding: response.head, as: UTF8.self)
    fuzzCheck(head.utf8.allSatisfy { $0 < 128 } && head.hasPrefix("HTTP/1.1 "), "head \(head.debugDescription)")
    let lines = head.components(separatedBy: "\r\n")
    fuzzCheck(lines.suffix(2) == ["", ""] && !lines.dropLast(2).contains(""), "head \(head.debugDescription)")
    fuzzCheck(lines.contains("Content-Length: \(response.body.count)"), "head \(head.debugDescription)")
    if response.contentType == "application/json" {
      fuzzCheck(
        (try? JSONSerialization.jsonObject(with: response.body)) != nil,
        "body \(String(decoding: response.body.prefix(200), as: UTF8.self))")
    }
  }
}
