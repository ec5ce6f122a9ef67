/// A cursor on one value of a spec file that knows its path, for typed reads with exact
/// error messages.
///
/// Objects are read strictly: ``object(allowing:)`` rejects unknown keys, so a misspelt
/// field is an error rather than a silent default.
struct SpecReader {
  let value: SpecValue
  let path: String
  let file: String

  init(_ value: SpecValue, path: String = "", file: String) {
    self.value = value
    self.path = path
    self.file = file
  }

  /// An error at this value: "expected `expected`, found <the value>".
  func failure(expected: String) -> SpecError {
    SpecError(file: file, path: path, line: value.line, message: "expected \(expected), found \(value.summary)")
  }

  /// An error at this value with a message of its own.
  func failure(message: String) -> SpecError {
    SpecError(file: file, path: path, line: value.line, message: message)
  }

  /// The members of an object, after checking every key is one of `keys`.
  func object(allowing keys: [String]) throws(SpecError) -> SpecObject {
    guard case .object(let pairs) = value.content else { throw failure(expected: "an object") }
    for pair in pairs where !keys.contains(pair.key) {
      throw SpecError(
        file: file, path: path.isEmpty ? pair.key : "\(path).\(pair.key)", line: pair.value.line,
        message: "unknown field; expected one of \(keys.joined(separator: ", "))")
    }
    return SpecObject(pairs: pairs, reader: self)
  }

  /// The elements of a list.
  func array() throws(SpecError) -> [SpecReader] {
    guard case .array(let items) = value.content else { throw failure(expected: "a list") }
    return items.enumerated().map { SpecReader($0.element, path: "\(path)[\($0.offset)]", file: file) }
  }

  /// `true` when the value is a list.
  var isArray: Bool {
    if case .array = value.content { return true }
    return false
  }

  /// `true` when the value is an object.
  var isObject: Bool {
    if case .object = value.content { return true }
    return false
  }

  /// A finite number.
  func number() throws(SpecError) -> Double {
    guard case .number(let n) = value.content, n.isFinite else { throw failure(expected: "a number") }
    return n
  }

  /// A finite number ≥ 0.
  func nonNegative() throws(SpecError) -> Double {
    guard case .number(let n) = value.content, n.isFinite, n >= 0 else {
      throw failure(expected: "a number ≥ 0")
    }
    return n
  }

  /// A finite number > 0.
  func positive() throws(SpecError) -> Double {
    guard case .number(let n) = value.content, n.isFinite, n > 0 else { throw failure(expected: "a number > 0") }
    return n
  }

  /// A whole number ≥ `minimum` and ≤ `maximum` (by default ``Spec/maximumItemCount``).
  func integer(minimum: Int = 0, maximum: Int = Spec.maximumItemCount) throws(SpecError) -> Int {
    guard case .number(let n) = value.content, n.isFinite, n == n.rounded(), n >= Double(minimum),
      n <= Double(maximum)
    else {
      let range = minimum == 0 ? "a non-negative integer" : "an integer ≥ \(minimum)"
      throw failure(
        expected: maximum < Spec.maximumItemCount
          ? "an integer from \(minimum) to \(maximum)" : "\(range), at most \(Spec.maximumItemCount.grouped)")
    }
    return Int(n)
  }

  /// A string.
  func string() throws(SpecError) -> String {
    guard case .string(let s) = value.content else { throw failure(expected: "a string") }
    return s
  }

  /// A boolean.
  func bool() throws(SpecError) -> Bool {
    guard case .bool(let b) = value.content else { throw failure(expected: "true or false") }
    return b
  }

  /// One of `choices`.
  func choice<T>(_ choices: [(String, T)]) throws(SpecError) -> T {
    if case .string(let s) = value.content, let match = choices.first(where: { $0.0 == s }) { return match.1 }
    throw failure(expected: choices.map { $0.0 }.joined(separator: " or "))
  }
}

/// The members of a spec object, read by key.
struct SpecObject {
  let pairs: [(key: String, value: SpecValue)]
  let reader: SpecReader

  /// The member at `key`, or `nil` when absent or null.
  subscript(key: String) -> SpecReader? {
    guard let pair = pairs.last(where: { $0.key == key }) else { return nil }
    if case .null = pair.value.content { return nil }
    let path = reader.path.isEmpty ? key : "\(reader.path).\(key)"
    return SpecReader(pair.value, path: path, file: reader.file)
  }

  /// The member at `key`, which must be present.
  func required(_ key: String) throws(SpecError) -> SpecReader {
    guard let member = self[key] else {
      throw reader.failure(message: "missing required field \"\(key)\"")
    }
    return member
  }
}

extension Int {
  /// The number with its thousands grouped by commas, as error messages state limits.
  var grouped: String {
    let digits = String(magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(c)
    }
    return self < 0 ? "-" + out : out
  }
}
