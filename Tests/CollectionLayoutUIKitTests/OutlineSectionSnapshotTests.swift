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

  /// A sidebar of `tree` shown through a diffable data source.
  struct Outline {
    let controller: UICollectionViewController
    let source: UICollectionViewDiffableDataSource<Int, String>
  }

  @available(iOS 14, tvOS 14, *)
  static func outline(_ tree: Tree) -> Outline {
    let layout = CompositionalLayout.list(using: LayoutListConfiguration(appearance: .sidebar))
    let controller = UICollectionViewController(collectionViewLayout: layout)
    controller.show(width: 320, height: 800)
    controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: controller.collectionView) {
      view, indexPath, _ in view.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    var sections = NSDiffableDataSourceSnapshot<Int, String>()
    sections.appendSections([0])
    source.apply(sections, animatingDifferences: false)
    source.apply(tree, to: 0, animatingDifferences: false)
    controller.collectionView.layoutIfNeeded()
    return Outline(controller: controller, source: source)
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
    tree.append(["folder", "locked"])
    let outline = Self.outline(tree)
    var events: [String] = []
    outline.source.sectionSnapshotHandlers.shouldExpandItem = { $0 != "locked" }
    outline.source.sectionSnapshotHandlers.willExpandItem = { events.append("will expand \($0)") }
    outline.source.sectionSnapshotHandlers.willCollapseItem = { events.append("will collapse \($0)") }
    outline.source.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, existing in
      guard existing.items.isEmpty else { return existing }
      var children = Tree()
      children.append(["\(parent)/1", "\(parent)/2"])
      events.append("loaded \(parent)")
      return children
    }
    #expect(!outline.source.headlessTapOutlineDisclosure(of: "locked"))
    #expect(outline.source.headlessTapOutlineDisclosure(of: "folder"))
    #expect(outline.source.snapshot().itemIdentifiers == ["folder", "folder/1", "folder/2", "locked"])
    #expect(outline.source.headlessTapOutlineDisclosure(of: "folder"))
    #expect(outline.source.headlessTapOutlineDisclosure(of: "folder"))
    #expect(events == ["will expand folder", "loaded folder", "will collapse folder", "will expand folder"])
    let view = try #require(outline.controller.collectionView)
    #expect(view.numberOfItems(inSection: 0) == 4)
    #expect(view.headlessRejections.isEmpty)
  }
  #endif
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
