/// A spec file that cannot be used, described in one line: the file, the path of the
/// field, what was expected and what was found.
///
/// `Examples/bad.yaml: sections[2].items.count (line 14): expected a non-negative integer, found "abc"`
public struct SpecError: Error, Sendable, CustomStringConvertible {
  /// The file's path as given.
  public var file: String
  /// The field's path, such as `sections[2].items.count`; empty for the whole file.
  public var path: String
  /// The line of the field, when known.
  public var line: Int?
  /// What is wrong: "expected …, found …".
  public var message: String

  /// Creates an error.
  public init(file: String, path: String, line: Int? = nil, message: String) {
    self.file = file
    self.path = path
    self.line = line
    self.message = message
  }

  /// The one-line report.
  public var description: String {
    var s = file + ":"
    if !path.isEmpty { s += " " + path }
    if let line { s += " (line \(line))" }
    return Self.oneLine(s + (path.isEmpty && line == nil ? " " : ": ") + message)
  }

  /// `text` with line breaks and other control characters written as escapes (`\n`,
  /// `\u{7}`), so a value or key holding them cannot split the one-line report.
  public static func oneLine(_ text: String) -> String {
    text.escapingScalars { scalar in
      if let short = scalar.shortEscape { return short }
      let breaksLine = scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
      return breaksLine ? "\\u{\(String(scalar.value, radix: 16))}" : nil
    }
  }
}
