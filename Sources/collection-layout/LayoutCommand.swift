import ArgumentParser
import Foundation
import LayoutSpec

/// `collection-layout layout SPEC`: prints the computed layout as JSON.
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print the layout of a spec as JSON: content size, elements and diagnostics.",
    discussion:
      "Without --rect every element is listed, pinned ones where --offset puts them; with --rect only those whose frames strictly intersect the rectangle. The schema is in the article \"The spec format\" (SpecFormat.md, \"Output\")."
  )

  @Argument(help: "The spec file (JSON or YAML; - reads standard input).")
  var spec: String

  @OptionGroup var container: ContainerOptions

  @Option(
    parsing: .unconditional, help: "Only elements intersecting X,Y,W,H (content coordinates).",
    transform: RectArgument.parse)
  var rect: RectArgument?

  func run() throws {
    let layout = container.compute(spec)
    // Written in pieces as the elements are produced (a 10,000,000-item report would
    // otherwise be one 10 GB string).
    var output = OutputFile(path: "-")
    LayoutReport.write(layout, rect: rect?.rect) { output.write($0) }
    output.finishOrFail()
  }
}
