import CollectionLayout
import Foundation

/// What the playground page asks the engine: a spec's text and where to look at it.
///
/// Every field but `spec` is optional; a field of the wrong type, or a number that is not
/// finite, is ignored (the spec's own value applies). The page sends it as JSON.
public struct PlaygroundRequest: Sendable, Equatable {
  /// The spec's text, YAML or JSON.
  public var spec: String
  /// The container's width and height, replacing the spec's.
  public var width: Double?
  /// The container's height.
  public var height: Double?
  /// The content offset along the layout's scroll axis.
  public var scroll: Double?
  /// Offsets of sections that scroll on their own, by section.
  public var sectionOffsets: [Int: Double]
  /// For a release of a dragged strip: its section and velocity (points per second along
  /// the strip's offset).
  public var release: (section: Int, velocity: Double)?

  /// Creates a request.
  public init(
    spec: String, width: Double? = nil, height: Double? = nil, scroll: Double? = nil,
    sectionOffsets: [Int: Double] = [:], release: (section: Int, velocity: Double)? = nil
  ) {
    self.spec = spec
    self.width = width
    self.height = height
    self.scroll = scroll
    self.sectionOffsets = sectionOffsets
    self.release = release
  }

  /// Reads the page's JSON; `nil` when it is not a JSON object with a `spec` string.
  public init?(json: Data) {
    guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
      let spec = object["spec"] as? String
    else { return nil }
    func number(_ key: String) -> Double? {
      guard let value = (object[key] as? NSNumber)?.doubleValue, value.isFinite else { return nil }
      return value
    }
    var offsets: [Int: Double] = [:]
    for (key, value) in object["sectionOffsets"] as? [String: Any] ?? [:] {
      if let section = Int(key), let offset = (value as? NSNumber)?.doubleValue, offset.isFinite {
        offsets[section] = offset
      }
    }
    var release: (Int, Double)?
    if let r = object["release"] as? [String: Any], let section = (r["section"] as? NSNumber)?.intValue {
      let velocity = (r["velocity"] as? NSNumber)?.doubleValue ?? 0
      release = (section, velocity.isFinite ? velocity : 0)
    }
    self.init(
      spec: spec, width: number("width"), height: number("height"), scroll: number("scroll"),
      sectionOffsets: offsets, release: release)
  }

  /// Equal when they ask for the same layout: spec, size, scroll, strip offsets and release.
  public static func == (a: Self, b: Self) -> Bool {
    a.spec == b.spec && a.width == b.width && a.height == b.height && a.scroll == b.scroll
      && a.sectionOffsets == b.sectionOffsets && a.release?.section == b.release?.section
      && a.release?.velocity == b.release?.velocity
  }
}
