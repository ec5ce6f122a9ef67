import CollectionLayout
import Foundation
import Testing

/// 3D transforms: Core Animation's matrix conventions (CATransform3D.h: row vectors,
/// `Concat(a, b) = a × b`, `Rotate(t, …) = rotation × t`), the pair of transforms UIKit's
/// attributes keep in step, and a visible-items handler turning cards in depth.
@Suite("3D transforms")
struct Transform3DTests {
  /// Every entry within `tolerance` of the other's.
  static func close(_ a: LayoutTransform3D, _ b: LayoutTransform3D, tolerance: Double = 1e-12) -> Bool {
    let pairs: [(Double, Double)] = [
      (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14), (a.m21, b.m21), (a.m22, b.m22),
      (a.m23, b.m23), (a.m24, b.m24), (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
      (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44),
    ]
    return pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance }
  }

  /// Where row vector [x y z 1] goes, divided by its homogeneous term.
  static func map(_ t: LayoutTransform3D, _ p: (Double, Double, Double)) -> (Double, Double, Double) {
    let x = p.0 * t.m11 + p.1 * t.m21 + p.2 * t.m31 + t.m41
    let y = p.0 * t.m12 + p.1 * t.m22 + p.2 * t.m32 + t.m42
    let z = p.0 * t.m13 + p.1 * t.m23 + p.2 * t.m33 + t.m43
    let w = p.0 * t.m14 + p.1 * t.m24 + p.2 * t.m34 + t.m44
    return (x / w, y / w, z / w)
  }

  @Test func rotationsMatchTheCLibrarysSineAndCosine() {
    // The engine computes its own sine and cosine; a plane rotation's entries are them.
    var angles = stride(from: -40.0, through: 40.0, by: 0.013).map { $0 }
    angles += [0, .pi / 2, .pi, -.pi, 3 * .pi / 2, 2 * .pi, 1e-300, 1234.5678, -98765.4321]
    for angle in angles {
      let t = LayoutTransform(rotationAngle: angle)
      #expect(abs(t.a - cos(angle)) <= 1e-15, "cos \(angle)")
      #expect(abs(t.b - sin(angle)) <= 1e-15, "sin \(angle)")
      #expect(t.c == -t.b && t.d == t.a)
    }
    // A multiple of π/2 keeps the true small remainder, as the C library's does.
    #expect(abs(LayoutTransform(rotationAngle: .pi).b - sin(Double.pi)) <= 1e-30)
    // Far out the angle's own rounding dwarfs a turn; the result is still a rotation.
    for far in [1e7, -3e12, 1e300] {
      let t = LayoutTransform(rotationAngle: far)
      #expect(t.isFinite && abs(t.a * t.a + t.b * t.b - 1) <= 1e-15, "\(far)")
    }
    // Not finite in, not finite out: the engine then ignores the transform (see below).
    #expect(!LayoutTransform(rotationAngle: .infinity).isFinite)
    #expect(!LayoutTransform(rotationAngle: .nan).isFinite)
  }

  @Test func aRotationAboutZIsThePlaneRotation() {
    let angle = 0.7
    let spatial = LayoutTransform3D(rotationAngle: angle, x: 0, y: 0, z: 3)
    #expect(Self.close(spatial, LayoutTransform3D(LayoutTransform(rotationAngle: angle))))
    #expect(spatial.isAffine)
  }

  @Test func aQuarterTurnAboutYSendsXToMinusZ() {
    // The right-hand rule about +y: +x turns to −z, +z to +x; y stays.
    let t = LayoutTransform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
    let x = Self.map(t, (1, 0, 0))
    #expect(abs(x.0) < 1e-15 && x.1 == 0 && abs(x.2 + 1) < 1e-15)
    let z = Self.map(t, (0, 0, 1))
    #expect(abs(z.0 - 1) < 1e-15 && abs(z.2) < 1e-15)
    #expect(!t.isAffine)
    // A zero or non-finite axis: the identity, as no rotation is defined.
    #expect(LayoutTransform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
    #expect(LayoutTransform3D(rotationAngle: 1, x: .infinity, y: 0, z: 0) == .identity)
  }

  @Test func concatenationAppliesTheFirstTransformFirst() {
    // Scale by 2, then move by (10, 0, 0): (1, 1, 1) → (2, 2, 2) → (12, 2, 2).
    let t = LayoutTransform3D(scaleX: 2, y: 2, z: 2).concatenating(LayoutTransform3D(translationX: 10, y: 0, z: 0))
    let p = Self.map(t, (1, 1, 1))
    #expect(p == (12, 2, 2))
    // `translatedBy` puts the translation first (CATransform3DTranslate): (1, 1, 1) →
    // (11, 1, 1) → (22, 2, 2).
    let q = Self.map(LayoutTransform3D(scaleX: 2, y: 2, z: 2).translatedBy(x: 10, y: 0, z: 0), (1, 1, 1))
    #expect(q == (22, 2, 2))
    let scaled = LayoutTransform3D(translationX: 10, y: 0, z: 0).scaledBy(x: 2, y: 3, z: 1)
    #expect(Self.map(scaled, (1, 1, 0)) == (12, 3, 0))
    let turned = LayoutTransform3D(translationX: 5, y: 0, z: 0).rotated(by: .pi / 2, x: 0, y: 0, z: 1)
    let r = Self.map(turned, (1, 0, 0))
    #expect(abs(r.0 - 5) < 1e-15 && abs(r.1 - 1) < 1e-15)
    #expect(LayoutTransform3D.identity.concatenating(scaled) == scaled)
  }

  @Test func perspectiveShrinksWhatTurnsAway() {
    // A card turned 60° about y with m34 = −1/500: its trailing edge (x 100) goes back
    // (z −86.6) and is drawn nearer the centre than 50 = 100·cos 60°.
    var perspective = LayoutTransform3D.identity
    perspective.m34 = -1.0 / 500
    let t = perspective.rotated(by: .pi / 3, x: 0, y: 1, z: 0)
    let edge = Self.map(t, (100, 0, 0))
    #expect(edge.0 > 0 && edge.0 < 50)
    #expect(!perspective.isAffine && perspective.affine == .identity)
  }

  @Test func attributesKeepThePairInStepAsUIKitDoes() {
    var a = LayoutAttributes(id: .cell(section: 0, item: 0), frame: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(a.transform3D == .identity)
    a.transform = LayoutTransform(scaleX: 2, y: 3)
    #expect(a.transform3D == LayoutTransform3D(scaleX: 2, y: 3, z: 1))
    // A 3D transform: the plane one becomes its affine part; the 3D one is kept whole.
    var tilted = LayoutTransform3D(translationX: 4, y: 5, z: 6).rotated(by: 0.5, x: 1, y: 0, z: 0)
    tilted.m34 = -0.002
    a.transform3D = tilted
    #expect(a.transform3D == tilted)
    #expect(a.transform == tilted.affine)
    // Setting the plane transform replaces the 3D one.
    a.transform = .identity
    #expect(a.transform3D == .identity)
    // Equal and hashed by value.
    var b = a
    b.transform3D = tilted
    var c = a
    c.transform3D = tilted
    #expect(b == c && b.hashValue == c.hashValue && b != a)
  }

  /// A cover-flow handler, as UIKit code writes it with `CATransform3DRotate` and `m34`:
  /// each card turned about the vertical axis by its distance from the screen's centre.
  static func coverFlow(section: LayoutSection) {
    section.visibleItemsInvalidationHandler = { items, offset, environment in
      let width = environment.containerSize.width
      for item in items where item.id.category == .cell {
        let distance = (item.frame.midX - offset.x - width / 2) / width
        var transform = LayoutTransform3D.identity
        transform.m34 = -1.0 / 500
        item.transform3D = transform.rotated(by: -distance * .pi / 3, x: 0, y: 1, z: 0)
      }
    }
  }

  @Test func aHandlerTurnsCardsInDepth() throws {
    let item = LayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .absolute(200), heightDimension: .absolute(100)), subitems: [item])
    let section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    Self.coverFlow(section: section)
    var engine = CompositionalReferenceTests.layout(section, counts: [5])
    engine.scrollSection(0, to: 200)
    let scroll = engine.scrollState(contentOffset: .zero)
    // Card 1 is centred: no turn, only the perspective. Card 0's centre is 200 points to
    // the left: turned by (200 / 375) · π/3.
    let centred = try #require(engine.model.attributes(for: .cell(section: 0, item: 1), scroll: scroll))
    var perspective = LayoutTransform3D.identity
    perspective.m34 = -1.0 / 500
    #expect(Self.close(centred.transform3D, perspective))
    let query = engine.model.elements(in: Rect(x: 0, y: 0, width: 375, height: 667), scroll: scroll)
    let left = try #require(query.first { $0.id == .cell(section: 0, item: 0) })
    let expected = perspective.rotated(by: 200.0 / 375 * .pi / 3, x: 0, y: 1, z: 0)
    #expect(Self.close(left.transform3D, expected))
    #expect(left.transform == left.transform3D.affine)
    // The frame is the layout's: a transform is drawn around it, never moves it.
    #expect(left.frame == Rect(x: -112.5, y: 0, width: 200, height: 100))
  }

  @Test func aNonFiniteTransformFromAHandlerIsIgnored() throws {
    let item = LayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
    let section = LayoutSection(
      group: .horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item]))
    section.visibleItemsInvalidationHandler = { items, _, _ in
      for (k, item) in items.enumerated() {
        switch k % 3 {
        case 0: item.transform3D.m34 = .nan
        case 1: item.transform3D = LayoutTransform3D(rotationAngle: .infinity, x: 0, y: 1, z: 0)
        default: item.transform3D.m43 = -.infinity
        }
      }
    }
    let engine = CompositionalReferenceTests.layout(section, counts: [6])
    let scroll = engine.scrollState(contentOffset: .zero)
    let all = engine.model.elements(in: Rect(x: 0, y: 0, width: 375, height: 667), scroll: scroll)
    #expect(all.count == 6)
    #expect(all.allSatisfy { $0.transform3D == .identity })
  }

  // MARK: Effects

  /// Tilts each cell back about its horizontal axis by its distance from the visible
  /// area's centre, with perspective: a custom effect in depth.
  struct TiltEffect: ScrollEffect {
    static let perspective: LayoutTransform3D = {
      var t = LayoutTransform3D.identity
      t.m34 = -1.0 / 400
      return t
    }()
    func apply(to element: inout EffectedElement, in context: EffectContext) {
      let distance = (element.frame.midY - context.visible.midY) / context.visible.height
      element.transform3D = Self.perspective.rotated(by: distance, x: 1, y: 0, z: 0)
    }
  }

  /// An effect that writes a transform that is not finite.
  struct BrokenDepthEffect: ScrollEffect {
    func apply(to element: inout EffectedElement, in context: EffectContext) {
      element.transform3D.m34 = .nan
    }
  }

  @Test func anEffectTurnsElementsInDepthAndAScaleAfterItKeepsTheDepth() throws {
    let tilted = ChainedEffectReachTests.list([TiltEffect()])
    let scroll = ScrollState(contentOffset: .zero)
    // Row 5 (500…600) is 216.5 points below the centre of 667: turned by 216.5 / 667.
    let row = try #require(tilted.model.attributes(for: .cell(section: 0, item: 5), scroll: scroll))
    #expect(Self.close(row.transform3D, TiltEffect.perspective.rotated(by: 216.5 / 667, x: 1, y: 0, z: 0)))
    #expect(row.frame == Rect(x: 0, y: 500, width: 375, height: 100))
    // A scale after the tilt scales the tilted transform (as UIKit code that scales
    // `transform3D` does), rather than flattening it.
    let both = ChainedEffectReachTests.list([TiltEffect(), ScaleEffect(minimumScale: 0.5, span: 433)])
    let scaled = try #require(both.model.attributes(for: .cell(section: 0, item: 5), scroll: scroll))
    let scale = 1 - 0.5 * 216.5 / 433
    #expect(Self.close(scaled.transform3D, row.transform3D.scaledBy(x: scale, y: scale, z: 1)))
    #expect(!scaled.transform3D.isAffine)
  }

  @Test func anEffectsTransformThatIsNotFiniteIsUndone() {
    let layout = ChainedEffectReachTests.list([TiltEffect(), BrokenDepthEffect()])
    let scroll = ScrollState(contentOffset: .zero)
    let rows = layout.model.allElements(scroll: scroll).filter { $0.id.category == .cell }
    #expect(rows.count == 12)
    // The broken effect's output is undone: the tilt before it stands.
    #expect(rows.allSatisfy { $0.transform3D.isFinite && !$0.transform3D.isAffine })
  }
}
