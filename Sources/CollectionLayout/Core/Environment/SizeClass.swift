/// How much room the container has along one axis, as UIKit's `UIUserInterfaceSizeClass`:
/// what a compositional section provider reads to choose a section for a phone or a
/// tablet (``LayoutEnvironment/horizontalSizeClass``). The engine itself never reads it.
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
  /// Not known (the default).
  case unspecified
  /// Constrained room, as an iPhone's width in portrait.
  case compact
  /// Expansive room, as an iPad's width.
  case regular
}
