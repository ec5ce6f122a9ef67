import ArgumentParser
import CollectionLayout

/// Reads `count` comma-separated finite numbers; nil if any part is not one, or the count differs.
private func finiteNumbers(_ argument: String, count: Int) -> [Double]? {
  let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map {
    Double($0.trimmingCharacters(in: .whitespaces))
  }
  guard parts.count == count else { return nil }
  var numbers: [Double] = []
  for part in parts {
    guard let part, part.isFinite else { return nil }
    numbers.append(part)
  }
  return numbers
}

/// An option value read by `init?(argument:)`, whose failure says what was expected.
protocol ValidatedArgument: ExpressibleByArgument {
  /// The one line a malformed value is told ("expected …").
  static var expected: String { get }
}

extension ValidatedArgument {
  /// Reads `argument` or throws ``expected``.
  static func parse(_ argument: String) throws -> Self {
    guard let value = Self(argument: argument) else { throw ValidationError(expected) }
    return value
  }
}

/// `X,Y`: two finite numbers, negative ones included.
struct PointArgument: ValidatedArgument {
  let point: Point

  /// What a malformed `X,Y` is told.
  static let expected = "expected two numbers X,Y"

  init?(argument: String) {
    guard let n = finiteNumbers(argument, count: 2) else { return nil }
    point = Point(x: n[0], y: n[1])
  }
}

/// `X,Y,W,H`: four finite numbers, the width and height ≥ 0.
struct RectArgument: ValidatedArgument {
  let rect: Rect

  /// What a malformed `X,Y,W,H` is told.
  static let expected = "expected four numbers X,Y,W,H with W and H ≥ 0"

  init?(argument: String) {
    guard let n = finiteNumbers(argument, count: 4), n[2] >= 0, n[3] >= 0 else { return nil }
    rect = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
  }
}

/// `SECTION=OFFSET`: a section's offset along its strip.
struct SectionOffsetArgument: ValidatedArgument {
  let section: Int
  let offset: Double

  /// What a malformed `SECTION=OFFSET` is told.
  static let expected = "expected SECTION=OFFSET, a whole number ≥ 0 and a number"

  init?(argument: String) {
    let parts = argument.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2, let section = Int(parts[0]), section >= 0, let offset = Double(parts[1]),
      offset.isFinite
    else {
      return nil
    }
    self.section = section
    self.offset = offset
  }
}
