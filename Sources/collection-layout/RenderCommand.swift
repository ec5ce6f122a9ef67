import ArgumentParser
import Foundation
import LayoutSpec

/// `collection-layout render SPEC -o FILE.svg`: draws the layout.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw the layout of a spec as SVG, with the visible rect outlined.")

  @Argument(help: "The spec file (JSON or YAML; - reads standard input).")
  var spec: String

  @Option(name: .shortAndLong, help: "The SVG file to write (- writes standard output).")
  var output: String

  @OptionGroup var container: ContainerOptions

  func run() throws {
    let layout = container.compute(spec)
    // Written in pieces as the elements are drawn (10,000,000 items are a 2 GB drawing).
    var file = OutputFile(path: output)
    SVGRenderer.write(layout, title: layout.spec.title) { file.write($0) }
    file.finishOrFail()
    if output != "-" { print("wrote \(output)") }
  }
}
