/// The item budget: one layout holds at most ``LayoutLimits/maximumItemCount`` items in all
/// its sections together. Sections keep the items their source gives, in section order,
/// until the budget runs out; the rest are not laid out, and each section cut short says so.
/// A data source that answers `Int.max` items therefore costs a bounded layout, not a crash.
///
/// The budget is kept incrementally: an update that cannot reach the limit (the last total
/// plus what the sections to lay out now ask for) reads nothing more; one that can walks
/// every section once and lays out again each one whose share changed, so an updated
/// layout equals a fresh one.
extension LayoutModel {
  /// What a budget grants the sections to lay out at this update, by section: all they
  /// ask for unless the limit can be reached. Marks for layout any other section whose
  /// share the change moved.
  ///
  /// - Complexity: O(sections to lay out); O(sections) when the limit can be reached.
  mutating func itemGrantsForUpdate(from source: some LayoutSource) -> [Int: ItemGrant] {
    var grants: [Int: ItemGrant] = [:]
    var asked = itemTotal
    for s in dirty.indices where dirty[s] {
      let grant = ItemGrant(s, from: source)
      grants[s] = grant
      asked += Swift.min(grant.requested, itemLimit + 1)
    }
    guard itemBudgetBinds || asked > itemLimit else { return grants }
    var budget = ItemBudget(limit: itemLimit)
    for s in sections.indices {
      let requested = grants[s]?.requested ?? sections[s].requestedItemCount
      let share = budget.grant(requested)
      if dirty[s] {
        grants[s] = share
      } else if share.granted != sections[s].items.count {
        dirty[s] = true
        grants[s] = share
      }
    }
    return grants
  }
}

/// The items a section asks for and the items the layout's budget grants it.
struct ItemGrant {
  /// What the source gave (at least 0).
  var requested: Int
  /// What the section holds: all it asked for unless the budget ran out.
  var granted: Int

  /// All that section `s` of `source` asks for.
  init(_ s: Int, from source: some LayoutSource) {
    requested = Swift.max(0, source.numberOfItems(inSection: s))
    granted = requested
  }

  /// `granted` of the `requested` items.
  init(requested: Int, granted: Int) {
    self.requested = requested
    self.granted = granted
  }

  /// The report of a section cut short by a budget of `limit`, if it was.
  func diagnostic(section: Int, limit: Int) -> Diagnostic? {
    guard granted < requested else { return nil }
    return Diagnostic(
      code: .sectionItemCount,
      message: "the data source gave \(requested) items; a layout holds \(limit) in all sections together,"
        + " so the first \(granted) are laid out",
      section: section)
  }
}

/// What is left of the layout's item budget while sections are granted their items in order.
struct ItemBudget {
  private var remaining: Int

  /// A budget of `limit` items.
  init(limit: Int) { remaining = Swift.max(0, limit) }

  /// Grants section `s` of `source` what it asks for, within what is left.
  mutating func grant(_ s: Int, from source: some LayoutSource) -> ItemGrant {
    grant(ItemGrant(s, from: source).requested)
  }

  /// Grants `requested` items, within what is left.
  mutating func grant(_ requested: Int) -> ItemGrant {
    let granted = Swift.min(requested, remaining)
    remaining -= granted
    return ItemGrant(requested: requested, granted: granted)
  }
}
