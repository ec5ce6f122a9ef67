import Foundation
import Testing

@testable import collection_layout

/// What `serve` answers to each method and path, without a socket.
@Suite struct PlaygroundRoutesTests {
  static let routes = PlaygroundRoutes(examples: Data("{\"examples\":[]}".utf8), layouts: CountingGate(places: 1))

  static func answer(_ method: String, _ path: String, body: String = "") -> HTTPResponse {
    routes.respond(to: HTTPRequest(method: method, path: path, headers: [:], body: Data(body.utf8)))
  }

  static func text(_ response: HTTPResponse) -> String {
    String(decoding: response.body, as: UTF8.self)
  }

  /// The message of an error answer, `{"error": message}`.
  static func error(_ response: HTTPResponse) -> String? {
    (try? JSONSerialization.jsonObject(with: response.body) as? [String: String])?["error"]
  }

  @Test func thePageTheExamplesAndALayout() throws {
    let page = Self.answer("GET", "/")
    #expect(page.status == .ok)
    #expect(page.contentType == "text/html; charset=utf-8")
    #expect(Self.text(page).contains("<html"))
    #expect(Self.text(Self.answer("GET", "/examples")) == "{\"examples\":[]}")
    let spec = "container: {width: 100, height: 100}\nlayout: {split: {}}\nsections: []\n"
    let body = String(decoding: try JSONSerialization.data(withJSONObject: ["spec": spec]), as: UTF8.self)
    let layout = Self.answer("POST", "/layout", body: body)
    #expect(layout.status == .ok)
    #expect(Self.text(layout).contains("\"content\":[100,0]"))
  }

  @Test func aLayoutRequestThatIsNotOneIsRefused() {
    let answer = Self.answer("POST", "/layout", body: "{\"spek\": 1}")
    #expect(answer.status == .badRequest)
    #expect(Self.error(answer) == "expected a JSON object with a \"spec\" string")
  }

  /// A known path asked with another method: 405 and the method it takes (`Allow`).
  @Test(arguments: [("POST", "/", "GET"), ("HEAD", "/examples", "GET"), ("GET", "/layout", "POST")])
  func anotherMethodIsNotAllowed(method: String, path: String, allowed: String) {
    let answer = Self.answer(method, path)
    #expect(answer.status == .methodNotAllowed)
    #expect(answer.headers == ["Allow": allowed])
    #expect(Self.error(answer) == "expected \(allowed) \(path), found \(method)")
  }

  @Test func anUnknownPathIsNotFound() {
    let answer = Self.answer("GET", "/favicon.ico")
    #expect(answer.status == .notFound)
    #expect(Self.error(answer) == "expected /, /examples or /layout, found /favicon.ico")
  }
}
