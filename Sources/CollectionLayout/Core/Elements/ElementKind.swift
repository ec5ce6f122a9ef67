/// The kind of a supplementary or decoration element, as UIKit's `elementKind` strings.
public struct ElementKind: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral {
  /// The kind's name; the spelling shown in JSON output.
  public var rawValue: String

  /// Creates a kind from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a kind from a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// A section header (`UICollectionView.elementKindSectionHeader`).
  public static let header: ElementKind = "header"
  /// A section footer (`UICollectionView.elementKindSectionFooter`).
  public static let footer: ElementKind = "footer"
  /// A section's background decoration.
  public static let background: ElementKind = "background"
}

/// What an element is to UIKit: a cell, a supplementary view or a decoration view.
public enum ElementCategory: String, Hashable, Sendable, CaseIterable {
  /// A cell: one item of a section.
  case cell
  /// A supplementary view: a header, a footer or a badge.
  case supplementary
  /// A decoration view: a section's background.
  case decoration
}
