import CollectionLayout
import Foundation
import LayoutSpec
import Testing

/// Runs every fixture in Fixtures/: a spec file beside `NAME.expected.json` holding
/// numbers derived by hand from the reference (each file says how in its "why").
///
/// The expectation lists elements by identity (their frames must match exactly, and their
/// zIndex, alpha and scale when given; within `tolerance` when the file gives one, for
/// reference tables printed to 4 decimals), optionally the total element count, rect queries whose result must
/// be exactly the listed identities, and the diagnostic codes expected.
@Suite struct FixtureTests {
  static let directory = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".expected.json") }.map { String($0.dropLast(".expected.json".count)) }.sorted()
  }

  @Test func fixturesExist() {
    #expect(Self.names.count >= 8)
  }

  @Test(arguments: names)
  func fixture(_ name: String) throws {
    let specPath = Self.directory.appendingPathComponent(name + ".yaml").path
    let spec = try Spec.load(path: specPath)
    let layout = ComputedLayout(spec: spec)
    let data = try Data(contentsOf: Self.directory.appendingPathComponent(name + ".expected.json"))
    let expected = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

    // Reference tables give 4 decimals; such fixtures say how close a frame must be.
    let tolerance = expected["tolerance"] as? Double ?? 0
    func matches(_ a: Rect, _ b: Rect) -> Bool {
      tolerance == 0
        ? a == b
        : abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
          && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }
    if let size = expected["contentSize"] as? [String: Double] {
      let c = layout.model.contentSize
      #expect(
        matches(
          Rect(x: 0, y: 0, width: c.width, height: c.height),
          Rect(x: 0, y: 0, width: size["width"]!, height: size["height"]!)),
        "contentSize \(c)")
    }
    let all = layout.elements()
    let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    #expect(byID.count == all.count, "element identities are unique")
    if let count = expected["elementCount"] as? Int {
      #expect(all.count == count, "element count")
    }
    for element in expected["elements"] as? [[String: Any]] ?? [] {
      let id = try Self.id(element)
      let found = try #require(byID[id], "no element \(Self.label(id))")
      let f = try #require(element["frame"] as? [String: Double])
      #expect(
        matches(found.frame, Rect(x: f["x"]!, y: f["y"]!, width: f["width"]!, height: f["height"]!)),
        "\(Self.label(id)) frame \(found.frame)")
      if let z = element["zIndex"] as? Int { #expect(found.zIndex == z, "\(Self.label(id)) zIndex") }
      if let alpha = element["alpha"] as? Double {
        #expect(abs(found.alpha - alpha) <= Swift.max(tolerance, 1e-12), "\(Self.label(id)) alpha \(found.alpha)")
      }
      if let scale = element["scale"] as? Double {
        #expect(
          abs(found.transform.a - scale) <= Swift.max(tolerance, 1e-12), "\(Self.label(id)) scale \(found.transform)")
      }
      let direct = layout.model.attributes(for: id, scroll: layout.scroll)
      #expect(direct == found, "lookup by identity agrees with the full list for \(Self.label(id))")
    }
    for query in expected["queries"] as? [[String: Any]] ?? [] {
      let r = try #require(query["rect"] as? [String: Double])
      let rect = Rect(x: r["x"]!, y: r["y"]!, width: r["width"]!, height: r["height"]!)
      let ids = Set(layout.elements(in: rect).map { Self.label($0.id) })
      #expect(ids == Set(query["ids"] as? [String] ?? []), "query \(rect)")
    }
    if let codes = expected["diagnostics"] as? [String] {
      #expect(layout.diagnostics.map(\.code.rawValue) == codes, "diagnostics \(layout.diagnostics)")
    }
  }

  /// `cell S.I`, `supplementary KIND S`, `decoration KIND S`.
  static func label(_ id: ElementID) -> String {
    switch id.category {
    case .cell: "cell \(id.section).\(id.item)"
    default: "\(id.category.rawValue) \(id.kind?.rawValue ?? "") \(id.section)"
    }
  }

  static func id(_ e: [String: Any]) throws -> ElementID {
    let category = try #require(ElementCategory(rawValue: e["category"] as? String ?? ""))
    return ElementID(
      category: category, kind: (e["kind"] as? String).map(ElementKind.init(rawValue:)),
      section: e["section"] as? Int ?? 0, item: e["item"] as? Int ?? 0)
  }
}
