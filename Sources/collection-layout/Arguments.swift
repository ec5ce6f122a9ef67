import ArgumentParser
import CollectionLayout

/// `X,Y`.
struct PointArgument: ExpressibleByArgument {
  let point: Point

  init?(argument: String) {
    let parts = argument.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 2, parts.allSatisfy(\.isFinite) else { return nil }
    point = Point(x: parts[0], y: parts[1])
  }
}

/// `X,Y,W,H`.
struct RectArgument: ExpressibleByArgument {
  let rect: Rect

  init?(argument: String) {
    let parts = argument.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 4, parts.allSatisfy(\.isFinite), parts[2] >= 0, parts[3] >= 0 else { return nil }
    rect = Rect(x: parts[0], y: parts[1], width: parts[2], height: parts[3])
  }
}

/// `SECTION=OFFSET`: a section's offset along its strip.
struct SectionOffsetArgument: ExpressibleByArgument {
  let section: Int
  let offset: Double

  init?(argument: String) {
    let parts = argument.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2, let section = Int(parts[0]), section >= 0, let offset = Double(parts[1]) else {
      return nil
    }
    self.section = section
    self.offset = offset
  }
}
