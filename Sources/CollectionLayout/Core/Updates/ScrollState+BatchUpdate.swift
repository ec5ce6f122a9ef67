extension ScrollState {
  /// This state after `update`: each section offset follows its section to its new index;
  /// offsets of deleted sections are dropped; inserted sections start at 0; a reloaded
  /// section keeps its offset (clamp it to the new strip with
  /// ``LayoutModel/sanitized(_:diagnostics:)`` after the layout). O(listed sections).
  public func following(_ update: BatchUpdate) -> ScrollState {
    var result = self
    result.sectionOffsets = [:]
    for (old, offset) in sectionOffsets {
      if let new = update.newSection(forOld: old) { result.sectionOffsets[new] = offset }
    }
    return result
  }
}
