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

  /// Where an element on screen after the update starts: its attributes before the
  /// update if it existed, else its new ones, faded out (`alpha` 0). The model the answer
  /// comes from is returned with it.
  func initial(_ id: ElementID, after: LayoutModel) -> Transition? {
    if let old = update.oldID(of: id), let a = before.attributes(for: old, scroll: scroll) {
      return Transition(attributes: a, model: before)
    }
    guard var a = after.attributes(for: id, scroll: scrollAfter) else { return nil }
    a.alpha = 0
    return Transition(attributes: a, model: after)
  }

  /// Where an element on screen before the update ends: its attributes after the update
  /// if it survived, else its old ones, faded out.
  func final(_ id: ElementID, after: LayoutModel) -> Transition? {
    if let new = update.newID(of: id), let a = after.attributes(for: new, scroll: scrollAfter) {
      return Transition(attributes: a, model: after)
    }
    guard var a = before.attributes(for: id, scroll: scroll) else { return nil }
    a.alpha = 0
    return Transition(attributes: a, model: before)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
