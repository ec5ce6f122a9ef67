import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Section snapshots (`NSDiffableDataSourceSectionSnapshot`, iOS 14): a section's items as a
/// tree whose expanded parents show their children, applied to an outline list. The tree's
/// rules are the iPhoneOS 16.5 SDK header's (its drawings of insert-before and insert-after
/// are checked here); the outline is a sidebar list on the compositional adapter, and after
/// every expansion it equals a fresh layout of the same visible items. Compiles for iOS
/// unchanged, so the real SDK holds the API to UIKit's.
@MainActor
@Suite("Outlines: section snapshots")
struct OutlineSectionSnapshotTests {
  @available(iOS 14, tvOS 14, *)
  typealias Tree = NSDiffableDataSourceSectionSnapshot<String>

  /// Three categories of three items each: "a" holds "a1"–"a3", and so on.
  @available(iOS 14, tvOS 14, *)
  static func categories() -> Tree {
    var tree = Tree()
    tree.append(["a", "b", "c"])
    for parent in ["a", "b", "c"] { tree.append((1...3).map { "\(parent)\($0)" }, to: parent) }
    return tree
  }

  @available(iOS 14, tvOS 14, *)
  @Test func insertingBeforeTakesTheItemsLevelAndAfterPassesItsChildren() {
    // The header's drawings: 0 with children 1 and 2, then 3.
    var tree = Tree()
    tree.append(["0", "3"])
    tree.append(["1", "2"], to: "0")
    var before = tree
    before.insert(["INS"], before: "1")
    #expect(before.items == ["0", "INS", "1", "2", "3"])
    #expect(before.level(of: "INS") == 1 && before.parent(of: "INS") == "0")
    var beforeRoot = tree
    beforeRoot.insert(["INS"], before: "0")
    #expect(beforeRoot.items == ["INS", "0", "1", "2", "3"] && beforeRoot.level(of: "INS") == 0)
    var after = tree
    after.insert(["INS"], after: "0")
    #expect(after.items == ["0", "1", "2", "INS", "3"] && after.level(of: "INS") == 0)
    var afterChild = tree
    afterChild.insert(["INS"], after: "2")
    #expect(afterChild.items == ["0", "1", "2", "INS", "3"] && afterChild.parent(of: "INS") == "0")
  }

  @available(iOS 14, tvOS 14, *)
  @Test func onlyExpandedParentsShowTheirChildren() {
    var tree = Self.categories()
    #expect(tree.visibleItems == ["a", "b", "c"])
    #expect(tree.rootItems == ["a", "b", "c"] && tree.items.count == 12)
    tree.expand(["b"])
    #expect(tree.visibleItems == ["a", "b", "b1", "b2", "b3", "c"])
    #expect(tree.isVisible("b2") && !tree.isVisible("a2") && tree.isExpanded("b"))
    // Expansion needs no children and stays while the parent is collapsed.
    tree.append(["b2x"], to: "b2")
    tree.expand(["b2", "nowhere"])
    tree.collapse(["b"])
    #expect(tree.visibleItems == ["a", "b", "c"] && tree.isExpanded("b2") && !tree.isVisible("b2x"))
    tree.expand(["b"])
    #expect(tree.visibleItems == ["a", "b", "b1", "b2", "b2x", "b3", "c"])
    #expect(tree.level(of: "b2x") == 2 && tree.index(of: "b2x") == 7 && tree.level(of: "zz") == NSNotFound)
  }

  @available(iOS 14, tvOS 14, *)
  @Test func deletingAParentDeletesItsChildrenAndSubtreesTravel() {
    var tree = Self.categories()
    tree.expand(["a"])
    let a = tree.snapshot(of: "a")
    #expect(a.items == ["a1", "a2", "a3"] && a.level(of: "a1") == 0 && a.parent(of: "a1") == nil)
    let withParent = tree.snapshot(of: "a", includingParent: true)
    #expect(withParent.items == ["a", "a1", "a2", "a3"] && withParent.isExpanded("a"))
    #expect(withParent.parent(of: "a2") == "a" && withParent.level(of: "a3") == 1)
    tree.delete(["a"])
    #expect(tree.items == ["b", "b1", "b2", "b3", "c", "c1", "c2", "c3"] && !tree.contains("a2"))
    tree.insert(withParent, after: "c")
    #expect(tree.items.suffix(4) == ["a", "a1", "a2", "a3"] && tree.visibleItems == ["b", "c", "a", "a1", "a2", "a3"])
    var replacement = Tree()
    replacement.append(["new"])
    tree.replace(childrenOf: "b", using: replacement)
    #expect(tree.snapshot(of: "b").items == ["new"] && tree.parent(of: "new") == "b")
  }

  /// A sidebar of `tree` shown through a diffable data source, its cells made as Apple's
  /// outline sample makes them: list cells with a list content configuration, parents (items
  /// of one letter) with an outline disclosure of the header style, leaves with a
  /// disclosure indicator.
  struct Outline {
    let controller: UICollectionViewController
    let source: UICollectionViewDiffableDataSource<Int, String>
  }

  @available(iOS 14, tvOS 14, *)
  static func outline(_ tree: Tree) -> Outline {
    let layout = CompositionalLayout.list(using: LayoutListConfiguration(appearance: .sidebar))
    let controller = UICollectionViewController(collectionViewLayout: layout)
    controller.show(width: 320, height: 800)
    let parent = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      content.textProperties.font = .preferredFont(forTextStyle: .headline)
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: .header))]
      cell.backgroundConfiguration = .clear()
    }
    let leaf = textRowRegistration(accessories: [.disclosureIndicator()])
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: controller.collectionView) {
      view, indexPath, item in
      item.count == 1
        ? view.dequeueConfiguredReusableCell(using: parent, for: indexPath, item: item)
        : view.dequeueConfiguredReusableCell(using: leaf, for: indexPath, item: item)
    }
    var sections = NSDiffableDataSourceSnapshot<Int, String>()
    sections.appendSections([0])
    source.apply(sections, animatingDifferences: false)
    source.apply(tree, to: 0, animatingDifferences: false)
    controller.collectionView.layoutIfNeeded()
    return Outline(controller: controller, source: source)
  }

  /// The text a row's list content configuration shows.
  @available(iOS 14, tvOS 14, *)
  static func text(_ outline: Outline, _ item: Int) -> String? {
    let cell = outline.controller.collectionView.cellForItem(at: IndexPath(item: item, section: 0))
    return ((cell as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
  }

  @available(iOS 14, tvOS 14, *)
  @Test func anOutlineShowsTheVisibleItemsAndEqualsAFreshOneAfterEachExpansion() throws {
    var tree = Self.categories()
    tree.expand(["a"])
    let outline = Self.outline(tree)
    let view = try #require(outline.controller.collectionView)
    #expect(view.numberOfItems(inSection: 0) == 6)
    #expect(outline.source.snapshot().itemIdentifiers == ["a", "a1", "a2", "a3", "b", "c"])
    for (expand, collapse) in [(["b"], [String]()), (["c"], ["a"]), ([], ["b", "c"])] {
      tree.expand(expand)
      tree.collapse(collapse)
      outline.source.apply(tree, to: 0)
      view.layoutIfNeeded()
      let fresh = Self.outline(tree)
      #expect(outline.source.snapshot().itemIdentifiers == tree.visibleItems)
      #expect(outline.controller.collectionViewLayout.allFrames() == fresh.controller.collectionViewLayout.allFrames())
      let last = IndexPath(item: tree.visibleItems.count - 1, section: 0)
      #expect(
        view.collectionViewLayout.layoutAttributesForItem(at: last)?.frame.maxY == 44 * CGFloat(tree.visibleItems.count)
      )
    }
    #expect(outline.source.snapshot(for: 0).visibleItems == tree.visibleItems)
    #expect(outline.source.snapshot(for: 0).items.count == 12)
    // Apple: a list cell's indentation level "sets automatically" from a section snapshot.
    tree.expand(["a"])
    outline.source.apply(tree, to: 0, animatingDifferences: false)
    view.layoutIfNeeded()
    let levels = (0..<4).map {
      (view.cellForItem(at: IndexPath(item: $0, section: 0)) as? UICollectionViewListCell)?.indentationLevel
    }
    #expect(levels == [0, 1, 1, 1])
  }

  /// Random trees three levels deep, changed twenty times each by expanding, collapsing,
  /// adding and deleting items: after every apply the collection view refused nothing and
  /// the layout equals a fresh one of the same tree.
  @available(iOS 14, tvOS 14, *)
  @Test(arguments: 1...12)
  func randomTreeChangesEqualAFreshOutline(seed: Int) throws {
    var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    var tree = Tree()
    var made = 0
    func fresh() -> [String] {
      made += 1
      return (0..<(1 + next(3))).map { "\(made).\($0)" }
    }
    tree.append(fresh())
    let outline = Self.outline(tree)
    let view = try #require(outline.controller.collectionView)
    for step in 0..<20 {
      let all = tree.items
      let pick = all.isEmpty ? nil : all[next(all.count)]
      switch (next(5), pick) {
      case (0, let item?) where tree.level(of: item) < 2: tree.append(fresh(), to: item)
      case (1, let item?): tree.expand([item])
      case (2, let item?): tree.collapse([item])
      case (3, let item?) where all.count > 1: tree.delete([item])
      default: tree.append(fresh())
      }
      outline.source.apply(tree, to: 0, animatingDifferences: next(2) == 0)
      view.layoutIfNeeded()
      let comment = Comment(rawValue: "seed \(seed) step \(step):\n\(tree.items)")
      #expect(outline.source.snapshot().itemIdentifiers == tree.visibleItems, comment)
      #expect(
        outline.controller.collectionViewLayout.allFrames()
          == Self.outline(tree).controller.collectionViewLayout
          .allFrames(), comment)
      #if canImport(HeadlessUIKit)
      #expect(view.headlessRejections.isEmpty, comment)
      #endif
    }
  }

  @available(iOS 14, tvOS 14, *)
  @Test func aFullSnapshotLeavesTheSectionFlat() {
    var tree = Self.categories()
    tree.expand(["a"])
    let outline = Self.outline(tree)
    var full = outline.source.snapshot()
    full.deleteItems(["a2"])
    outline.source.apply(full, animatingDifferences: false)
    #expect(outline.source.snapshot(for: 0).items == ["a", "a1", "a3", "b", "c"])
    #expect(outline.source.snapshot(for: 0).rootItems.count == 5)
  }

  #if canImport(HeadlessUIKit)
  /// UIKit documents nothing for a section the data source lacks; HeadlessUIKit appends it.
  @Test func aTreeAppliedToANewSectionAppendsIt() {
    let outline = Self.outline(Self.categories())
    var more = Tree()
    more.append(["x", "y"])
    outline.source.apply(more, to: 1, animatingDifferences: false)
    #expect(outline.source.snapshot().sectionIdentifiers == [0, 1])
    #expect(outline.controller.collectionView.numberOfItems(inSection: 1) == 2)
  }

  /// UIKit's legend (`+` expanded, `-` collapsed, `*` visible) in HeadlessUIKit's own layout.
  @Test func theVisualDescriptionDrawsLevelsExpansionAndVisibility() {
    var tree = Tree()
    tree.append(["a", "b"])
    tree.append(["a1"], to: "a")
    tree.append(["b1"], to: "b")
    tree.expand(["a"])
    #expect(tree.visualDescription() == "+* a\n   * a1\n-* b\n     b1")
  }

  @Test func tappingADisclosureAsksTheHandlersAndLoadsChildrenWhenFirstShown() throws {
    var tree = Tree()
    tree.append(["f", "l"])
    let outline = Self.outline(tree)
    let view = try #require(outline.controller.collectionView)
    var events: [String] = []
    outline.source.sectionSnapshotHandlers.shouldExpandItem = { $0 != "l" }
    outline.source.sectionSnapshotHandlers.willExpandItem = { events.append("will expand \($0)") }
    outline.source.sectionSnapshotHandlers.willCollapseItem = { events.append("will collapse \($0)") }
    outline.source.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, existing in
      guard existing.items.isEmpty else { return existing }
      var children = Tree()
      children.append(["\(parent)/1", "\(parent)/2"])
      events.append("loaded \(parent)")
      return children
    }
    #expect(!view.headlessTapOutlineDisclosure(at: IndexPath(item: 1, section: 0)))
    #expect(view.headlessTapOutlineDisclosure(at: IndexPath(item: 0, section: 0)))
    view.layoutIfNeeded()
    #expect(outline.source.snapshot().itemIdentifiers == ["f", "f/1", "f/2", "l"])
    #expect((1...3).map { Self.text(outline, $0) } == ["f/1", "f/2", "l"])
    let folder = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(folder.configurationState.isExpanded)
    // A leaf has a disclosure indicator, no outline disclosure: its tap does nothing.
    #expect(!view.headlessTapOutlineDisclosure(at: IndexPath(item: 1, section: 0)))
    #expect(view.headlessTapOutlineDisclosure(at: IndexPath(item: 0, section: 0)))
    #expect(!folder.configurationState.isExpanded)
    #expect(view.headlessTapOutlineDisclosure(at: IndexPath(item: 0, section: 0)))
    #expect(events == ["will expand f", "loaded f", "will collapse f", "will expand f"])
    #expect(view.numberOfItems(inSection: 0) == 4)
    #expect(view.headlessRejections.isEmpty)
  }

  /// A disclosure with its own action runs it instead of expanding.
  @Test func aDisclosureWithAnActionRunsIt() throws {
    var tree = Tree()
    tree.append(["p"])
    tree.append(["p1"], to: "p")
    let outline = Self.outline(tree)
    let view = try #require(outline.controller.collectionView)
    let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    var taps = 0
    cell.accessories = [.outlineDisclosure(actionHandler: { taps += 1 })]
    #expect(view.headlessTapOutlineDisclosure(at: IndexPath(item: 0, section: 0)))
    #expect(taps == 1 && view.numberOfItems(inSection: 0) == 1)
  }

  /// A content configuration makes the content view and updates it while it supports the
  /// configuration's type; a state change updates the configurations.
  @Test func aContentConfigurationMakesTheContentViewAndStateChangesUpdateIt() {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    var content = cell.defaultContentConfiguration()
    content.text = "one"
    cell.contentConfiguration = content
    let made = cell.contentView
    #expect((made as? UIListContentView)?.configuration is UIListContentConfiguration)
    #expect(made.frame.size == CGSize(width: 200, height: 44))
    content.text = "two"
    cell.contentConfiguration = content
    #expect(cell.contentView === made)
    #expect(((made as? UIListContentView)?.configuration as? UIListContentConfiguration)?.text == "two")
    var states: [Bool] = []
    cell.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
    cell.isSelected = true
    cell.isSelected = true
    cell.isSelected = false
    #expect(states == [true, false])
    cell.contentConfiguration = nil
    #expect(!(cell.contentView is UIListContentView) && cell.contentView.superview === cell)
  }
  #endif
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
