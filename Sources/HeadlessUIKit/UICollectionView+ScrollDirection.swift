extension UICollectionView {
  /// The direction a flow-style layout scrolls, as UIKit's `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Int, Sendable {
    /// Content scrolls up and down.
    case vertical = 0
    /// Content scrolls left and right.
    case horizontal = 1
  }
}
