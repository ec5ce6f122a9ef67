/// One effect of a section and the elements it applies to.
public struct SectionEffect: Sendable {
  /// The effect.
  public var effect: any ScrollEffect
  /// Which of the section's elements it changes.
  public var elements: EffectTargets

  /// Applies `effect` to `elements` of the section.
  public init(_ effect: any ScrollEffect, on elements: EffectTargets) {
    self.effect = effect
    self.elements = elements
  }

  /// Whether the effect applies to `id`.
  func applies(to id: ElementID) -> Bool {
    switch id.category {
    case .cell: elements.contains(.cells)
    case .supplementary:
      id.kind == .header ? elements.contains(.header) : id.kind == .footer ? elements.contains(.footer) : false
    case .decoration: elements.contains(.background)
    }
  }
}

/// The kinds of element of a section an effect applies to.
public struct EffectTargets: OptionSet, Hashable, Sendable {
  /// The kinds as bits.
  public let rawValue: Int
  /// Creates a set from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The section's cells.
  public static let cells = EffectTargets(rawValue: 1)
  /// The section's header.
  public static let header = EffectTargets(rawValue: 2)
  /// The section's footer.
  public static let footer = EffectTargets(rawValue: 4)
  /// The section's background decoration.
  public static let background = EffectTargets(rawValue: 8)
  /// Every element of the section.
  public static let all: EffectTargets = [.cells, .header, .footer, .background]
}
