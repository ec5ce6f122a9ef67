import CollectionLayout
import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Records the section-scrolling events a delegate hears, as short strings.
final class SectionEventLog {
  var events: [String] = []
  /// A target the delegate forces at the end of a drag, if any.
  var forcedTarget: CGFloat?

  /// The events with runs of identical "scroll" events of a section folded into one.
  var folded: [String] {
    events.reduce(into: []) { result, event in
      if event.hasPrefix("scroll"), result.last?.hasPrefix("scroll") == true,
        result.last?.split(separator: " ")[1] == event.split(separator: " ")[1]
      {
        result[result.count - 1] = event
        return
      }
      result.append(event)
    }
  }
}

/// A collection view controller that records every section-scrolling event in ``log``.
class SectionEventRecordingController: UICollectionViewController, CollectionViewDelegateSectionScrolling {
  let log = SectionEventLog()

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, section: Int,
    didScrollToOffset offset: CGFloat
  ) {
    log.events.append("scroll \(section) \(offset)")
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionWillBeginDragging section: Int
  ) {
    log.events.append("beginDrag \(section)")
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionWillEndDragging section: Int, withVelocity velocity: CGFloat, targetOffset: UnsafeMutablePointer<CGFloat>
  ) {
    log.events.append("endDrag \(section) target \((targetOffset.pointee * 10).rounded() / 10)")
    if let forced = log.forcedTarget { targetOffset.pointee = forced }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionDidEndDragging section: Int, willDecelerate decelerate: Bool
  ) {
    log.events.append("didEndDrag \(section) \(decelerate)")
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionWillBeginDecelerating section: Int
  ) {
    log.events.append("beginDecelerate \(section)")
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionDidEndDecelerating section: Int
  ) {
    log.events.append("endDecelerate \(section)")
  }
}

/// JEK's README example (item 50 × 50, header 22, spacing 5), two sections of ten, plus
/// what tests ask for: per-section scroll configurations, wrapping sections, backgrounds,
/// and every section-scrolling event recorded.
final class ScrollableSectionsController: SectionEventRecordingController,
  CollectionViewDelegateScrollableSectionLayout
{
  let layout = ScrollableSectionCollectionViewLayout()
  var counts: [Int]
  var configurations: [Int: ScrollViewConfiguration] = [:]
  var flowSections: Set<Int> = []

  init(counts: [Int] = [10, 10]) {
    self.counts = counts
    super.init(collectionViewLayout: layout)
  }

  /// Not made from an archive; UIKit requires the initialiser of every subclass that adds one.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.headerReferenceSize = CGSize(width: 0, height: 22)
    layout.minimumInteritemSpacing = 5
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
      ScrollableSectionCollectionViewLayout.elementKindSectionBackground,
    ] {
      collectionView.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "view")
    }
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "view", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    scrollViewConfigurationForSection section: Int
  ) -> ScrollViewConfiguration? {
    configurations[section]
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    shouldUseFlowLayoutInSection section: Int
  ) -> Bool {
    flowSections.contains(section)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
