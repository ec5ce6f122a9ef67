import ArgumentParser
import CollectionLayout
import Foundation
import LayoutSpec

/// `collection-layout snap SPEC --section S --offset X --velocity V`: where a gesture on a
/// section that scrolls on its own comes to rest.
struct SnapCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snap",
    abstract: "Print where a gesture on a section's strip comes to rest.",
    discussion:
      "The gesture leaves the strip at --offset with --velocity (points per millisecond, positive towards the strip's end); --proposed is where deceleration alone would stop (default: the offset). The behaviours' rules are in the article \"Sections that scroll on their own\" (OrthogonalScrolling.md). Repaired input (unknown section, offsets outside the strip) is reported on standard error."
  )

  @Argument(help: "The spec file (JSON or YAML; - reads standard input).")
  var spec: String

  @Option(parsing: .unconditional, help: "The section whose strip is scrolled.")
  var section: Int

  @Option(parsing: .unconditional, help: "The strip's offset when the finger lifts.")
  var offset: Double

  @Option(parsing: .unconditional, help: "The velocity at lift, in points per millisecond.")
  var velocity: Double = 0

  @Option(parsing: .unconditional, help: "Where deceleration alone would stop (default: --offset).")
  var proposed: Double?

  @Option(parsing: .unconditional, help: "Container width in points (overrides the spec).")
  var width: Double?

  @Option(parsing: .unconditional, help: "Container height in points (overrides the spec).")
  var height: Double?

  func validate() throws {
    try ContainerOptions(width: width, height: height).validate()
  }

  func run() throws {
    let layout = ComputedLayout(spec: loadSpec(spec), width: width, height: height)
    var log = DiagnosticLog()
    let rest = layout.model.restingOffset(
      ofSection: section, current: offset, proposed: proposed ?? offset, velocity: velocity, diagnostics: &log)
    for d in log.diagnostics {
      FileHandle.standardError.write(Data("warning: \(d.code): \(d.message)\n".utf8))
    }
    print(SpecNumber.format(rest))
  }
}
