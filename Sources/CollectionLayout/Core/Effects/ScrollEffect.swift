/// A change applied to elements at query time, from the scroll position: sticky headers,
/// fades, parallax…
///
/// Effects never change the cached geometry. A query finds its elements by their natural
/// frames, then runs each section's effects, in order, on the elements it returns (each
/// effect sees the previous one's output), then keeps those whose final frames meet the
/// rect. An effect that moves elements declares how far in ``reach``, so the query also
/// looks that much beyond the rect and its result stays exactly the filter of what
/// ``LayoutModel/allElements(scroll:)`` reports.
///
/// Effects work in canonical coordinates (docs/ARCHITECTURE.md, "Canonical coordinates"): y is the scroll axis,
/// so one effect serves vertical and horizontal layouts alike.
public protocol ScrollEffect: Sendable {
  /// Changes `element` for the scroll position in `context`.
  func apply(to element: inout EffectedElement, in context: EffectContext)

  /// How far along the scroll axis the effect may move an element from where it was given;
  /// ``EffectReach/none`` by default.
  var reach: EffectReach { get }

  /// What runs instead of this effect when the person using the device asked for reduced
  /// motion (``LayoutModel/reducesMotion``): another effect, or `nil` for none. The effect
  /// itself by default, so an effect of yours keeps running until it says otherwise.
  ///
  /// Apple's Human Interface Guidelines ask apps to tone down motion that only decorates
  /// (parallax, zooming, elements that slide in) while Reduce Motion is on: the shipped
  /// ``ParallaxEffect``, ``ScaleEffect`` and ``ElasticEffect`` answer `nil`. A fade is not
  /// motion, and a sticky header keeps the content usable, so ``FadeEffect`` and
  /// ``StickyEffect`` keep running.
  var reducedMotionForm: (any ScrollEffect)? { get }
}

extension ScrollEffect {
  /// Effects move nothing unless they say so.
  public var reach: EffectReach { .none }

  /// The effect itself: it keeps running under reduced motion unless it says otherwise.
  public var reducedMotionForm: (any ScrollEffect)? { self }
}

/// A bound on how far an effect moves elements along the scroll axis.
public struct EffectReach: Hashable, Sendable {
  /// A distance in points, whatever the scroll position.
  public var fixed: Double
  /// A distance per point scrolled away from the resting position.
  public var perScrolledPoint: Double

  /// Creates a bound.
  public init(fixed: Double = 0, perScrolledPoint: Double = 0) {
    self.fixed = fixed
    self.perScrolledPoint = perScrolledPoint
  }

  /// Moves nothing.
  public static let none = EffectReach()

  /// The bound of this effect followed by `other` on the same elements: effects apply one
  /// after another, so their displacements add up.
  public func followed(by other: EffectReach) -> EffectReach {
    EffectReach(fixed: fixed + other.fixed, perScrolledPoint: perScrolledPoint + other.perScrolledPoint)
  }

  /// The larger of two bounds, field by field (for elements that only one of them moves).
  public func union(_ other: EffectReach) -> EffectReach {
    EffectReach(
      fixed: Swift.max(fixed, other.fixed), perScrolledPoint: Swift.max(perScrolledPoint, other.perScrolledPoint))
  }

  /// The distance at `scrolled` points from the resting position.
  func distance(scrolled: Double) -> Double {
    let d = fixed + perScrolledPoint * abs(scrolled)
    return d.isFinite ? d : .greatestFiniteMagnitude
  }
}

/// An element as an effect sees it: canonical frame and the properties effects change.
public struct EffectedElement: Hashable, Sendable {
  /// Which element.
  public var id: ElementID
  /// The frame, canonical (x across, y along the scroll axis), in content coordinates.
  public var frame: Rect
  /// The stacking order.
  public var zIndex: Int
  /// The opacity; the engine clamps it to [0, 1] after every effect.
  public var alpha: Double
  /// A transform around the frame's centre, on screen (physical, as UIKit's). Setting it
  /// replaces ``transform3D`` with its 3D form.
  public var transform: LayoutTransform {
    get { transforms.plane }
    set { transforms.setPlane(newValue) }
  }
  /// The 3D transform around the frame's centre, on screen; its plane part is
  /// ``transform``. The engine undoes one that is not finite after every effect.
  public var transform3D: LayoutTransform3D {
    get { transforms.spatial }
    set { transforms.spatial = newValue }
  }
  /// The pair behind ``transform`` and ``transform3D``.
  var transforms: TransformPair

  /// Creates an element.
  public init(id: ElementID, frame: Rect, zIndex: Int, alpha: Double = 1, transform: LayoutTransform = .identity) {
    self.id = id
    self.frame = frame
    self.zIndex = zIndex
    self.alpha = alpha
    self.transforms = TransformPair(transform)
  }
}

/// What an effect knows: the scroll position and the element's section, canonical.
public struct EffectContext: Hashable, Sendable {
  /// The visible rect (the bounds at the content offset).
  public var visible: Rect
  /// The visible rect less the adjusted content inset: where pinned elements stay.
  public var unobscured: Rect
  /// How far the content is scrolled from its resting position along the scroll axis.
  public var scrolled: Double
  /// The union of the section's cell frames, or `nil` when it has no cells.
  public var sectionCells: Rect?
  /// The section's item-area insets (top and bottom along the scroll axis).
  public var sectionInset: LayoutEdgeInsets
  /// The section's extent along the scroll axis, header and footer included.
  public var sectionRange: ClosedRange<Double>

  /// Creates a context.
  public init(
    visible: Rect, unobscured: Rect, scrolled: Double, sectionCells: Rect?, sectionInset: LayoutEdgeInsets,
    sectionRange: ClosedRange<Double>
  ) {
    self.visible = visible
    self.unobscured = unobscured
    self.scrolled = scrolled
    self.sectionCells = sectionCells
    self.sectionInset = sectionInset
    self.sectionRange = sectionRange
  }
}
