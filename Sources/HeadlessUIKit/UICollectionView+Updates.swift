import Foundation

/// Batch updates, in UIKit's order: `invalidateLayout(with:)` (data source counts) →
/// `prepare()` → `prepare(forCollectionViewUpdates:)` → content size →
/// `targetContentOffset(forProposedContentOffset:)` → the elements visible there → initial
/// attributes of every element on screen after the update, final attributes of every
/// element on screen before it → `finalizeCollectionViewUpdates()`.
///
/// Where UIKit asks for the offset to rest at follows MagazineLayout, which relies on it:
/// it takes its anchor in `prepare(forCollectionViewUpdates:)`, reads it in
/// `targetContentOffset(forProposedContentOffset:)`, shifts the initial attributes of the
/// items that appear by what that call changed, and drops both in
/// `finalizeCollectionViewUpdates()`. Apple documents only that the call comes after
/// `prepare()` and `collectionViewContentSize`.
extension UICollectionView {
  /// Runs `updates` (which call the insert, delete, reload and move methods) as one batch.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    // HeadlessUIKit's choice (UIKit documents no order): an interactive movement or layout
    // change is cancelled first, so the update applies to the data source's order and
    // reaches the layout that stays.
    if batchDepth == 0 {
      cancelInteractiveMovement()
      cancelInteractiveTransition()
    }
    layoutIfNeeded()
    _ = loadedCounts()
    batchDepth += 1
    updates?()
    batchDepth -= 1
    guard batchDepth == 0 else { return }
    commitUpdates()
    completion?(true)
  }

  /// Inserts sections (positions after the update).
  public func insertSections(_ sections: IndexSet) { enqueue(.insertSections(sections)) }
  /// Deletes sections (positions before the update).
  public func deleteSections(_ sections: IndexSet) { enqueue(.deleteSections(sections)) }
  /// Reloads sections (positions before the update).
  public func reloadSections(_ sections: IndexSet) { enqueue(.reloadSections(sections)) }
  /// Moves a section.
  public func moveSection(_ section: Int, toSection newSection: Int) { enqueue(.moveSection(section, newSection)) }
  /// Inserts items (paths after the update).
  public func insertItems(at indexPaths: [IndexPath]) { enqueue(.insertItems(indexPaths)) }
  /// Deletes items (paths before the update).
  public func deleteItems(at indexPaths: [IndexPath]) { enqueue(.deleteItems(indexPaths)) }
  /// Reloads items (paths before the update).
  public func reloadItems(at indexPaths: [IndexPath]) { enqueue(.reloadItems(indexPaths)) }
  /// Moves an item.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    enqueue(.moveItem(indexPath, newIndexPath))
  }

  /// Inside a batch, collects the update; outside, runs it as a batch of its own (as UIKit).
  func enqueue(_ update: HeadlessUpdate) {
    if batchDepth > 0 {
      pendingUpdates.append(update)
    } else {
      performBatchUpdates { self.pendingUpdates.append(update) }
    }
  }

  /// Applies the collected updates.
  func commitUpdates() {
    let updates = pendingUpdates
    pendingUpdates = []
    guard !updates.isEmpty else { return }
    commit(updates, newCounts: readCounts(), context: collectionViewLayout.makeInvalidationContext())
  }

  /// Runs `updates` through the layout, in UIKit's order, to `newCounts` (the data
  /// source's, or an interactive movement's tentative counts); `context` is the one the
  /// layout is invalidated with, marked for data-source counts.
  func commit(_ updates: [HeadlessUpdate], newCounts: [Int], context: UICollectionViewLayoutInvalidationContext) {
    let oldCounts = loadedCounts()
    let mapping: HeadlessUpdateMapping
    do {
      mapping = try HeadlessUpdateMapping(updates, oldCounts: oldCounts, newCounts: newCounts)
    } catch {
      reject(.inconsistentUpdate, "Invalid update: \(error.message)")
      reloadData()
      return
    }
    itemCounts = newCounts
    let layout = collectionViewLayout
    context.invalidateDataSourceCounts = true
    layout.invalidateLayout(with: context)
    layoutNeedsPrepare = false
    record(.prepare)
    layout.prepare()
    if headlessQueriesDuringUpdates {
      record(.layoutAttributesForElements, detail: "during the update")
      _ = layout.layoutAttributesForElements(in: layoutRect(for: bounds))
    }
    let items = updateItems(updates)
    record(.prepareForCollectionViewUpdates, detail: items.map(\.description).joined(separator: ", "))
    layout.prepare(forCollectionViewUpdates: items)
    readContentSize()
    settleContentOffset(after: layout)
    let after = queryVisibleElements()
    var animations = UpdateAnimations()
    for a in after {
      let element = DisplayedElement(a)
      animations.initial[element] = askTransition(initial: true, element)
    }
    for element in displayed.keys.sorted(by: { $0.indexPath < $1.indexPath }) {
      animations.final[element] = askTransition(initial: false, element)
    }
    record(.finalizeCollectionViewUpdates)
    layout.finalizeCollectionViewUpdates()
    headlessLastUpdate = animations
    // Views follow their elements to the new index paths.
    var carried = displayed
    displayed = [:]
    for (element, entry) in carried {
      // A reloaded item's cell is discarded; display makes a new one from the data source.
      if element.category == .cell && mapping.reloadedItems.contains(element.indexPath) { continue }
      if let moved = newElement(for: element, mapping: mapping) {
        displayed[moved] = entry
        carried[element] = nil
      }
    }
    for (_, entry) in carried { enqueueForReuse(entry.view) }
    display(after, selfSizing: true)
    setNeedsLayout()
    layoutIfNeeded()
  }

  /// Prepares `layout` if it was invalidated, reads its content size and asks where to
  /// rest: what an animated bounds change and a layout change do before their layout pass.
  func prepareAndSettle(_ layout: UICollectionViewLayout) {
    _ = loadedCounts()
    prepareIfNeeded()
    readContentSize()
    settleContentOffset(after: layout)
  }

  /// Asks for an element's initial (appearing) or final (disappearing) attributes and
  /// checks them.
  func askTransition(initial: Bool, _ element: DisplayedElement) -> UICollectionViewLayoutAttributes? {
    let layout = collectionViewLayout
    let path = element.indexPath
    let kind = element.kind ?? ""
    let answer: UICollectionViewLayoutAttributes?
    switch (element.category, initial) {
    case (.cell, true):
      record(.initialAttributesForAppearingItem, indexPath: path)
      answer = layout.initialLayoutAttributesForAppearingItem(at: path)
    case (.cell, false):
      record(.finalAttributesForDisappearingItem, indexPath: path)
      answer = layout.finalLayoutAttributesForDisappearingItem(at: path)
    case (.supplementaryView, true):
      record(.initialAttributesForAppearingSupplementary, indexPath: path, kind: kind)
      answer = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: path)
    case (.supplementaryView, false):
      record(.finalAttributesForDisappearingSupplementary, indexPath: path, kind: kind)
      answer = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: path)
    case (.decorationView, true):
      record(.initialAttributesForAppearingDecoration, indexPath: path, kind: kind)
      answer = layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: path)
    case (.decorationView, false):
      record(.finalAttributesForDisappearingDecoration, indexPath: path, kind: kind)
      answer = layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: path)
    }
    // UIKit animates from the answer's geometry whatever index path it carries:
    // MagazineLayout returns an item's previous attributes, old index path included.
    if let answer { validateGeometry(answer, context: initial ? "initial attributes" : "final attributes") }
    return answer
  }

  /// The element a displayed one becomes after the update, or `nil` if it is gone.
  func newElement(for element: DisplayedElement, mapping: HeadlessUpdateMapping) -> DisplayedElement? {
    var moved = element
    if element.category == .cell {
      guard let p = mapping.newPath(forOld: element.indexPath) else { return nil }
      moved.indexPath = p
    } else {
      guard let s = mapping.newSection(forOld: element.indexPath.section) else { return nil }
      moved.indexPath = IndexPath(item: element.indexPath.item, section: s)
    }
    return moved
  }

  /// During an update, an animated bounds change or a layout change UIKit asks where to
  /// rest: the layout, then the delegate.
  func settleContentOffset(after layout: UICollectionViewLayout) {
    record(.targetContentOffset, detail: "\(contentOffset)")
    var target = layout.targetContentOffset(forProposedContentOffset: contentOffset)
    if let collectionDelegate {
      target = collectionDelegate.collectionView(self, targetContentOffsetForProposedContentOffset: target)
    }
    if target != contentOffset { contentOffset = target }
  }

  /// UIKit's update items for `updates`, in the order given.
  func updateItems(_ updates: [HeadlessUpdate]) -> [UICollectionViewUpdateItem] {
    func section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
    var items: [UICollectionViewUpdateItem] = []
    for u in updates {
      switch u {
      case .insertSections(let s): items += s.map { .init(action: .insert, before: nil, after: section($0)) }
      case .deleteSections(let s): items += s.map { .init(action: .delete, before: section($0), after: nil) }
      case .reloadSections(let s): items += s.map { .init(action: .reload, before: section($0), after: section($0)) }
      case .moveSection(let a, let b): items.append(.init(action: .move, before: section(a), after: section(b)))
      case .insertItems(let p): items += p.map { .init(action: .insert, before: nil, after: $0) }
      case .deleteItems(let p): items += p.map { .init(action: .delete, before: $0, after: nil) }
      case .reloadItems(let p): items += p.map { .init(action: .reload, before: $0, after: $0) }
      case .moveItem(let a, let b): items.append(.init(action: .move, before: a, after: b))
      }
    }
    return items
  }
}
