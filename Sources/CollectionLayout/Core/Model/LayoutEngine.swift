/// What every layout family's engine offers, whatever its data source: the computed
/// ``LayoutModel``, invalidation, batch updates, measured sizes and diagnostics.
///
/// ``SplitLayout``, ``PluginLayoutEngine``, ``ScrollableSectionsLayout`` and
/// ``CompositionalLayoutEngine`` conform. Laying out is each family's own
/// `prepare(environment:dataSource:)`, since each reads its own data source (a thin
/// convenience that presents it to the model as a ``LayoutSource``); everything after that
/// is this protocol, so the UIKit adapters and the spec tool drive every family alike.
public protocol LayoutEngine {
  /// The computed layout: query it for elements and the content size.
  var model: LayoutModel { get }

  /// Marks sections whose data changed; the next prepare lays out only them.
  ///
  /// - Parameter sections: Indices of sections; unknown ones are ignored.
  /// - Complexity: O(k) for k sections.
  mutating func invalidateSections(_ sections: some Sequence<Int>)

  /// Marks everything for layout at the next prepare.
  mutating func invalidateAll()

  /// Applies a batch update's structure (see ``LayoutModel/apply(_:)``).
  ///
  /// - Parameter update: The batch update, as UIKit's `performBatchUpdates` describes it.
  /// - Complexity: O(sections + measured sizes).
  mutating func apply(_ update: BatchUpdate)

  /// Records the size a view measured for an element (self-sizing); the next prepare lays
  /// it out at that size.
  ///
  /// - Parameters:
  ///   - size: The measured size; non-finite and negative extents are reported and
  ///     repaired (the compositional engine ignores such a size).
  ///   - element: A cell, a header or a footer (a compositional layout: any boundary
  ///     supplementary).
  /// - Returns: Whether it differs from what was recorded before.
  /// - Complexity: O(1); the next prepare lays out what the size changes.
  @discardableResult
  mutating func setMeasuredSize(_ size: Size, for element: ElementID) -> Bool

  /// The size recorded by ``setMeasuredSize(_:for:)``.
  ///
  /// - Parameter element: The element.
  /// - Returns: The size, or `nil` when none is recorded.
  /// - Complexity: O(1).
  func measuredSize(of element: ElementID) -> Size?

  /// Forgets every measured size (the data was reloaded).
  mutating func removeMeasuredSizes()

  /// Everything the engine repaired: bad inputs, clamped values.
  var diagnostics: [Diagnostic] { get }

  /// Changes the engine's model in place: the defaults below (invalidation, updates,
  /// measured sizes kept by the model) are written once on it. `body` reaches only the
  /// model's public API.
  ///
  /// - Parameter body: Receives the model, which it may change.
  /// - Returns: What `body` returns.
  mutating func modifyModel<Result>(_ body: (inout LayoutModel) -> Result) -> Result
}

extension LayoutEngine {
  /// Marks sections whose data changed; the next prepare lays out only them.
  ///
  /// - Parameter sections: Indices of sections; unknown ones are ignored.
  /// - Complexity: O(k) for k sections.
  public mutating func invalidateSections(_ sections: some Sequence<Int>) {
    modifyModel { $0.invalidateSections(sections) }
  }

  /// Marks everything for layout at the next prepare.
  public mutating func invalidateAll() { modifyModel { $0.invalidateAll() } }

  /// Applies a batch update's structure (see ``LayoutModel/apply(_:)``).
  ///
  /// - Parameter update: The batch update, as UIKit's `performBatchUpdates` describes it.
  /// - Complexity: O(sections + measured sizes).
  public mutating func apply(_ update: BatchUpdate) { modifyModel { $0.apply(update) } }

  /// Everything the model repaired while laying out.
  public var diagnostics: [Diagnostic] { model.diagnostics }

  /// Records the size a view measured in the model (see ``LayoutModel/setMeasuredSize(_:for:)``).
  ///
  /// - Parameters:
  ///   - size: The measured size; non-finite and negative extents are repaired and reported.
  ///   - element: A cell, a header or a footer.
  /// - Returns: Whether it differs from what was recorded before.
  /// - Complexity: O(1); the next prepare lays out the element's section.
  @discardableResult
  public mutating func setMeasuredSize(_ size: Size, for element: ElementID) -> Bool {
    modifyModel { $0.setMeasuredSize(size, for: element) }
  }

  /// The size the model recorded.
  ///
  /// - Parameter element: The element.
  /// - Returns: The size, or `nil` when none is recorded.
  /// - Complexity: O(1).
  public func measuredSize(of element: ElementID) -> Size? { model.measuredSize(of: element) }

  /// Forgets every measured size and marks everything for layout.
  public mutating func removeMeasuredSizes() { modifyModel { $0.removeMeasuredSizes() } }
}

extension LayoutEngine {
  /// The environment of the last prepare.
  public var environment: LayoutEnvironment { model.configuration.environment }

  /// Where content shorter than the viewport rests along the scroll axis (see
  /// ``LayoutModel/shortContentAlignment``).
  ///
  /// - Complexity: O(sections) when it changes; no section is laid out again.
  public var shortContentAlignment: ShortContentAlignment {
    get { model.shortContentAlignment }
    set { modifyModel { $0.shortContentAlignment = newValue } }
  }

  /// Whether effects run in their reduced-motion forms (see ``LayoutModel/reducesMotion``).
  ///
  /// - Complexity: O(sections + effects) when it changes; no section is laid out again.
  public var reducesMotion: Bool {
    get { model.reducesMotion }
    set { modifyModel { $0.reducesMotion = newValue } }
  }
}
