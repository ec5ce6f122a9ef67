import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Sections keeping to the collection view's layout margins or readable content guide
/// (`contentInsetsReference`, iOS 14): the adapter reads the view's own guides, so the
/// expectations here are computed from those guides and hold on either platform.
@MainActor
@Suite("Compositional adapter: content insets references")
struct ContentInsetsReferenceAdapterTests {
  /// One full-width row 44 high per item, inset 10 leading and 5 trailing.
  static func section(_ reference: ContentInsetsReference) -> LayoutSection {
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
    let section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 5)
    section.contentInsetsReference = reference
    return section
  }

  /// A controller of three sections: margins, readable content, none.
  static func controller() -> CompositionalController {
    let sections = [Self.section(.layoutMargins), Self.section(.readableContent), Self.section(.none)]
    let layout = CompositionalLayout(sectionProvider: { index, _ in sections[index] })
    return CompositionalController(layout: layout, counts: [2, 2, 2])
  }

  /// The frame a row of `section` should have, from `guide`'s horizontal span.
  static func expectedRow(_ guide: CGRect, in collectionView: UICollectionView, y: CGFloat) -> CGRect {
    let leading = guide.minX - collectionView.bounds.minX
    let trailing = collectionView.bounds.maxX - guide.maxX
    return CGRect(x: leading + 10, y: y, width: collectionView.bounds.width - leading - trailing - 15, height: 44)
  }

  @Test func rowsKeepToTheViewsOwnGuides() throws {
    let controller = Self.controller()
    controller.loadViewIfNeeded()
    let collectionView = try #require(controller.collectionView)
    collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 32)
    controller.show(width: 600, height: 800)
    let margins = collectionView.layoutMarginsGuide.layoutFrame
    let readable = collectionView.readableContentGuide.layoutFrame
    let frames = controller.layout.allFrames()
    let first = frames[ElementKey(kind: "cell", indexPath: IndexPath(item: 1, section: 0))]
    #expect(first == Self.expectedRow(margins, in: collectionView, y: 44))
    let second = frames[ElementKey(kind: "cell", indexPath: IndexPath(item: 0, section: 1))]
    #expect(second == Self.expectedRow(readable, in: collectionView, y: 88))
    let third = frames[ElementKey(kind: "cell", indexPath: IndexPath(item: 0, section: 2))]
    #expect(third == CGRect(x: 10, y: 176, width: 600 - 15, height: 44))
    #expect(controller.layout.diagnostics.isEmpty)
  }

  @Test func changingTheMarginsLaysTheSectionsOutAgainAsAFreshLayoutWould() throws {
    let controller = Self.controller()
    controller.show(width: 600, height: 800)
    let collectionView = try #require(controller.collectionView)
    collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 12)
    // UIKit lays the collection view out again after a margins change; a layout keeping to
    // the margins is invalidated with it.
    controller.layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    let fresh = Self.controller()
    fresh.loadViewIfNeeded()
    fresh.collectionView.directionalLayoutMargins = collectionView.directionalLayoutMargins
    fresh.show(width: 600, height: 800)
    #expect(controller.layout.allFrames() == fresh.layout.allFrames())
    let row = controller.layout.allFrames()[ElementKey(kind: "cell", indexPath: IndexPath(item: 0, section: 0))]
    #expect(row == Self.expectedRow(collectionView.layoutMarginsGuide.layoutFrame, in: collectionView, y: 0))
  }

  #if canImport(HeadlessUIKit)
  /// An iPad-like screen headless: safe area 20 on each side, margins 20, a readable width
  /// of 672 centred in the 944-point margins guide (x 40…984), so x 176…848.
  @Test func aReadableSectionIsCentredOnAWideScreen() throws {
    let controller = Self.controller()
    controller.loadViewIfNeeded()
    let collectionView = try #require(controller.collectionView)
    collectionView.headlessSafeAreaInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    collectionView.headlessReadableContentWidth = 672
    controller.show(width: 1024, height: 768)
    let frames = controller.layout.allFrames()
    #expect(
      frames[ElementKey(kind: "cell", indexPath: IndexPath(item: 0, section: 0))]
        == CGRect(x: 50, y: 0, width: 929, height: 44))
    #expect(
      frames[ElementKey(kind: "cell", indexPath: IndexPath(item: 0, section: 1))]
        == CGRect(x: 186, y: 88, width: 657, height: 44))
    #expect(
      frames[ElementKey(kind: "cell", indexPath: IndexPath(item: 0, section: 2))]
        == CGRect(x: 10, y: 176, width: 1009, height: 44))
  }

  /// Margins a view should never have (NaN, infinite, absurdly large, negative) and a
  /// hostile readable width: the environment bounds them and reports, and every frame
  /// stays finite.
  @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 1e308, -400])
  func hostileMarginsAreBoundedAndReported(_ value: CGFloat) throws {
    let controller = Self.controller()
    controller.loadViewIfNeeded()
    let collectionView = try #require(controller.collectionView)
    collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: value, leading: value, bottom: value, trailing: value)
    collectionView.headlessReadableContentWidth = value
    controller.show(width: 600, height: 800)
    let frames = controller.layout.allFrames()
    #expect(!frames.isEmpty)
    for (key, frame) in frames {
      #expect(
        frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
          && frame.width >= 0, "\(key): \(frame)")
    }
    let size = controller.layout.collectionViewContentSize
    #expect(size.width.isFinite && size.height.isFinite)
    if abs(value) > 1e7 || !value.isFinite {
      #expect(
        controller.layout.diagnostics.contains { $0.code == "container.inset" }, "\(controller.layout.diagnostics)")
    }
    #expect(collectionView.refusals.isEmpty, "\(collectionView.refusals)")
  }
  #endif
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
