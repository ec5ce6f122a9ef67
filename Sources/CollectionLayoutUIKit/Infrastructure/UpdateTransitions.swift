import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// An answer to UIKit's initial or final attributes: the engine's attributes (under
/// their own identity, which UIKit's index path replaces) and which model they come from.
struct Transition {
  /// Frame, alpha and the rest.
  var attributes: LayoutAttributes
  /// Whether they come from the model before the update (else from the one after it).
  var isFromBefore: Bool
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
///
/// A class: UIKit asks once per element on screen, and each answer reads it where it is
/// rather than copying the model it holds.
@MainActor
final class UpdateTransitions {
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

  /// Where an element on screen after the update starts: its attributes before the
  /// update if it existed, else its new ones in `after`, faded out (`alpha` 0).
  func initial(_ id: ElementID, after: LayoutModel) -> Transition? {
    if let oldID = update.oldID(of: id), let a = before.attributes(for: oldID, scroll: scroll) {
      return Transition(attributes: a, isFromBefore: true)
    }
    return fading(id, in: after, scroll: scrollAfter, isFromBefore: false)
  }

  /// Where an element on screen before the update ends: its attributes after the update
  /// (in `after`) if it survived, else its old ones, faded out.
  func final(_ id: ElementID, after: LayoutModel) -> Transition? {
    if let newID = update.newID(of: id), let a = after.attributes(for: newID, scroll: scrollAfter) {
      return Transition(attributes: a, isFromBefore: false)
    }
    return fading(id, in: before, scroll: scroll, isFromBefore: true)
  }

  /// `model`'s attributes of `id` at `scroll`, faded out.
  private func fading(_ id: ElementID, in model: LayoutModel, scroll: ScrollState, isFromBefore: Bool) -> Transition? {
    guard var a = model.attributes(for: id, scroll: scroll) else { return nil }
    a.alpha = 0
    return Transition(attributes: a, isFromBefore: isFromBefore, isFade: true)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
