/// A report of an input the engine clamped, replaced or ignored.
///
/// The engine never traps on bad input: it repairs the value, lays out what it can, and
/// says what it did here. Diagnostics are deterministic: the same input gives the same
/// list in the same order.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// A stable machine-readable identifier, such as `item.oversized`.
  public var code: DiagnosticCode
  /// A sentence for a person, naming the value found and what was used instead.
  public var message: String
  /// The section concerned, if any.
  public var section: Int?
  /// The first item concerned, if any.
  public var item: Int?
  /// How many items (or values) were concerned; at least 1.
  public var count: Int

  /// Creates a diagnostic.
  public init(code: DiagnosticCode, message: String, section: Int? = nil, item: Int? = nil, count: Int = 1) {
    self.code = code
    self.message = message
    self.section = section
    self.item = item
    self.count = count
  }

  /// `[code] section S item I: message (×N)`.
  public var description: String {
    var s = "[\(code)]"
    if let section { s += " section \(section)" }
    if let item { s += " item \(item)" }
    s += ": " + message
    if count > 1 { s += " (\(count) values)" }
    return s
  }
}
