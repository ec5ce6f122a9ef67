import CollectionLayout
import Foundation

/// The playground's answers: the engine computes, the page only draws.
///
/// ``layout(_:)`` lays a spec out where the page looks at it and returns the drawing (the
/// gallery's SVG, each element carrying its index path, frame and zIndex for hovering),
/// the scroll range, the strips a mouse may drag, and the diagnostics; a spec error comes
/// back as one message with its line. A strip released with a velocity rests where the
/// engine's resting-offset function says (`LayoutModel/restingOffset(ofSection:current:proposed:velocity:diagnostics:)`),
/// as a scroll view decelerating at UIKit's normal rate would propose.
public enum Playground {
  /// The largest request body the server reads (a spec is a few kilobytes).
  public static let maximumRequestBytes = 1 << 20

  /// The most items and sections together a spec may have here. A page cannot show more
  /// elements usefully, and every request is drawn whole: 10,000,000 items would cost the
  /// server gigabytes per keystroke. `collection-layout render` draws up to the spec limit.
  public static let maximumDrawnCount = 100_000

  /// The deceleration rate a released strip's projection uses (UIKit's `.normal`).
  static let decelerationRate = 0.998

  /// The answer to a request, as the JSON the page reads.
  public static func layout(_ request: PlaygroundRequest) -> Data {
    let spec: Spec
    do {
      spec = try Spec.decode(request.spec, file: "spec")
    } catch {
      let line = error.line ?? lineNamed(in: error.message)
      return json(["error": error.description, "line": line.map { $0 as Any } ?? NSNull()])
    }
    let count = spec.sections.reduce(spec.sections.count) { $0 + $1.items.count }
    guard count <= maximumDrawnCount else {
      let message =
        "spec: expected at most \(maximumDrawnCount.grouped) items and sections together in the playground, "
        + "found \(count.grouped) (collection-layout render draws larger specs)"
      return json(["error": message, "line": NSNull()])
    }
    var offsets = request.sectionOffsets
    var layout = computed(spec, request, sectionOffsets: offsets)
    var log = DiagnosticLog()
    if let release = request.release, let strip = layout.model.orthogonalStrip(ofSection: release.section) {
      let current = layout.scroll.sectionOffsets[release.section] ?? 0
      // A scroll view's projection: velocity in points per millisecond × r / (1 − r).
      let projection = release.velocity / 1000 * decelerationRate / (1 - decelerationRate)
      offsets[release.section] = layout.model.restingOffset(
        ofSection: release.section, current: current, proposed: strip.clamped(current + projection),
        velocity: release.velocity / 1000, diagnostics: &log)
      layout = computed(spec, request, sectionOffsets: offsets)
    }
    return json(answer(layout, extra: log.diagnostics))
  }

  /// The examples the page's menu offers: name, title and text of each spec file (one that
  /// cannot be read as a spec's text, ``Spec/text(atPath:)``, is left out).
  public static func examples(files: [String]) -> Data {
    let list: [[String: Any]] = files.compactMap { file in
      guard let text = try? Spec.text(atPath: file) else { return nil }
      let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
      let title = (try? Spec.decode(text, file: file))?.title ?? name
      return ["name": name, "title": title, "text": text]
    }
    return json(["examples": list])
  }

  /// The line a syntax error's message names ("… at line 3, column 1"), which the YAML
  /// reader reports in its text rather than as the error's line.
  static func lineNamed(in message: String) -> Int? {
    guard let range = message.range(of: "at line ", options: .backwards) else { return nil }
    return Int(message[range.upperBound...].prefix { $0.isNumber })
  }

  private static func computed(_ spec: Spec, _ request: PlaygroundRequest, sectionOffsets: [Int: Double])
    -> ComputedLayout
  {
    var offset: Point?
    if let scroll = request.scroll {
      let vertical = spec.scrollDirection == .vertical
      offset = vertical ? Point(x: 0, y: scroll) : Point(x: scroll, y: 0)
    }
    return ComputedLayout(
      spec: spec, width: request.width, height: request.height, offset: offset, sectionOffsets: sectionOffsets)
  }

  private static func answer(_ layout: ComputedLayout, extra: [Diagnostic]) -> [String: Any] {
    let vertical = layout.environment.scrollDirection == .vertical
    let content = layout.model.contentSize
    let resting = layout.environment.restingContentOffset
    let inset = layout.environment.adjustedContentInset
    let size = layout.environment.containerSize
    let range: [Double] =
      vertical
      ? [resting.y, Swift.max(resting.y, content.height + inset.bottom - size.height)]
      : [resting.x, Swift.max(resting.x, content.width + inset.right - size.width)]
    // Right to left a horizontal strip's leading end is its right end: a larger offset moves
    // its items right, so the page turns a drag to the right into a larger offset.
    let mirrored = vertical && layout.environment.layoutDirection == .rightToLeft
    var strips: [[String: Any]] = []
    for section in 0..<layout.model.numberOfSections {
      guard let strip = layout.model.orthogonalStrip(ofSection: section),
        let frame = layout.model.stripFrame(ofSection: section)
      else { continue }
      strips.append([
        "section": section, "frame": numbers(frame), "offset": layout.scroll.sectionOffsets[section] ?? 0,
        "maximumOffset": strip.maximumOffset, "behavior": "\(strip.behavior)", "mirrored": mirrored,
      ])
    }
    let offset = layout.scroll.contentOffset
    return [
      "title": layout.spec.title ?? "",
      "svg": SVGRenderer.svg(layout, annotated: true),
      "scrollDirection": vertical ? "vertical" : "horizontal",
      "scroll": vertical ? offset.y : offset.x, "scrollRange": range,
      "container": [size.width, size.height], "content": [content.width, content.height],
      "strips": strips,
      "diagnostics": (layout.diagnostics + extra).map(\.description),
    ]
  }

  private static func numbers(_ r: Rect) -> [Double] { [r.minX, r.minY, r.width, r.height] }

  private static func json(_ object: [String: Any]) -> Data {
    (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
  }
}
