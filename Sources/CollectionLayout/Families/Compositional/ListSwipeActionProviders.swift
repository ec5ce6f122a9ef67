/// The swipe actions' providers a list configuration carries for an adapter: the UIKit
/// module's `leadingSwipeActionsConfigurationProvider` and
/// `trailingSwipeActionsConfigurationProvider`, whose types the engine cannot name. The
/// engine never calls them; it keeps them with the section they were configured for and
/// hands them back (``CompositionalLayoutEngine/listSwipeActionProviders(ofSection:)``).
package struct ListSwipeActionProviders: Hashable, Sendable {
  /// The provider of the actions revealed at a row's leading edge.
  package var leading: OpaqueProvider?
  /// The provider of the actions revealed at a row's trailing edge.
  package var trailing: OpaqueProvider?

  /// No provider on either edge.
  package init() {}

  /// Whether neither edge has a provider.
  package var isEmpty: Bool { leading == nil && trailing == nil }

  /// A provider the engine only carries: equal to itself alone, as a list configuration's
  /// ``LayoutListConfiguration/itemSeparatorHandler`` is compared.
  package final class OpaqueProvider: Hashable, Sendable {
    /// The adapter's closure.
    package let value: any Sendable

    /// Holds `value`.
    package init(_ value: any Sendable) { self.value = value }

    package static func == (a: OpaqueProvider, b: OpaqueProvider) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }
}

extension CompositionalLayoutEngine {
  /// Whether any section of the last layout is a list with swipe actions.
  ///
  /// - Complexity: O(sections), a field read each (no section layout is cast or copied).
  package var hasListSwipeActions: Bool { model.sections.contains { $0.adapterAttachment != nil } }

  /// The swipe actions' providers of section `section`'s list configuration when it was
  /// last laid out; `nil` for a section that is no list or whose list has none.
  ///
  /// - Parameter section: The section.
  /// - Returns: Its providers, or `nil`.
  /// - Complexity: O(1).
  package func listSwipeActionProviders(ofSection section: Int) -> ListSwipeActionProviders? {
    guard model.sections.indices.contains(section) else { return nil }
    return model.sections[section].adapterAttachment as? ListSwipeActionProviders
  }
}
