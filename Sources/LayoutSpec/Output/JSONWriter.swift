/// A minimal JSON writer with deterministic key order and number formatting.
struct JSONWriter {
  /// A JSON value to write.
  indirect enum Value {
    case number(Double)
    case int(Int)
    case string(String)
    case bool(Bool)
    case array([Value])
    case object([(String, Value)])
  }

  /// `value` as JSON text; objects one member per line, short arrays and leaf objects on
  /// one line, so that output diffs well.
  static func write(_ value: Value, indent: String = "") -> String {
    switch value {
    // The engine bounds every length, so a non-finite number here is a bug; it is written
    // as null rather than as a token no JSON reader accepts.
    case .number(let n): return n.isFinite ? SpecNumber.format(n) : "null"
    case .int(let i): return String(i)
    case .bool(let b): return String(b)
    case .string(let s): return quote(s)
    case .array(let items):
      if items.isEmpty { return "[]" }
      let inner = indent + "  "
      return "[\n" + items.map { inner + write($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
    case .object(let members):
      if members.allSatisfy({ $0.1.isLeaf }) {
        return "{" + members.map { quote($0.0) + ": " + write($0.1) }.joined(separator: ", ") + "}"
      }
      let inner = indent + "  "
      return "{\n"
        + members.map { inner + quote($0.0) + ": " + write($0.1, indent: inner) }.joined(separator: ",\n") + "\n"
        + indent + "}"
    }
  }

  static func quote(_ s: String) -> String {
    let escaped = s.escapingScalars { scalar in
      if scalar == "\"" || scalar == "\\" { return "\\" + String(scalar) }
      if let short = scalar.shortEscape { return short }
      guard scalar.value < 0x20 else { return nil }
      let hex = String(scalar.value, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
    return "\"" + escaped + "\""
  }
}

extension JSONWriter.Value {
  /// Whether the value prints on one line inside an object (numbers, strings, booleans, and
  /// objects of those).
  var isLeaf: Bool {
    switch self {
    case .array: false
    case .object(let members): members.allSatisfy { $0.1.isLeaf }
    default: true
    }
  }
}
