import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// How an adapter spells the engine's element kinds for UIKit, and back.
struct ElementKindNames: Sendable {
  /// The UIKit kind of each engine kind that is spelled differently.
  private let names: [ElementKind: String]
  private let kinds: [String: ElementKind]
  /// Engine decorations UIKit sees as supplementary views, which the data source supplies
  /// (the scrollable-section layout's backgrounds, as upstream).
  private let supplementaryDecorations: Set<ElementKind>

  /// Headers and footers use UIKit's section kinds; `extra` adds the adapter's own (for
  /// example the split layout's background decoration); decorations of the kinds in
  /// `asSupplementaries` are presented as supplementary views. Main-actor isolated, as
  /// UIKit's kind constants are (the value itself is `Sendable` and is read anywhere).
  @MainActor init(extra: [ElementKind: String] = [:], asSupplementaries: Set<ElementKind> = []) {
    var names: [ElementKind: String] = [
      .header: UICollectionView.elementKindSectionHeader, .footer: UICollectionView.elementKindSectionFooter,
    ]
    names.merge(extra) { _, new in new }
    self.init(names: names, asSupplementaries: asSupplementaries)
  }

  private init(names: [ElementKind: String], asSupplementaries: Set<ElementKind> = []) {
    self.names = names
    self.kinds = Dictionary(uniqueKeysWithValues: names.map { ($1, $0) })
    self.supplementaryDecorations = asSupplementaries
  }

  /// Every kind spelled as the app spelled it (compositional layouts, whose kinds are the
  /// app's strings).
  static let verbatim = ElementKindNames(names: [:])

  /// UIKit's string for `kind`.
  func uiKitKind(_ kind: ElementKind) -> String { names[kind] ?? kind.rawValue }

  /// The engine kind for UIKit's `kind` string; `nil` for a string this adapter has no
  /// element of: one that spells an engine kind UIKit knows by another name (`"header"`,
  /// where the engine's headers are UIKit's `elementKindSectionHeader`), so that asking for
  /// an app's own `"header"` kind never answers with the section header.
  func engineKind(_ kind: String) -> ElementKind? {
    if let mapped = kinds[kind] { return mapped }
    let verbatim = ElementKind(rawValue: kind)
    return names[verbatim] == nil ? verbatim : nil
  }

  /// Whether engine decorations of `kind` are supplementary views for UIKit.
  func presentsAsSupplementary(_ kind: ElementKind) -> Bool { supplementaryDecorations.contains(kind) }

  /// The engine identity of a supplementary or decoration element UIKit names; `nil` when
  /// the adapter has no element of that kind (see ``engineKind(_:)``).
  func elementID(category: ElementCategory, kind: String, at indexPath: IndexPath) -> ElementID? {
    guard let engineKind = engineKind(kind) else { return nil }
    let category = category == .supplementary && presentsAsSupplementary(engineKind) ? .decoration : category
    return ElementID(category: category, kind: engineKind, section: indexPath.section, item: indexPath.item)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
