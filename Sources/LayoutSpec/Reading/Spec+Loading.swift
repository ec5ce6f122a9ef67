import Foundation

extension Spec {
  /// Reads and decodes the spec file at `path`.
  public static func load(path: String) throws(SpecError) -> Spec {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw SpecError(file: path, path: "", message: "expected a JSON or YAML file, found no such file")
    }
    guard !isFolder.boolValue else {
      throw SpecError(file: path, path: "", message: "expected a JSON or YAML file, found a folder")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SpecError(file: path, path: "", message: "expected a readable file, found one without read permission")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw SpecError(file: path, path: "", message: "expected UTF-8 text, found other bytes")
    }
    return try decode(text, file: path)
  }
}
