/// A parsed spec file before it is given meaning: JSON's value model, with the line each
/// value came from, so that errors can point at it.
public struct SpecValue: Sendable {
  /// The value's content.
  public enum Content: Sendable {
    /// `null`, or YAML's `~`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// Values in file order.
    case array([SpecValue])
    /// Key–value pairs in file order.
    case object([(key: String, value: SpecValue)])
  }

  /// The content.
  public var content: Content
  /// The 1-based line the value starts on, when known.
  public var line: Int?

  /// Creates a value.
  public init(_ content: Content, line: Int? = nil) {
    self.content = content
    self.line = line
  }

  /// A short description of the value for error messages: `"abc"`, `-3`, `an object`…
  public var summary: String {
    switch content {
    case .null: "null"
    case .bool(let b): String(b)
    case .number(let n): SpecNumber.format(n)
    case .string(let s): "\"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
    case .array(let a): "a list of \(a.count)"
    case .object: "an object"
    }
  }
}

/// Number formatting shared by error messages and output: integers without a decimal
/// point, other values in Swift's shortest round-tripping form.
public enum SpecNumber {
  /// `100` for 100.0, `39.5` for 39.5.
  public static func format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return String(value)
  }
}
