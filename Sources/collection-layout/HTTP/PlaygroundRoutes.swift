import Foundation
import LayoutSpec

/// The page, the examples and the engine's answers, by method and path.
struct PlaygroundRoutes: Sendable {
  /// The examples menu's JSON.
  let examples: Data
  /// How many layouts are computed at once. A layout is CPU work (more at once than cores
  /// only share them) and the largest the playground takes holds about 90 MB while it is
  /// computed: 8 requests of 99,999 items at once peaked at 756 MB (debug build), 32 would
  /// pass 3 GB; with this gate, 407 MB.
  let layouts: CountingGate

  /// The answer to `request`.
  @Sendable func respond(to request: HTTPRequest) -> HTTPResponse {
    switch (request.method, request.path) {
    case ("GET", "/"):
      return HTTPResponse(status: .ok, contentType: "text/html; charset=utf-8", body: Data(PlaygroundPage.html.utf8))
    case ("GET", "/examples"):
      return HTTPResponse(status: .ok, contentType: "application/json", body: examples)
    case ("POST", "/layout"):
      guard let layoutRequest = PlaygroundRequest(json: request.body) else {
        return .error(.badRequest, "expected a JSON object with a \"spec\" string")
      }
      let answer = layouts.pass { Playground.layout(layoutRequest) }
      return HTTPResponse(status: .ok, contentType: "application/json", body: answer)
    case (_, "/"), (_, "/examples"):
      return .error(
        .methodNotAllowed, "expected GET \(request.path), found \(request.method)", headers: ["Allow": "GET"])
    case (_, "/layout"):
      return .error(.methodNotAllowed, "expected POST /layout, found \(request.method)", headers: ["Allow": "POST"])
    default:
      return .error(.notFound, "expected /, /examples or /layout, found \(request.path.prefix(200))")
    }
  }
}
