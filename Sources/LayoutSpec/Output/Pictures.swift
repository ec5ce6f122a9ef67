import Foundation

/// The pictures the README and the documentation show, drawn from the examples.
///
/// A picture's file name says what it draws: `Basic-landscape.svg` is `Examples/Basic.*` in
/// the gallery's landscape container. ``refresh(folders:examples:check:)`` redraws every
/// such file of the given folders, so a committed picture is always what the renderer draws
/// now; to add a picture, name it and refresh.
public enum Pictures {
  /// A picture file whose drawing differs from (or is missing in) what was committed.
  public struct Change: Sendable, Equatable {
    /// The picture's path.
    public var path: String
    /// Whether the file existed before (false: a new picture).
    public var existed: Bool
  }

  /// Redraws every `NAME-ORIENTATION.svg` in `folders` from the spec `NAME` in `examples`.
  ///
  /// - Parameters:
  ///   - folders: Folders of pictures (`docs/images`, the DocC catalogs' `Resources`).
  ///   - examples: The folder of spec files.
  ///   - check: Compare only: nothing is written.
  /// - Returns: The pictures that differ from their drawing (with `check`, left as they were).
  /// - Throws: ``SpecError`` when a picture names no example or orientation, or a spec is bad.
  public static func refresh(folders: [String], examples: String, check: Bool) throws -> [Change] {
    let specs = try Gallery.specFiles(in: examples)
    var changes: [Change] = []
    for folder in folders {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names.sorted() where name.hasSuffix(".svg") {
        let path = (folder as NSString).appendingPathComponent(name)
        let drawing = try self.drawing(named: name, specs: specs, at: path)
        let current = try? String(contentsOfFile: path, encoding: .utf8)
        guard current != drawing else { continue }
        changes.append(Change(path: path, existed: current != nil))
        if !check { try drawing.write(toFile: path, atomically: true, encoding: .utf8) }
      }
    }
    return changes
  }

  /// The drawing a picture's file name asks for.
  static func drawing(named name: String, specs: [String], at path: String) throws -> String {
    let stem = (name as NSString).deletingPathExtension
    guard let dash = stem.lastIndex(of: "-"),
      let orientation = Gallery.orientations.first(where: { $0.name == stem[stem.index(after: dash)...] })
    else {
      throw SpecError(
        file: path, path: "", message: "expected a name EXAMPLE-portrait.svg or EXAMPLE-landscape.svg")
    }
    let example = String(stem[..<dash])
    guard
      let file = specs.first(where: {
        ((($0 as NSString).lastPathComponent) as NSString).deletingPathExtension == example
      })
    else {
      throw SpecError(file: path, path: "", message: "expected the name of an example, found \"\(example)\"")
    }
    return Gallery.drawing(try Spec.load(path: file), name: example, orientation: orientation)
  }
}
