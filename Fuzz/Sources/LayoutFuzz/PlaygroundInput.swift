import CollectionLayout
import Foundation
import LayoutSpec

/// A playground request: a spec file's text whose first line may be
/// `#view WIDTH HEIGHT SCROLL SECTION OFFSET VELOCITY` (a YAML comment, so the spec reads
/// the same). Each number is read as Swift reads a `Double` ("nan", "inf" and "1e999"
/// included), and one that is missing or unreadable stays unset. The request is built with
/// the public initializer, as an app calling ``Playground`` would, not through the page's
/// JSON, which drops numbers that are not finite.
///
/// The answer must be the page's JSON: an error and its line, or a drawing whose SVG holds
/// no infinite or NaN number. (The answer falls back to `{}` when it cannot be written as
/// JSON, which a non-finite number causes.)
enum PlaygroundInput {
  static func check(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    let request = request(text)
    let answer = Playground.layout(request)
    let object = try? JSONSerialization.jsonObject(with: answer) as? [String: Any]
    guard let object, object["error"] is String || object["svg"] is String else {
      fuzzFailure("not the page's JSON: \(String(decoding: answer.prefix(500), as: UTF8.self)); request \(request)")
      return
    }
    if let svg = object["svg"] as? String { SpecInput.checkFinite(svg) }
  }

  static func request(_ text: String) -> PlaygroundRequest {
    guard text.hasPrefix("#view") else { return PlaygroundRequest(spec: text) }
    let firstLine = text.prefix { $0 != "\n" }
    let numbers = firstLine.split(separator: " ").dropFirst().map { Double(String($0)) }
    func number(_ index: Int) -> Double? { numbers.indices.contains(index) ? numbers[index] : nil }
    var offsets: [Int: Double] = [:]
    var release: (section: Int, velocity: Double)?
    if let section = number(3), section.isFinite, abs(section) < 1e6 {
      offsets[Int(section)] = number(4)
      release = number(5).map { (Int(section), $0) }
    }
    return PlaygroundRequest(
      spec: text, width: number(0), height: number(1), scroll: number(2), sectionOffsets: offsets, release: release)
  }
}
