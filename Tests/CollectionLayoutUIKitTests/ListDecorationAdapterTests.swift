import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// List separators and backgrounds in the compositional adapter: UIKit's list cells draw
/// their own lines (`UICollectionLayoutListConfiguration.showsSeparators`, "separators between
/// cells") and a list has "the system background color for the specified appearance"
/// (`backgroundColor`); here the layout places both as decorations of its own kinds,
/// registers ``ListDecorationView`` for them, and hands each view its colour, so a list of
/// any cell class keeps its lines and its background.
@MainActor
@Suite("Compositional adapter: list separators and backgrounds")
struct ListDecorationAdapterTests {
  static let bottom = ElementKind.listBottomSeparator.rawValue
  static let background = ElementKind.listBackground.rawValue

  static func controller(_ configuration: LayoutListConfiguration, counts: [Int] = [4]) -> CompositionalController {
    let controller = CompositionalController(
      layout: .list(using: configuration), counts: counts, cellClass: VaryingCell.self)
    controller.show(width: 375, height: 800)
    controller.collectionView.layoutIfNeeded()
    return controller
  }

  static func components(_ color: UIColor?) -> [CGFloat]? {
    guard let color else { return nil }
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a]
  }

  @Test func separatorViewsLieUnderSelfSizedRowsInTheirItemsColours() throws {
    var configuration = LayoutListConfiguration(appearance: .plain)
    configuration.separatorConfiguration.color = LayoutColor(red: 0, green: 0, blue: 1)
    configuration.itemSeparatorHandler = { path, resolved in
      var c = resolved
      if path.item == 1 { c.color = LayoutColor(red: 1, green: 0, blue: 0, alpha: 0.5) }
      return c
    }
    let controller = Self.controller(configuration)
    let collectionView = try #require(controller.collectionView)
    var y: CGFloat = 0
    for item in 0..<3 {
      y += VaryingCell.height(of: item)
      let view = try #require(
        collectionView.decorationView(ofKind: Self.bottom, at: IndexPath(item: item, section: 0))
          as? ListDecorationView, "item \(item)")
      // Under each row as its cell sized it, half a point thick at the screen's scale 2, from
      // the collection view's leading layout margin.
      let margin = collectionView.layoutMargins.left
      #expect(view.frame == CGRect(x: margin, y: y - 0.5, width: 375 - margin, height: 0.5), "item \(item)")
      #expect(!view.isUserInteractionEnabled)
      let expected: [CGFloat] = item == 1 ? [1, 0, 0, 0.5] : [0, 0, 1, 1]
      #expect(Self.components(view.backgroundColor) == expected, "item \(item)")
    }
    // None under the last row.
    #expect(collectionView.decorationView(ofKind: Self.bottom, at: IndexPath(item: 3, section: 0)) == nil)
    #expect(controller.layout.diagnostics.isEmpty)
    #if canImport(HeadlessUIKit)
    #expect(collectionView.headlessRejections.isEmpty)
    #endif
  }

  @Test func separatorAttributesAreEqualOnlyWithTheSameColour() throws {
    let a = ListDecorationLayoutAttributes(forDecorationViewOfKind: Self.bottom, with: IndexPath(item: 0, section: 0))
    a.color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let b = try #require(a.copy() as? ListDecorationLayoutAttributes)
    #expect(a.isEqual(b) && Self.components(b.color) == [1, 0, 0, 1])
    b.color = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    // Unequal attributes are applied again: UIKit compares them to skip unchanged views.
    #expect(!a.isEqual(b))
    b.color = nil
    #expect(!a.isEqual(b) && !b.isEqual(a))
  }

  @Test func anInsertedLastRowGivesTheOldLastRowItsSeparator() throws {
    let controller = Self.controller(LayoutListConfiguration(appearance: .grouped), counts: [2])
    let collectionView = try #require(controller.collectionView)
    // The default colour is UIKit's own separator colour, which follows dark mode (the same
    // object headless; UIKit does not document whether its class property returns one).
    #if canImport(HeadlessUIKit)
    let first = collectionView.decorationView(ofKind: Self.bottom, at: IndexPath(item: 0, section: 0))
    #expect(first?.backgroundColor === UIColor.separator)
    #endif
    #expect(collectionView.decorationView(ofKind: Self.bottom, at: IndexPath(item: 1, section: 0)) == nil)
    controller.counts = [3]
    collectionView.performBatchUpdates { collectionView.insertItems(at: [IndexPath(item: 2, section: 0)]) }
    collectionView.layoutIfNeeded()
    let view = collectionView.decorationView(ofKind: Self.bottom, at: IndexPath(item: 1, section: 0))
    #expect(view?.frame.maxY == 35 + VaryingCell.height(of: 0) + VaryingCell.height(of: 1))
    #expect(collectionView.decorationView(ofKind: Self.bottom, at: IndexPath(item: 2, section: 0)) == nil)
  }

  @Test func anAppsOwnViewForTheKindReplacesTheLayoutsAndListsWithoutSeparatorsHaveNone() throws {
    final class Hairline: UICollectionReusableView {}
    // Registered after the layout's own, as UIKit keeps the last class registered for a kind.
    let controller = CompositionalController(
      layout: .list(using: LayoutListConfiguration(appearance: .plain)), counts: [4], cellClass: VaryingCell.self)
    controller.layout.register(Hairline.self, forDecorationViewOfKind: Self.bottom)
    controller.show(width: 375, height: 800)
    controller.collectionView.layoutIfNeeded()
    let first = controller.collectionView.decorationView(
      ofKind: Self.bottom, at: IndexPath(item: 0, section: 0))
    #expect(first is Hairline)
    var off = LayoutListConfiguration(appearance: .plain)
    off.showsSeparators = false
    let none = Self.controller(off)
    #expect(none.collectionView.decorationView(ofKind: Self.bottom, at: IndexPath(item: 0, section: 0)) == nil)
    // Separators take no room: the rows lie where they do with them.
    #expect(
      none.layout.collectionViewContentSize
        == Self.controller(LayoutListConfiguration(appearance: .plain)).layout.collectionViewContentSize)
  }
}

extension ListDecorationAdapterTests {
  @Test func eachSectionLiesOnABackgroundViewInTheListsColour() throws {
    var configuration = LayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .firstItemInSection
    let controller = Self.controller(configuration, counts: [2, 3])
    let collectionView = try #require(controller.collectionView)
    // Section 0: 35 of padding and two rows; section 1 after it: padding and three rows.
    let first = try #require(collectionView.decorationView(ofKind: Self.background, at: IndexPath(item: 0, section: 0)))
    let zeroEnd = 35 + VaryingCell.height(of: 0) + VaryingCell.height(of: 1)
    #expect(first.frame == CGRect(x: 0, y: 0, width: 375, height: zeroEnd))
    let second = try #require(
      collectionView.decorationView(ofKind: Self.background, at: IndexPath(item: 0, section: 1)))
    #expect(second.frame.minY == zeroEnd && second.frame.width == 375)
    #expect(first is ListDecorationView && !first.isUserInteractionEnabled)
    // Below the rows, and in UIKit's grouped background, which follows dark mode.
    let attributes = controller.layout.layoutAttributesForDecorationView(
      ofKind: Self.background, at: IndexPath(item: 0, section: 0))
    #expect(attributes?.zIndex == -1)
    #if canImport(HeadlessUIKit)
    #expect(first.backgroundColor === UIColor.systemGroupedBackground)
    #expect(collectionView.headlessRejections.isEmpty)
    #endif
    // A colour of the list's own is drawn as given.
    var teal = LayoutListConfiguration(appearance: .plain)
    teal.backgroundColor = LayoutColor(red: 0, green: 0.5, blue: 0.5)
    let coloured = Self.controller(teal)
    let view = coloured.collectionView.decorationView(ofKind: Self.background, at: IndexPath(item: 0, section: 0))
    #expect(Self.components(view?.backgroundColor) == [0, 0.5, 0.5, 1])
  }
}

extension UICollectionView {
  /// The decoration view of `kind` on screen at `indexPath`. HeadlessUIKit looks it up; UIKit
  /// has no look-up, so there it is the subview where the layout puts that decoration.
  fileprivate func decorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
    #if canImport(HeadlessUIKit)
    headlessDecorationView(ofKind: kind, at: indexPath)
    #else
    guard let frame = collectionViewLayout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)?.frame
    else { return nil }
    return subviews.first { !($0 is UICollectionViewCell) && $0.frame == frame } as? UICollectionReusableView
    #endif
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
