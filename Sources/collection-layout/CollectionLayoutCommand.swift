import ArgumentParser
import CollectionLayout
import Foundation
import LayoutSpec

/// `collection-layout`: computes, draws and collects layouts described by spec files.
@main
struct CollectionLayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "collection-layout",
    abstract: "Compute and draw collection-view layouts described by JSON or YAML spec files.",
    discussion:
      "The spec format is documented in the LayoutSpec article \"The spec format\" (SpecFormat.md). A spec of - is read from standard input. Every error is one line on standard error, with exit status 2.",
    version: CollectionLayoutVersion.current,
    subcommands: [
      LayoutCommand.self, RenderCommand.self, GalleryCommand.self, PicturesCommand.self, SnapCommand.self,
      ServeCommand.self,
    ])

  /// Runs the command; any error — a bad spec, a bad argument, a file that cannot be
  /// written — is one line on standard error and exit status 2 (help and the version
  /// print as usual).
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let exit as ExitCode {
      Self.exit(withError: exit)
    } catch {
      guard exitCode(for: error) != .success else { Self.exit(withError: error) }
      fail(message(for: error) + " (see --help)")
    }
  }
}

/// The version `--version` prints (the changelog's latest).
enum CollectionLayoutVersion {
  static let current = "0.1.0"
}

/// Prints `message` as one `error:` line on standard error and exits with status 2.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data(("error: " + SpecError.oneLine(message) + "\n").utf8))
  Foundation.exit(2)
}

/// Options that override the spec's container. Numbers may be negative (`--offset -5,-20`).
struct ContainerOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: "Container width in points (overrides the spec).")
  var width: Double?

  @Option(parsing: .unconditional, help: "Container height in points (overrides the spec).")
  var height: Double?

  @Option(
    parsing: .unconditional, help: "Content offset as X,Y (overrides the spec; default: resting at the top).",
    transform: PointArgument.parse)
  var offset: PointArgument?

  @Option(
    name: .customLong("section-offset"), parsing: .unconditionalSingleValue,
    help: "A section's offset along its strip as SECTION=OFFSET (repeatable; overrides the spec).",
    transform: SectionOffsetArgument.parse)
  var sectionOffsets: [SectionOffsetArgument] = []

  init() {}

  /// Options with only a container size (for commands without a content offset).
  init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  func validate() throws {
    for (name, value) in [("width", width), ("height", height)] {
      if let value, !(value.isFinite && value >= 0) {
        throw ValidationError("--\(name): expected a number ≥ 0, found \(value)")
      }
    }
  }

  /// Loads and lays out `path`; a bad spec prints one line and exits with status 2.
  func compute(_ path: String) -> ComputedLayout {
    let spec = loadSpec(path)
    var offsets: [Int: Double] = [:]
    for o in sectionOffsets { offsets[o.section] = o.offset }
    return ComputedLayout(spec: spec, width: width, height: height, offset: offset?.point, sectionOffsets: offsets)
  }
}

/// Loads a spec (`-`: standard input) or exits with status 2 after printing its one-line error.
func loadSpec(_ path: String) -> Spec {
  do {
    if path == "-" { return try Spec.load(from: .standardInput, file: "<stdin>") }
    return try Spec.load(path: path)
  } catch {
    fail(error.description)
  }
}

extension OutputFile {
  /// Finishes the file, or exits with status 2 and one line saying why it could not be written.
  mutating func finishOrFail() {
    do {
      try finish()
    } catch {
      fail("\(error.path): expected a file that can be written, found: \(error.reason)")
    }
  }
}

/// Short reasons for file-system errors, without Foundation's dumps.
enum OutputError {
  static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    return nsError.localizedDescription
  }
}
