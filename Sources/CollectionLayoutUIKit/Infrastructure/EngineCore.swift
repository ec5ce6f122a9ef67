import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// An adapter's engine as ``EngineBackedLayout`` drives it, whatever the family: written
/// once against `LayoutEngine`. Held by reference, so the engine value is changed in
/// place (no copy of its model per update).
@MainActor
class EngineCore<Engine: LayoutEngine> {
  /// The family's engine; the adapter lays it out (`prepare` reads the family's delegate).
  var engine: Engine

  init(_ engine: Engine) { self.engine = engine }

  /// The section offsets the engine keeps (none for engines without strips).
  var storedSectionOffsets: SectionOffsets { SectionOffsets() }

  /// Stores a strip's offset (engines without strips ignore it).
  func storeSectionOffset(_ offset: Double, forSection section: Int) {}
}

/// The core of an engine whose sections may scroll on their own.
final class StripEngineCore<Engine: LayoutEngine & StripScrollingEngine>: EngineCore<Engine> {
  override var storedSectionOffsets: SectionOffsets { engine.sectionOffsets }

  /// Clamped to the strip without a report (a bouncing strip is past its ends).
  override func storeSectionOffset(_ offset: Double, forSection section: Int) {
    var log = DiagnosticLog()
    engine.sectionOffsets.set(offset, forSection: section, in: engine.model, diagnostics: &log)
  }
}

/// What ``EngineBackedLayout`` asks of an adapter's core, without its engine's type.
@MainActor
protocol AnyEngineCore: AnyObject {
  var model: LayoutModel { get }
  var diagnostics: [Diagnostic] { get }
  func apply(_ update: BatchUpdate)
  func invalidateAll()
  func invalidateSections(_ sections: Set<Int>)
  @discardableResult func setMeasuredSize(_ size: Size, for element: ElementID) -> Bool
  func measuredSize(of element: ElementID) -> Size?
  func removeMeasuredSizes()
  var storedSectionOffsets: SectionOffsets { get }
  func storeSectionOffset(_ offset: Double, forSection section: Int)
  var shortContentAlignment: ShortContentAlignment { get set }
  var reducesMotion: Bool { get set }
}

extension EngineCore: AnyEngineCore {
  var model: LayoutModel { engine.model }
  var diagnostics: [Diagnostic] { engine.diagnostics }
  func apply(_ update: BatchUpdate) { engine.apply(update) }
  func invalidateAll() { engine.invalidateAll() }
  func invalidateSections(_ sections: Set<Int>) { engine.invalidateSections(sections) }
  func setMeasuredSize(_ size: Size, for element: ElementID) -> Bool { engine.setMeasuredSize(size, for: element) }
  func measuredSize(of element: ElementID) -> Size? { engine.measuredSize(of: element) }
  func removeMeasuredSizes() { engine.removeMeasuredSizes() }
  var shortContentAlignment: ShortContentAlignment {
    get { engine.shortContentAlignment }
    set { engine.shortContentAlignment = newValue }
  }
  var reducesMotion: Bool {
    get { engine.reducesMotion }
    set { engine.reducesMotion = newValue }
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
