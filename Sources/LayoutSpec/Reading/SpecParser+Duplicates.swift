import Yams

extension SpecParser {
  /// The error for a key given twice in one object, with the object's path and line.
  ///
  /// Yams reports only the key's name and where it first appears. To name the path, the
  /// first occurrence is renamed to a marker the file cannot contain, the text composed
  /// again, and the marker looked for; if that fails (another duplicate, say) the error
  /// names the line alone.
  static func duplicateKeyError(keys: [String], at mark: Mark, in text: String, file: String) -> SpecError {
    let key = keys.first ?? ""
    let message = "expected each key once in an object, found \"\(key)\" more than once"
    guard let marked = inserting(marker, atLine: mark.line, column: mark.column, in: text),
      let root = try? Yams.compose(yaml: marked), fitsTheLimit(root),
      let path = pathOfMarker(in: convert(root), path: "")
    else {
      return SpecError(file: file, path: "", line: mark.line, message: message)
    }
    return SpecError(file: file, path: path, line: mark.line, message: message)
  }

  /// A prefix no key of a text file holds (a private-use character).
  private static let marker = "\u{F8FF}"

  /// `text` with `insertion` before the character at a 1-based line and column.
  private static func inserting(_ insertion: String, atLine line: Int, column: Int, in text: String) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.indices.contains(line - 1) else { return nil }
    var scalars = Array(lines[line - 1].unicodeScalars)
    guard column >= 1, column - 1 <= scalars.count else { return nil }
    scalars.insert(contentsOf: insertion.unicodeScalars, at: column - 1)
    lines[line - 1] = String(String.UnicodeScalarView(scalars))
    return lines.joined(separator: "\n")
  }

  /// The path of the object holding the marked key, as errors name fields.
  private static func pathOfMarker(in value: SpecValue, path: String) -> String? {
    switch value.content {
    case .object(let fields):
      for field in fields {
        if field.key.hasPrefix(marker) { return path + (path.isEmpty ? "" : ".") + field.key.dropFirst(marker.count) }
        if let found = pathOfMarker(in: field.value, path: path + (path.isEmpty ? "" : ".") + field.key) {
          return found
        }
      }
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        if let found = pathOfMarker(in: element, path: path + "[\(index)]") { return found }
      }
    default: break
    }
    return nil
  }
}
