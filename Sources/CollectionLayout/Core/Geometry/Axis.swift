/// The direction in which a layout's content scrolls: its *main* axis.
///
/// The other axis is the *cross* axis. Sections stack along the main axis; columns and the
/// items of a line are arranged along the cross axis.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
  /// Content scrolls up and down: main = y, cross = x.
  case vertical
  /// Content scrolls left and right: main = x, cross = y.
  case horizontal
}

/// The reading direction of the content, as `UIUserInterfaceLayoutDirection`.
public enum ReadingDirection: String, Hashable, Sendable, CaseIterable {
  /// Left to right: the leading edge is the left one.
  case leftToRight = "ltr"
  /// Right to left: the layout is mirrored horizontally.
  case rightToLeft = "rtl"
}
