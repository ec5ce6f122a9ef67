import Foundation

/// One call the headless collection view made on its layout (or on a view, for
/// self-sizing), in order. Tests read ``UICollectionView/headlessLayoutCalls``.
public struct LayoutCall: Hashable, Sendable, CustomStringConvertible {
  /// The method called, named as in UIKit.
  public enum Method: String, Hashable, Sendable {
    /// Before the layout's attributes are read, after each invalidation.
    case prepare = "prepare()"
    /// The content size, read after `prepare()`.
    case collectionViewContentSize = "collectionViewContentSize"
    /// A rect query: the visible bounds, or a larger rect.
    case layoutAttributesForElements = "layoutAttributesForElements(in:)"
    /// One cell's attributes.
    case layoutAttributesForItem = "layoutAttributesForItem(at:)"
    /// One supplementary view's attributes.
    case layoutAttributesForSupplementaryView = "layoutAttributesForSupplementaryView(ofKind:at:)"
    /// One decoration view's attributes.
    case layoutAttributesForDecorationView = "layoutAttributesForDecorationView(ofKind:at:)"
    /// Asked on every bounds change (a scroll or a resize).
    case shouldInvalidateForBoundsChange = "shouldInvalidateLayout(forBoundsChange:)"
    /// Asked when the layout answered yes to the bounds change.
    case invalidationContextForBoundsChange = "invalidationContext(forBoundsChange:)"
    /// An invalidation, with its context.
    case invalidateLayout = "invalidateLayout(with:)"
    /// The start of a batch update, with its update items.
    case prepareForCollectionViewUpdates = "prepare(forCollectionViewUpdates:)"
    /// Where an inserted or moved cell animates from.
    case initialAttributesForAppearingItem = "initialLayoutAttributesForAppearingItem(at:)"
    /// Where a deleted or moved cell animates to.
    case finalAttributesForDisappearingItem = "finalLayoutAttributesForDisappearingItem(at:)"
    /// Where an appearing supplementary view animates from.
    case initialAttributesForAppearingSupplementary =
      "initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)"
    /// Where a disappearing supplementary view animates to.
    case finalAttributesForDisappearingSupplementary =
      "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)"
    /// Where an appearing decoration view animates from.
    case initialAttributesForAppearingDecoration = "initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)"
    /// Where a disappearing decoration view animates to.
    case finalAttributesForDisappearingDecoration = "finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)"
    /// The end of a batch update.
    case finalizeCollectionViewUpdates = "finalizeCollectionViewUpdates()"
    /// A self-sizing view asked for its preferred attributes.
    case preferredLayoutAttributesFitting = "preferredLayoutAttributesFitting(_:)"
    /// Whether a view's preferred attributes invalidate the layout.
    case shouldInvalidateForPreferredAttributes =
      "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)"
    /// The invalidation for a view's preferred attributes.
    case invalidationContextForPreferredAttributes =
      "invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)"
    /// Where to rest after a batch update.
    case targetContentOffset = "targetContentOffset(forProposedContentOffset:)"
    /// Where a fling comes to rest.
    case targetContentOffsetWithVelocity = "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)"
    /// The start of an animated bounds change (a rotation).
    case prepareForAnimatedBoundsChange = "prepare(forAnimatedBoundsChange:)"
    /// The end of an animated bounds change.
    case finalizeAnimatedBoundsChange = "finalizeAnimatedBoundsChange()"
    /// The old layout of a layout change, told it is about to be removed.
    case prepareForTransitionToLayout = "prepareForTransition(to:)"
    /// The new layout of a layout change, told it is about to be installed.
    case prepareForTransitionFromLayout = "prepareForTransition(from:)"
    /// Both layouts of a layout change, once the new one is laid out.
    case finalizeLayoutTransition = "finalizeLayoutTransition()"
    /// Where an interactively moving item goes, for the finger's position.
    case targetIndexPathForInteractivelyMovingItem = "targetIndexPath(forInteractivelyMovingItem:withPosition:)"
    /// The attributes of the interactively moving item, shown under the finger.
    case layoutAttributesForInteractivelyMovingItem =
      "layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)"
    /// The context for a step of an interactive movement.
    case invalidationContextForInteractivelyMovingItems =
      "invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)"
    /// The context for the end (or cancellation) of an interactive movement.
    case invalidationContextForEndingInteractiveMovement =
      "invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)"
  }

  /// The method.
  public var method: Method
  /// The index path argument, if any.
  public var indexPath: IndexPath?
  /// The element kind argument, if any.
  public var kind: String?
  /// Anything else worth reading: a rect, the context's flags, the update items.
  public var detail: String

  /// Creates a record.
  public init(_ method: Method, indexPath: IndexPath? = nil, kind: String? = nil, detail: String = "") {
    self.method = method
    self.indexPath = indexPath
    self.kind = kind
    self.detail = detail
  }

  /// `method [kind] [path] detail`.
  public var description: String {
    [method.rawValue, kind, indexPath.map { "\($0)" }, detail.isEmpty ? nil : detail].compactMap { $0 }
      .joined(separator: " ")
  }
}

/// Something the headless collection view caught that UIKit would reject (raise, assert
/// or silently misdraw). An adapter's tests assert that there are none.
public struct UIKitRejection: Hashable, Sendable, CustomStringConvertible {
  /// The kind of problem.
  public enum Reason: String, Hashable, Sendable {
    /// A frame or content size with NaN, an infinity or a negative extent.
    case nonFiniteGeometry
    /// Attributes for an index path the data source does not have.
    case indexPathOutOfRange
    /// The same element twice in one answer.
    case duplicateElement
    /// No attributes for an element the collection view needs.
    case missingAttributes
    /// Attributes for another element than the one asked for.
    case mismatchedIndexPath
    /// An element's own query answers another frame, alpha, zIndex, hidden flag or 3D
    /// transform than the rect query did (HeadlessUIKit's check: UIKit asks each way at
    /// different moments, so the element would change between them).
    case inconsistentAttributes
    /// A decoration kind without a registered view class.
    case unregisteredDecorationKind
    /// A cell or supplementary reuse identifier that was never registered.
    case unregisteredReuseIdentifier
    /// A supplementary view the data source cannot provide.
    case missingSupplementaryView
    /// No cell from the data source for an item (a diffable data source's cell provider
    /// returned `nil`; UIKit raises).
    case missingCell
    /// A batch update whose counts do not add up (UIKit's internal inconsistency).
    case inconsistentUpdate
    /// Self-sizing that did not settle within a bounded number of passes.
    case selfSizingDidNotConverge
    /// An interactive layout change started while one runs.
    case layoutTransitionInProgress
    /// A cell or supplementary registration made while the collection view asked its data
    /// source for a view, then used (UIKit raises from iOS 15).
    case registrationMadeDuringViewRequest
  }

  /// The kind of problem.
  public var reason: Reason
  /// What exactly, naming the element.
  public var message: String

  /// `reason: message`.
  public var description: String { "\(reason.rawValue): \(message)" }
}

/// Identity of a displayed element: category, kind and index path.
public struct DisplayedElement: Hashable, Sendable, CustomStringConvertible {
  /// Cell, supplementary or decoration.
  public var category: UICollectionView.ElementCategory
  /// The kind (nil for cells).
  public var kind: String?
  /// The index path.
  public var indexPath: IndexPath

  /// Creates an identity.
  public init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
    self.category = category
    self.kind = kind
    self.indexPath = indexPath
  }

  /// `kind [s, i]` or `cell [s, i]`.
  public var description: String { "\(kind ?? "cell") \(indexPath)" }
}
