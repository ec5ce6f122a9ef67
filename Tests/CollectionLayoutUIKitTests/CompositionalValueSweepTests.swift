import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// One number of a compositional model built through the public classes, as an app builds
/// it (the spec sweep reaches the same engine through the spec reader instead).
enum CompositionalNumber: String, CaseIterable, CustomStringConvertible {
  case itemAbsoluteWidth, itemEstimatedHeight, itemFractionalWidth, groupAbsoluteHeight
  case itemInsetTop, itemInsetLeading, itemFixedEdgeSpacing, itemFlexibleEdgeSpacing
  case groupFixedSpacing, groupFlexibleSpacing, sectionInsetTop, sectionInsetLeading, interGroupSpacing
  case headerHeight, headerOffset, badgeAbsoluteOffset, badgeFractionalOffset, decorationInsetTop
  case interSectionSpacing, customFrameX, customFrameWidth

  var description: String { rawValue }

  /// How the engine takes it: a length (0 ≤ v ≤ the limit), a signed length (an inset or
  /// an offset, |v| ≤ the limit), a fraction of the container (0 ≤ v, the length it makes
  /// within the limit) or a signed fraction (a badge's fractional offset: Apple's samples
  /// use negative ones).
  enum Kind { case length, signed, fraction, signedFraction }

  var kind: Kind {
    switch self {
    case .itemInsetTop, .itemInsetLeading, .sectionInsetTop, .sectionInsetLeading, .headerOffset,
      .badgeAbsoluteOffset, .decorationInsetTop, .customFrameX:
      .signed
    case .itemFractionalWidth: .fraction
    case .badgeFractionalOffset: .signedFraction
    default: .length
    }
  }

  /// Whether the engine should take `value` here as given.
  func isAcceptable(_ value: Double) -> Bool {
    let limit = LayoutLimits.maximumLength
    guard value.isFinite else { return false }
    switch kind {
    case .length: return value >= 0 && value <= limit
    case .signed: return abs(value) <= limit
    case .fraction: return value >= 0 && value * 1_000 <= limit
    case .signedFraction: return abs(value) * 1_000 <= limit
    }
  }
}

/// Every number of a compositional model, set through the public classes, replaced in turn
/// by each hostile value: the adapter must lay out finite frames and report each repair.
@MainActor
@Suite("Every compositional model number × every hostile value")
struct CompositionalValueSweepTests {
  /// A two-section model: rows of two items with badges, a header, a background; section 1
  /// a custom group. `poisoned` (if any) answers `value`.
  static func model(_ poisoned: CompositionalNumber?, _ value: Double) -> CompositionalLayout {
    func number(_ n: CompositionalNumber, _ normal: Double) -> Double { n == poisoned ? value : normal }
    let badge = LayoutSupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: "badge",
      containerAnchor: poisoned == .badgeFractionalOffset
        ? LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: value, y: 0))
        : LayoutAnchor(edges: [.top, .trailing], absoluteOffset: Point(x: number(.badgeAbsoluteOffset, 4), y: 0)))
    let width: LayoutDimension =
      switch poisoned {
      case .itemAbsoluteWidth: .absolute(value)
      case .itemFractionalWidth: .fractionalWidth(value)
      default: .fractionalWidth(0.5)
      }
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: width, heightDimension: .estimated(number(.itemEstimatedHeight, 44))),
      supplementaryItems: [badge])
    item.contentInsets = DirectionalEdgeInsets(
      top: number(.itemInsetTop, 2), leading: number(.itemInsetLeading, 2), bottom: 2, trailing: 2)
    item.edgeSpacing = LayoutEdgeSpacing(
      leading: .fixed(number(.itemFixedEdgeSpacing, 1)), top: .flexible(number(.itemFlexibleEdgeSpacing, 1)),
      trailing: nil, bottom: nil)
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(number(.groupAbsoluteHeight, 60))),
      subitems: [item])
    group.interItemSpacing =
      poisoned == .groupFlexibleSpacing ? .flexible(value) : .fixed(number(.groupFixedSpacing, 4))
    let rows = LayoutSection(group: group)
    rows.contentInsets = DirectionalEdgeInsets(
      top: number(.sectionInsetTop, 8), leading: number(.sectionInsetLeading, 8), bottom: 8, trailing: 8)
    rows.interGroupSpacing = number(.interGroupSpacing, 6)
    rows.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(number(.headerHeight, 30))),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top,
        absoluteOffset: Point(x: 0, y: number(.headerOffset, 0)))
    ]
    let background = LayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = DirectionalEdgeInsets(
      top: number(.decorationInsetTop, 4), leading: 4, bottom: 4, trailing: 4)
    rows.decorationItems = [background]
    let x = number(.customFrameX, 10)
    let customWidth = number(.customFrameWidth, 100)
    let custom = LayoutSection(
      group: .custom(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))) {
        _ in
        [LayoutGroupCustomItem(frame: Rect(x: x, y: 0, width: customWidth, height: 50))]
      })
    let configuration = CompositionalLayoutConfiguration()
    configuration.interSectionSpacing = number(.interSectionSpacing, 10)
    let layout = CompositionalLayout(
      sectionProvider: { section, _ in section == 0 ? rows : custom }, configuration: configuration)
    layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
    return layout
  }

  @Test func everyModelNumberIsRepairedAndReported() {
    let kinds = [UICollectionView.elementKindSectionHeader, "badge"]
    let sensible = HostileDataSource(counts: [6, 3]).show(Self.model(nil, 0), kinds: kinds)
    var failures = ((sensible.layout as? EngineBackedLayout)?.diagnostics ?? []).map { "no hostile value: \($0)" }
    for number in CompositionalNumber.allCases {
      for value in DelegateValueSweepTests.hostile {
        let shown = HostileDataSource(counts: [6, 3]).show(Self.model(number, Double(value)), kinds: kinds)
        let found = DelegateValueSweepTests.problems(shown, mustReport: !number.isAcceptable(Double(value)))
        failures += found.map { "\(number) = \(value): \($0)" }
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
