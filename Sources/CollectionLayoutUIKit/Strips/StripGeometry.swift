import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Where a section's strip is on screen and how its scroll view's offset maps to the
/// strip's: along x in a vertical layout (mirrored right to left, where the strip's leading
/// end is the scroll view's far end), along y in a horizontal one.
struct StripGeometry: Equatable {
  /// The strip's rect in the collection view's content.
  var frame: CGRect
  /// The strip's content length, its insets included.
  var contentLength: CGFloat
  /// The largest strip offset at rest.
  var maximumOffset: CGFloat
  /// Whether the strip runs along x.
  var runsHorizontally: Bool
  /// Whether the strip's leading end is at the right (right-to-left, horizontal strip).
  var isMirrored: Bool

  /// Nothing: before a section's strip is known.
  static let zero = StripGeometry(
    frame: .zero, contentLength: 0, maximumOffset: 0, runsHorizontally: true, isMirrored: false)

  /// The geometry of section `section`'s strip in `model`; `nil` when it has none.
  init?(section: Int, in model: LayoutModel) {
    guard let strip = model.orthogonalStrip(ofSection: section), let frame = model.stripFrame(ofSection: section)
    else { return nil }
    let environment = model.configuration.environment
    let horizontal = environment.scrollDirection == .vertical
    self.init(
      frame: CGRect(frame), contentLength: CGFloat(strip.contentLength), maximumOffset: CGFloat(strip.maximumOffset),
      runsHorizontally: horizontal, isMirrored: horizontal && environment.layoutDirection == .rightToLeft)
  }

  init(frame: CGRect, contentLength: CGFloat, maximumOffset: CGFloat, runsHorizontally: Bool, isMirrored: Bool) {
    self.frame = frame
    self.contentLength = contentLength
    self.maximumOffset = maximumOffset
    self.runsHorizontally = runsHorizontally
    self.isMirrored = isMirrored
  }

  /// The scroll view's content size: the strip's length along it, the frame across.
  var contentSize: CGSize {
    runsHorizontally
      ? CGSize(width: Swift.max(contentLength, frame.width), height: frame.height)
      : CGSize(width: frame.width, height: Swift.max(contentLength, frame.height))
  }

  /// The scroll view's offset showing the strip at `offset`.
  func scrollOffset(forStripOffset offset: CGFloat) -> CGPoint {
    let along = isMirrored ? maximumOffset - offset : offset
    return runsHorizontally ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
  }

  /// The strip offset a scroll view's offset shows (past the ends while it bounces).
  func stripOffset(forScrollOffset point: CGPoint) -> CGFloat {
    let along = runsHorizontally ? point.x : point.y
    return isMirrored ? maximumOffset - along : along
  }

  /// A scroll view's velocity as the strip's.
  func stripVelocity(forScrollVelocity velocity: CGPoint) -> CGFloat {
    let along = runsHorizontally ? velocity.x : velocity.y
    return isMirrored ? -along : along
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
