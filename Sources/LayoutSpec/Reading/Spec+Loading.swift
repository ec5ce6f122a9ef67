import Foundation

extension Spec {
  /// Reads and decodes the spec file at `path`.
  public static func load(path: String) throws(SpecError) -> Spec {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw SpecError(file: path, path: "", message: "cannot be read (no such file, or not UTF-8 text)")
    }
    return try decode(text, file: path)
  }
}
