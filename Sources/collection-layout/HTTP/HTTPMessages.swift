import Foundation

/// A request the playground's server read whole.
struct HTTPRequest: Sendable, Equatable {
  /// The method, such as `GET` or `POST`, as sent (methods are case-sensitive).
  var method: String
  /// The path the request names, without its query.
  var path: String
  /// The header fields, names in lower case; a field sent twice holds both values joined by ", ".
  var headers: [String: String]
  /// The body, already taken out of its chunks when it came chunked.
  var body: Data
}

/// A status code and its reason phrase.
struct HTTPStatus: Sendable, Equatable {
  var code: Int
  var reason: String

  static let ok = HTTPStatus(code: 200, reason: "OK")
  static let badRequest = HTTPStatus(code: 400, reason: "Bad Request")
  static let notFound = HTTPStatus(code: 404, reason: "Not Found")
  static let methodNotAllowed = HTTPStatus(code: 405, reason: "Method Not Allowed")
  static let requestTimeout = HTTPStatus(code: 408, reason: "Request Timeout")
  static let contentTooLarge = HTTPStatus(code: 413, reason: "Content Too Large")
  static let headerFieldsTooLarge = HTTPStatus(code: 431, reason: "Request Header Fields Too Large")
  static let notImplemented = HTTPStatus(code: 501, reason: "Not Implemented")
  static let versionNotSupported = HTTPStatus(code: 505, reason: "HTTP Version Not Supported")
}

/// What the server sends back: one response per connection, which it then closes.
struct HTTPResponse: Sendable, Equatable {
  var status: HTTPStatus
  /// Header fields besides `Content-Type`, `Content-Length` and `Connection`.
  var headers: [String: String] = [:]
  var contentType: String
  var body: Data

  /// An error as the page reads one: `{"error": message}`.
  static func error(_ status: HTTPStatus, _ message: String, headers: [String: String] = [:]) -> HTTPResponse {
    let body = (try? JSONSerialization.data(withJSONObject: ["error": message])) ?? Data()
    return HTTPResponse(status: status, headers: headers, contentType: "application/json", body: body)
  }

  /// The status line and header fields, sent before ``body``. `Connection: close` says the
  /// server takes one request per connection, so no idle connection holds one of its threads.
  var head: Data {
    var head = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
    head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
    return Data((head + "\r\n").utf8)
  }
}
