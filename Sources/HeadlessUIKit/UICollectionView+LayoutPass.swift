import Foundation

/// The layout pass: prepare, content size, the visible elements, self-sizing.
extension UICollectionView {
  /// Bounds the number of self-sizing rounds in one pass (UIKit loops until the sizes
  /// settle; a view that never settles would hang it).
  static let maximumSelfSizingRounds = 8

  /// One layout pass (see the type's documentation for the order).
  func performLayoutPass() {
    _ = loadedCounts()
    var round = 0
    while true {
      prepareIfNeeded()
      let attributes = queryVisibleElements()
      let resized = display(attributes, selfSizing: true)
      guard resized else { return }
      round += 1
      if round >= Self.maximumSelfSizingRounds {
        reject(.selfSizingDidNotConverge, "preferred sizes still change after \(round) layout passes")
        prepareIfNeeded()
        display(queryVisibleElements(), selfSizing: false)
        return
      }
    }
  }

  /// Calls `prepare()` if the layout was invalidated since its last one.
  func prepareIfNeeded() {
    guard layoutNeedsPrepare else { return }
    layoutNeedsPrepare = false
    record(.prepare)
    collectionViewLayout.prepare()
  }

  /// Reads the content size and asks for the elements in the bounds, validating both.
  func queryVisibleElements() -> [UICollectionViewLayoutAttributes] {
    let layout = collectionViewLayout
    readContentSize()
    let rect = layoutRect(for: bounds)
    record(.layoutAttributesForElements, detail: "\(rect)")
    let answer = layout.layoutAttributesForElements(in: rect) ?? []
    validate(answer, context: "layoutAttributesForElements(in: \(rect))")
    return substitutingMovingItem(answer)
  }

  /// Reads the layout's content size into the scroll view, validating it.
  func readContentSize() {
    record(.collectionViewContentSize)
    let size = collectionViewLayout.collectionViewContentSize
    if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
      reject(.nonFiniteGeometry, "content size \(size)")
    } else {
      contentSize = size
    }
  }

  /// Whether frames are mirrored between the layout and the screen.
  var flipsLayout: Bool {
    let layout = collectionViewLayout
    return layout.flipsHorizontallyInOppositeLayoutDirection
      && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
  }

  /// A rect in screen coordinates as the layout sees it (mirrored across the content
  /// width when the layout is flipped), and back: the mapping is its own inverse.
  func layoutRect(for rect: CGRect) -> CGRect {
    guard flipsLayout else { return rect }
    return CGRect(x: contentSize.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
  }

  /// A point in screen coordinates as the layout sees it (mirrored as ``layoutRect(for:)``).
  func layoutPoint(for point: CGPoint) -> CGPoint {
    layoutRect(for: CGRect(origin: point, size: .zero)).origin
  }

  /// Checks one answer of the layout for what UIKit rejects.
  func validate(_ attributes: [UICollectionViewLayoutAttributes], context: String) {
    var seen = Set<DisplayedElement>()
    let counts = loadedCounts()
    for a in attributes {
      let element = DisplayedElement(a)
      if !seen.insert(element).inserted { reject(.duplicateElement, "\(element) twice in \(context)") }
      validateGeometry(a, context: context)
      let path = a.indexPath
      switch a.representedElementCategory {
      case .cell:
        if path.count != 2 || !counts.indices.contains(path.section) || !(0..<counts[path.section]).contains(path.item)
        {
          reject(.indexPathOutOfRange, "cell \(path) in \(context): the data source has \(counts) items")
        }
      case .supplementaryView:
        if path.count != 2 || !counts.indices.contains(path.section) {
          reject(.indexPathOutOfRange, "\(element) in \(context): the data source has \(counts.count) sections")
        }
      case .decorationView:
        if collectionViewLayout.decorationViewClasses[a.representedElementKind ?? ""] == nil {
          reject(.unregisteredDecorationKind, "\(element) in \(context): the layout registered no view for its kind")
        }
      }
    }
  }

  func validateGeometry(_ a: UICollectionViewLayoutAttributes, context: String) {
    let f = a.frame
    if !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite && f.width >= 0
      && f.height >= 0 && a.alpha.isFinite)
    {
      reject(.nonFiniteGeometry, "\(DisplayedElement(a)) in \(context): frame \(f), alpha \(a.alpha)")
    }
  }

  /// Shows `attributes`: makes views for new elements, applies attributes, retires views
  /// that left; then lets cells and supplementary views self-size. Returns whether a
  /// preferred size invalidated the layout.
  @discardableResult
  func display(_ attributes: [UICollectionViewLayoutAttributes], selfSizing: Bool) -> Bool {
    var next: [DisplayedElement: (view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes)] = [:]
    var changed: [DisplayedElement] = []
    for original in attributes {
      let element = DisplayedElement(original)
      guard next[element] == nil else { continue }
      let shown = screenAttributes(original)
      if let current = displayed[element] {
        if !current.attributes.isEqual(shown) {
          current.view.apply(shown)
          changed.append(element)
        }
        next[element] = (current.view, shown)
        continue
      }
      guard let view = makeView(for: element) else { continue }
      view.headlessHost = self
      view.apply(shown)
      next[element] = (view, shown)
      changed.append(element)
      // The moving item's attributes are not its layout attributes (it follows the finger).
      if headlessVerifiesElementQueries, element != movingElement { verifyElementQuery(element, against: original) }
      if let cell = view as? UICollectionViewCell {
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: element.indexPath)
      }
    }
    for (element, entry) in displayed where next[element] == nil {
      if let cell = entry.view as? UICollectionViewCell {
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: element.indexPath)
      }
      enqueueForReuse(entry.view)
    }
    displayed = next
    guard selfSizing else { return false }
    // Views that asked to be measured again (`invalidateIntrinsicContentSize()`) self-size
    // with the ones shown or moved.
    if !pendingMeasurements.isEmpty {
      let counted = Set(changed)
      changed += pendingMeasurements.filter { displayed[$0] != nil && !counted.contains($0) }
      pendingMeasurements = []
    }
    var invalidated = false
    // A cell under the finger keeps its size until it is put down (HeadlessUIKit's choice).
    let moving = movingElement
    for element in changed.sorted(by: { $0.indexPath < $1.indexPath })
    where element.category != .decorationView && element != moving {
      guard let entry = displayed[element] else { continue }
      if selfSize(entry.view, original: entry.attributes) { invalidated = true }
    }
    return invalidated
  }

  /// Attributes as shown: a copy, mirrored when the layout is flipped.
  func screenAttributes(_ a: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    let copy = a.copy() as! UICollectionViewLayoutAttributes
    copy.frame = layoutRect(for: a.frame)
    return copy
  }

  /// A view for a newly shown element, from the data source or the layout's registry.
  func makeView(for element: DisplayedElement) -> UICollectionReusableView? {
    switch element.category {
    case .cell:
      // A drop placeholder's cell is the placeholder's, not the data source's.
      if let placeholder = dropPlaceholder(at: element.indexPath) { return placeholderCell(for: placeholder) }
      // While an item moves, the data source has not moved it yet: it is asked at its own path.
      let path = dataSourceIndexPath(forPresentationIndexPath: element.indexPath) ?? element.indexPath
      return requestingView { dataSource?.collectionView(self, cellForItemAt: path) }
    case .supplementaryView:
      guard let dataSource else { return nil }
      let view = requestingView {
        dataSource.collectionView(self, viewForSupplementaryElementOfKind: element.kind ?? "", at: element.indexPath)
      }
      if view is MissingSupplementaryView {
        reject(.missingSupplementaryView, "\(element): the data source provides no supplementary views")
      }
      return view
    case .decorationView:
      guard let type = collectionViewLayout.decorationViewClasses[element.kind ?? ""] as? UICollectionReusableView.Type
      else { return nil }
      return type.init()
    }
  }

  /// Asks the layout for one element, as UIKit does for updates and `scrollToItem`, and
  /// checks the answer matches.
  func verifyElementQuery(_ element: DisplayedElement, against original: UICollectionViewLayoutAttributes) {
    let layout = collectionViewLayout
    let answer: UICollectionViewLayoutAttributes?
    switch element.category {
    case .cell:
      record(.layoutAttributesForItem, indexPath: element.indexPath)
      answer = layout.layoutAttributesForItem(at: element.indexPath)
    case .supplementaryView:
      record(.layoutAttributesForSupplementaryView, indexPath: element.indexPath, kind: element.kind)
      answer = layout.layoutAttributesForSupplementaryView(ofKind: element.kind ?? "", at: element.indexPath)
    case .decorationView:
      record(.layoutAttributesForDecorationView, indexPath: element.indexPath, kind: element.kind)
      answer = layout.layoutAttributesForDecorationView(ofKind: element.kind ?? "", at: element.indexPath)
    }
    guard let answer else {
      reject(.missingAttributes, "\(element) is in the rect query's answer but its own query returns nil")
      return
    }
    if DisplayedElement(answer) != element {
      reject(.mismatchedIndexPath, "asked for \(element), got \(DisplayedElement(answer))")
    } else if answer.frame != original.frame {
      reject(.inconsistentAttributes, "\(element): frame \(answer.frame) alone but \(original.frame) in the rect query")
    } else if answer.alpha != original.alpha || answer.zIndex != original.zIndex || answer.isHidden != original.isHidden
      || !CATransform3DEqualToTransform(answer.transform3D, original.transform3D)
    {
      reject(
        .inconsistentAttributes,
        "\(element): alpha \(answer.alpha), z \(answer.zIndex), hidden \(answer.isHidden) or its transform alone differ "
          + "from the rect query's \(original.alpha), \(original.zIndex), \(original.isHidden)")
    }
  }

  /// Asks `view` for its preferred attributes and, if they differ, the layout whether to
  /// invalidate. Returns whether it did.
  func selfSize(_ view: UICollectionReusableView, original: UICollectionViewLayoutAttributes) -> Bool {
    let element = DisplayedElement(original)
    record(.preferredLayoutAttributesFitting, indexPath: element.indexPath, kind: element.kind)
    let preferred = view.preferredLayoutAttributesFitting(original.copy() as! UICollectionViewLayoutAttributes)
    guard !preferred.isEqual(original) else { return false }
    validateGeometry(preferred, context: "preferredLayoutAttributesFitting")
    let layout = collectionViewLayout
    record(.shouldInvalidateForPreferredAttributes, indexPath: element.indexPath, kind: element.kind)
    guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    else { return false }
    record(.invalidationContextForPreferredAttributes, indexPath: element.indexPath, kind: element.kind)
    let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    layout.invalidateLayout(with: context)
    return true
  }
}

extension DisplayedElement {
  /// The element `attributes` describe.
  @MainActor init(_ attributes: UICollectionViewLayoutAttributes) {
    self.init(
      category: attributes.representedElementCategory,
      kind: attributes.representedElementCategory == .cell ? nil : attributes.representedElementKind,
      indexPath: attributes.indexPath)
  }
}
