import CollectionLayout
import Foundation
import LayoutSpec

/// A spec file's text: it must end in a layout whose JSON parses and holds no null, and
/// whose SVG holds no infinite or NaN number, or in one error line naming the file
/// (`SpecFuzzTests` checks the same on mutated examples).
enum SpecInput {
  static func check(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    let spec: Spec
    do {
      spec = try Spec.decode(text, file: "fuzz.yaml")
    } catch {
      let line = error.description
      fuzzCheck(line.hasPrefix("fuzz.yaml:") && !line.contains("\n"), "not one line naming the file: \(line)")
      return
    }
    let layout = ComputedLayout(spec: spec)
    let json = LayoutReport.json(layout)
    let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8))
    fuzzCheck(parsed != nil, "invalid JSON: \(json.prefix(2_000))")
    fuzzCheck(!json.contains(": null"), "null in JSON: \(json.prefix(2_000))")
    checkFinite(SVGRenderer.svg(layout, title: layout.spec.title))
  }

  /// Stops unless every number an SVG attribute holds (they hold numbers only) is finite.
  static func checkFinite(_ svg: String) {
    let nonFinite = svg.firstMatch(of: #/(x|y|width|height|viewBox|rx)="[^"]*(inf|nan)/#)
    fuzzCheck(nonFinite == nil, "non-finite number in SVG: \(nonFinite.map { String($0.output.0) } ?? "")")
  }
}
