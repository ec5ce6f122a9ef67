/// Where content shorter than the viewport rests along the scroll axis
/// (``LayoutModel/shortContentAlignment``).
public enum ShortContentAlignment: String, Hashable, Sendable, CaseIterable {
  /// At the viewport's start, below the adjusted content inset: UIKit's layouts.
  case start
  /// At the viewport's end, above the adjusted content inset: a chat's few messages sit
  /// just above its input bar and move up as new ones arrive (ChatLayout's
  /// `keepContentAtBottomOfVisibleArea`). The content then fills the viewport, so it still
  /// cannot scroll; once it is longer than the viewport, nothing moves.
  case end
}

extension LayoutModel {
  /// Where content shorter than the viewport rests along the scroll axis: at its start
  /// (the default) or its end. Every element then lies the same distance further along the
  /// main axis, and ``contentSize`` fills the viewport less its adjusted content inset.
  ///
  /// - Complexity: O(sections) when it changes: the sections are placed again at once, and
  ///   none is laid out again.
  public var shortContentAlignment: ShortContentAlignment {
    get { alignment }
    set {
      guard newValue != alignment else { return }
      alignment = newValue
      placeSections()
    }
  }

  /// The viewport's length along the scroll axis, less the adjusted content inset at both
  /// of its ends: what content must fill to be able to scroll.
  var unobscuredMainExtent: Double {
    let environment = configuration.environment
    let viewport = ScrollState(contentOffset: .zero).unobscuredRect(in: environment).size
    let extent = environment.scrollDirection == .vertical ? viewport.height : viewport.width
    return extent.isFinite ? extent : 0
  }

  /// How far content `length` long moves along the main axis to rest where
  /// ``shortContentAlignment`` says.
  func shortContentShift(forLength length: Double) -> Double {
    guard alignment == .end else { return 0 }
    return Swift.max(0, unobscuredMainExtent - length)
  }

  /// The content's length along the main axis once `growth` more of it is laid out (cells
  /// measured since the last update): content at the viewport's end still fills it.
  func contentLength(growingBy growth: Double) -> Double {
    let laidOut = space.canonical(contentSize).height - shortContentShift
    return laidOut + growth + shortContentShift(forLength: laidOut + growth)
  }
}
