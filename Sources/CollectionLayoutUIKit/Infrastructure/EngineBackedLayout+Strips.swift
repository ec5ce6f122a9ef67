import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

// The strips' offsets as the adapter's queries and scroll views see them.
extension EngineBackedLayout {
  /// The section offsets the adapter's engine keeps (none for engines without strips).
  var storedSectionOffsets: SectionOffsets { core?.storedSectionOffsets ?? SectionOffsets() }

  /// Stores a strip's offset in the adapter's engine, clamped to the strip without a
  /// report (a bouncing strip is past its ends).
  func storeSectionOffset(_ offset: Double, forSection section: Int) {
    core?.storeSectionOffset(offset, forSection: section)
  }

  /// A strip moved: the next query draws it at its new offset (nothing is laid out).
  func invalidateForSectionScroll() {
    invalidateLayout(with: plainInvalidationContext())
  }

  /// After a rect query: the strips that show in `rect` get scroll views.
  func showStrips(in rect: CGRect) {
    sectionScrolling?.show(in: rect)
  }

  /// The collection view's scroll position (zero without a collection view), with the
  /// offsets of sections that scroll on their own: stored ones, and the live offsets of
  /// strips being scrolled.
  var scrollState: ScrollState {
    var state = collectionView.map { ScrollState($0) } ?? ScrollState(contentOffset: .zero)
    guard let sectionScrolling else { return state }
    state.sectionOffsets = storedSectionOffsets.values
    sectionScrolling.applyLiveOffsets(to: &state)
    return state
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
