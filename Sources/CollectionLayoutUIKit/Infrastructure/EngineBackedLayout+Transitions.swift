import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

// The attributes an update's animations start or end at, for the appearing and
// disappearing overrides in EngineBackedLayout.swift.
extension EngineBackedLayout {
  /// The attributes of element `id` at `indexPath` at the update's start (`initial`) or
  /// end, from the model they come from, moved with the reader's anchor; `nil` outside an
  /// update or for an element the update does not animate.
  func transition(initial: Bool, _ id: ElementID?, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let id, let transitions, let after = modelForTransitions,
      let answer = initial ? transitions.initial(id, after: after) : transitions.final(id, after: after)
    else { return nil }
    let shifted = anchorShifted(answer, initial: initial)
    // Each model is passed where it is held, not copied.
    return answer.isFromBefore
      ? transitionAttributes(shifted, from: transitions.before, at: indexPath)
      : transitionAttributes(shifted, from: after, at: indexPath)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
