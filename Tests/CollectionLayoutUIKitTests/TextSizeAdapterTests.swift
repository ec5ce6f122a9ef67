import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The person's text size (Dynamic Type). Apple documents that a compositional layout's
/// section provider is asked again when the system font size changes, with the new size in
/// `environment.traitCollection`, and that estimated sizes are measured again then. The
/// adapters follow the trait and `UIContentSizeCategory.didChangeNotification`.
@MainActor
@Suite("Adapters at another text size")
struct TextSizeAdapterTests {
  /// Each engine size and the UIKit size it stands for, smallest first.
  static let uikitNames: [(LayoutContentSizeCategory, UIContentSizeCategory)] = [
    (.unspecified, .unspecified), (.extraSmall, .extraSmall), (.small, .small), (.medium, .medium),
    (.large, .large), (.extraLarge, .extraLarge), (.extraExtraLarge, .extraExtraLarge),
    (.extraExtraExtraLarge, .extraExtraExtraLarge), (.accessibilityMedium, .accessibilityMedium),
    (.accessibilityLarge, .accessibilityLarge), (.accessibilityExtraLarge, .accessibilityExtraLarge),
    (.accessibilityExtraExtraLarge, .accessibilityExtraExtraLarge),
    (.accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraExtraLarge),
  ]

  /// A section provider reads the size as UIKit names it, and the engine orders the sizes
  /// and tells the accessibility ones as UIKit does (on a device, against UIKit's own).
  @Test func theEnvironmentCarriesTheTextSizeAsUIKitNamesIt() {
    #expect(Self.uikitNames.map(\.0) == LayoutContentSizeCategory.allCases)
    #expect(LayoutContentSizeCategory.allCases.sorted() == LayoutContentSizeCategory.allCases)
    for (engine, uikit) in Self.uikitNames {
      let environment = LayoutEnvironment(
        containerSize: Size(width: 375, height: 667), horizontalSizeClass: .compact, contentSizeCategory: engine)
      let traits = environment.traitCollection
      #expect(traits.preferredContentSizeCategory == uikit, "\(engine)")
      // The other traits stay as they were.
      #expect(traits.horizontalSizeClass == .compact)
      guard engine != .unspecified else { continue }
      #expect(engine.isAccessibilityCategory == uikit.isAccessibilityCategory, "\(engine)")
    }
    let accessibility = LayoutContentSizeCategory.allCases.filter(\.isAccessibilityCategory)
    #expect(accessibility.first == .accessibilityMedium && accessibility.count == 5)
  }

  #if canImport(HeadlessUIKit)
  /// Rows whose height follows the text size, as the app computes it from its fonts; for
  /// every family's delegate.
  final class TextRows: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout,
    UICollectionViewDelegateSectionSplitLayout
  {
    var rowHeight: CGFloat = 50

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 300, height: rowHeight) }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide
    ) -> CGSize { CGSize(width: width, height: rowHeight) }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sideForSection section: Int
    ) -> UICollectionViewSplitLayoutSide { .left }
  }

  /// The notification alone (no trait of the collection view changed, no code of the app's
  /// ran) lays every family out again, so sizes the app derives from its fonts are asked
  /// for again, as a compositional section provider is.
  @Test(arguments: ["split", "plugin", "flow", "compositional"])
  func theNotificationAloneLaysTheLayoutOutAgain(_ family: String) throws {
    let rows = TextRows()
    let layout: UICollectionViewLayout
    switch family {
    case "split":
      let split = UICollectionViewSplitLayout()
      split.leftSideRatio = 1
      layout = split
    case "plugin":
      let plugin = PluginLayout()
      plugin.defaultPlugin = FlowLayoutPlugin(delegate: rows)
      layout = plugin
    case "flow": layout = FlowLayout()
    default:
      layout = CompositionalLayout(sectionProvider: { _, _ in
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Double(rows.rowHeight)))
        return LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
      })
    }
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.dataSource = rows
    collectionView.delegate = rows
    collectionView.layoutIfNeeded()
    let third = IndexPath(item: 2, section: 0)
    #expect(collectionView.shownCellFrames[third]?.height == 50, "\(family)")
    rows.rowHeight = 80
    NotificationCenter.default.post(
      name: UIContentSizeCategory.didChangeNotification, object: nil,
      userInfo: [UIContentSizeCategory.newValueUserInfoKey: UIContentSizeCategory.extraExtraLarge])
    collectionView.layoutIfNeeded()
    let frame = try #require(collectionView.shownCellFrames[third], "\(family)")
    #expect(frame.height == 80 && frame.minY == 160, "\(family): \(frame)")
    #expect(collectionView.refusals.isEmpty, "\(family): \(collectionView.refusals)")
  }

  /// A cell whose font follows the text size: 60 points tall at the standard sizes, 120 at
  /// the accessibility ones.
  class TextCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
      -> UICollectionViewLayoutAttributes
    {
      let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
      let height: CGFloat = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 120 : 60
      fitted.size = CGSize(width: layoutAttributes.size.width, height: height)
      return fitted
    }
  }

  /// A list of `count` rows estimated at `estimate` points, measured by `cellClass`, 375 × 667.
  static func measuredList(
    count: Int = 100, estimate: Double = 44, cellClass: TextCell.Type = TextCell.self
  ) -> CompositionalController {
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate))
    let section = LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
    let controller = CompositionalController(
      layout: CompositionalLayout(section: section), counts: [count], cellClass: cellClass)
    controller.show(width: 375, height: 667)
    return controller
  }

  /// Sizes measured at one text size are stale at another: the rows shown measure again,
  /// the ones measured earlier and now off screen are back at their estimates (none keeps
  /// its old 60 points), each row follows the one before it, and the content ends with the
  /// last. The row at the screen's top edge stays where it was (``scrollPositionAnchor``).
  @Test func cellsMeasureAgainAtANewTextSize() throws {
    let controller = Self.measuredList()
    let collectionView = try #require(controller.collectionView)
    // Rows 0–11 were measured at the top; scroll well past them.
    collectionView.contentOffset = CGPoint(x: 0, y: 2_000)
    collectionView.layoutIfNeeded()
    let measured = collectionView.shownCellFrames
    #expect(controller.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 60)
    #expect(!measured.isEmpty && measured.values.allSatisfy { $0.height == 60 })
    // The row under the screen's top edge, and how far above the edge it starts.
    func topRow() -> (item: Int, above: CGFloat)? {
      let top = collectionView.contentOffset.y
      return collectionView.shownCellFrames.first { $0.value.minY <= top && top < $0.value.maxY }
        .map { ($0.key.item, top - $0.value.minY) }
    }
    let before = try #require(topRow())
    collectionView.headlessChangePreferredContentSizeCategory(to: .accessibilityLarge)
    collectionView.layoutIfNeeded()
    // The reader's place stays: the same row, as far above the edge (rows above it shrank
    // back to their estimates, so the offset moved up).
    let after = try #require(topRow())
    #expect(after.item == before.item && after.above == before.above, "\(before) → \(after)")
    #expect(collectionView.contentOffset.y < 2_000)
    let shown = collectionView.shownCellFrames
    let firstShown = try #require(shown.keys.map(\.item).min())
    #expect(shown.count >= 5, "\(shown)")
    var y: CGFloat = 0
    for item in 0..<100 {
      let path = IndexPath(item: item, section: 0)
      let frame = try #require(controller.layout.layoutAttributesForItem(at: path)?.frame)
      #expect(frame.minY == y && frame.width == 375, "row \(item): \(frame)")
      if let cell = shown[path] {
        #expect(cell == frame && frame.height == 120, "row \(item)")
      } else if item < firstShown {
        #expect(frame.height == 44, "row \(item): \(frame)")
      } else {
        // Measured while a pass showed it, then pushed below the screen, or never shown.
        #expect(frame.height == 120 || frame.height == 44, "row \(item): \(frame)")
      }
      y = frame.maxY
    }
    #expect(controller.layout.collectionViewContentSize.height == y)
    #expect(collectionView.refusals.isEmpty, "\(collectionView.refusals)")
  }

  /// Apple's pattern for large text, the self-sizing guide's grid (SelfSizingCells.md,
  /// "When the text size changes"): two columns of cells that measure 60 points; the person
  /// picks an accessibility size while the app runs, the provider is asked again with it,
  /// and one column of cells that measure 120 follows.
  @Test func theGuidesGridStacksItsColumnsAndMeasuresAgain() throws {
    let layout = CompositionalLayout(sectionProvider: { _, environment in
      let columns = environment.traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 1 : 2
      let item = LayoutItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1 / Double(columns)), heightDimension: .estimated(60)))
      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)), subitems: [item])
      return LayoutSection(group: group)
    })
    let controller = CompositionalController(layout: layout, counts: [6], cellClass: TextCell.self)
    controller.show(width: 400, height: 800)
    try Self.expectRow(
      1, of: controller, at: CGRect(x: 200, y: 0, width: 200, height: 60), then: .accessibilityMedium,
      at: CGRect(x: 0, y: 120, width: 400, height: 120), contentHeight: 720)
  }

  /// Checks that row `item` of `controller` shows at `before`, changes the text size to
  /// `category` as the system does, and checks that the row then shows at `after` and the
  /// content is `contentHeight` long, nothing refused.
  static func expectRow(
    _ item: Int, of controller: CompositionalController, at before: CGRect, then category: UIContentSizeCategory,
    at after: CGRect, contentHeight: CGFloat
  ) throws {
    let collectionView = try #require(controller.collectionView)
    let path = IndexPath(item: item, section: 0)
    #expect(collectionView.shownCellFrames[path] == before)
    collectionView.headlessChangePreferredContentSizeCategory(to: category)
    collectionView.layoutIfNeeded()
    #expect(collectionView.shownCellFrames[path] == after)
    #expect(controller.layout.collectionViewContentSize.height == contentHeight)
    #expect(collectionView.refusals.isEmpty, "\(collectionView.refusals)")
  }

  /// A ``TextCell`` that asks to be measured again when its text size changes, as a cell
  /// whose labels adjust their fonts does (iOS 16's self-sizing invalidation).
  final class AskingTextCell: TextCell {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
        invalidateIntrinsicContentSize()
      }
    }
  }

  /// A cell measured at its estimate keeps the same frame when its size is forgotten, so
  /// nothing in the layout asks for it again; the trait change reaches it (UIKit passes
  /// trait changes down the view hierarchy), it asks to be measured, and grows (found by
  /// the adapter fuzz: a fresh layout measured such a cell at the new size).
  @Test func aCellMeasuredAtItsEstimateMeasuresAgainWhenItAsks() throws {
    let controller = Self.measuredList(count: 5, estimate: 60, cellClass: AskingTextCell.self)
    try Self.expectRow(
      2, of: controller, at: CGRect(x: 0, y: 120, width: 375, height: 60), then: .accessibilityLarge,
      at: CGRect(x: 0, y: 240, width: 375, height: 120), contentHeight: 600)
  }
  #endif
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
