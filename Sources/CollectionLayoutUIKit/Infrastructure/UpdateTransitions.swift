import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// An answer to UIKit's initial or final attributes: the engine's attributes (under
/// their own identity, which UIKit's index path replaces) and the model they come from.
struct Transition {
  /// Frame, alpha and the rest.
  var attributes: LayoutAttributes
  /// The model before or after the update, for per-section settings.
  var model: LayoutModel
  /// Whether the element fades in or out where it is (it has no counterpart across the
  /// update), rather than moving between its two frames.
  var isFade = false
}

/// Answers UIKit's initial and final attributes during a batch update from the model
/// before the update, the model after it and the mapping between them.
///
/// An element that exists on both sides animates from its old frame to its new one; an
/// inserted (or reloaded) element fades in at its new frame; a deleted one fades out at
/// its old frame. Every answer carries the index path UIKit asked with.
@MainActor
struct UpdateTransitions {
  /// The model before the update.
  let before: LayoutModel
  /// Where everything went.
  let update: BatchUpdate
  /// Where the content was scrolled before the update (pinned elements are placed for it
  /// on both sides).
  let scroll: ScrollState
  /// The same after the update: section offsets moved with their sections.
  let scrollAfter: ScrollState

  init(before: LayoutModel, update: BatchUpdate, scroll: ScrollState) {
    self.before = before
    self.update = update
    self.scroll = scroll
    self.scrollAfter = scroll.sectionOffsets.isEmpty ? scroll : scroll.following(update)
  }

  /// A model with the scroll state its attributes are read at.
  typealias Moment = (model: LayoutModel, scroll: ScrollState)

  /// Where an element on screen after the update starts: its attributes before the
  /// update if it existed, else its new ones, faded out (`alpha` 0). The model the answer
  /// comes from is returned with it.
  func initial(_ id: ElementID, after: LayoutModel) -> Transition? {
    transition(of: id, as: update.oldID(of: id), in: (before, scroll), else: (after, scrollAfter))
  }

  /// Where an element on screen before the update ends: its attributes after the update
  /// if it survived, else its old ones, faded out.
  func final(_ id: ElementID, after: LayoutModel) -> Transition? {
    transition(of: id, as: update.newID(of: id), in: (after, scrollAfter), else: (before, scroll))
  }

  /// `other`'s attributes of the element `id` maps to there, when it has one; else `own`'s
  /// attributes of `id`, faded out.
  private func transition(of id: ElementID, as otherID: ElementID?, in other: Moment, else own: Moment) -> Transition? {
    if let otherID, let a = other.model.attributes(for: otherID, scroll: other.scroll) {
      return Transition(attributes: a, model: other.model)
    }
    guard var a = own.model.attributes(for: id, scroll: own.scroll) else { return nil }
    a.alpha = 0
    return Transition(attributes: a, model: own.model, isFade: true)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
