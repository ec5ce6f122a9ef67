import Yams

/// Turns the text of a spec file into a ``SpecValue`` tree.
///
/// JSON is read as the YAML it is a subset of, so both formats share one parser and one
/// set of line numbers. Quoted scalars are strings; plain ones are resolved as YAML does
/// (null, booleans, integers, floats), everything else is a string.
enum SpecParser {
  /// Parses `text`; the error, if any, is a ``SpecError`` naming `file`.
  static func parse(_ text: String, file: String) throws(SpecError) -> SpecValue {
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch YamlError.duplicatedKeysInMapping(let keys, let context) {
      throw duplicateKeyError(keys: keys, at: context.mark, in: text, file: file)
    } catch let error as YamlError {
      throw SpecError(file: file, path: "", message: "is not valid JSON or YAML: \(Self.describe(error))")
    } catch {
      throw SpecError(file: file, path: "", message: "could not be read: \(error)")
    }
    guard let root else {
      throw SpecError(file: file, path: "", message: "expected an object, found an empty file")
    }
    guard fitsTheLimit(root) else {
      throw SpecError(
        file: file, path: "",
        message:
          "expected at most \(maximumValueCount.grouped) values with every alias expanded, found more (aliases nested in aliases?)"
      )
    }
    return convert(root)
  }

  /// How many values (scalars, lists, objects) a file may hold once its aliases are
  /// expanded. Yams shares an anchored node between its aliases, so a few hundred bytes of
  /// aliases of aliases stand for billions of values; counting them first (nothing is
  /// allocated) stops such a file at this many, in well under a second.
  static let maximumValueCount = 1_000_000

  /// Whether `node`, aliases expanded, holds at most ``maximumValueCount`` values.
  static func fitsTheLimit(_ node: Node) -> Bool {
    var budget = maximumValueCount
    return fits(node, budget: &budget)
  }

  private static func fits(_ node: Node, budget: inout Int) -> Bool {
    budget -= 1
    guard budget >= 0 else { return false }
    switch node {
    case .scalar, .alias: return true
    case .sequence(let sequence):
      for element in sequence where !fits(element, budget: &budget) { return false }
    case .mapping(let mapping):
      for (_, element) in mapping where !fits(element, budget: &budget) { return false }
    }
    return true
  }

  /// The value of `node` (call ``fitsTheLimit(_:)`` first). Recursion depth is bounded by
  /// libyaml's nesting limit.
  static func convert(_ node: Node) -> SpecValue {
    let line = node.mark?.line
    switch node {
    case .scalar(let scalar):
      return SpecValue(scalarContent(scalar), line: line)
    case .sequence(let sequence):
      return SpecValue(.array(sequence.map(convert)), line: line)
    case .mapping(let mapping):
      return SpecValue(
        .object(mapping.map { (key: $0.key.string ?? "\($0.key)", value: convert($0.value)) }), line: line)
    case .alias:
      return SpecValue(.null, line: line)
    }
  }

  private static func scalarContent(_ scalar: Node.Scalar) -> SpecValue.Content {
    // Plain scalars carry the implicit tag and are resolved as YAML 1.1 does; quoted ones
    // carry the non-specific tag "!" and stay strings.
    let name = Tag.Name(rawValue: scalar.tag.rawValue)
    let resolved = name == .implicit ? Resolver.default.resolveTag(of: .scalar(scalar)) : name
    switch resolved {
    case .null: return .null
    case .bool: return .bool(["true", "yes", "on", "y"].contains(scalar.string.lowercased()))
    case .int, .float:
      if let n = Double(scalar.string.replacingOccurrences(of: "_", with: "")) { return .number(n) }
      switch scalar.string.lowercased() {
      case ".nan": return .number(.nan)
      case ".inf", "+.inf": return .number(.infinity)
      case "-.inf": return .number(-.infinity)
      default: return .string(scalar.string)
      }
    default: return .string(scalar.string)
    }
  }

  /// libyaml's nesting limit (its default), named in the error instead of libyaml's advice.
  static let maximumNestingDepth = 1000

  private static func describe(_ error: YamlError) -> String {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      if problem.lowercased().contains("nesting level") {
        return
          "expected lists and objects nested at most \(maximumNestingDepth) deep, found deeper at line \(mark.line), column \(mark.column)"
      }
      return "\(problem) at line \(mark.line), column \(mark.column)"
    default:
      return "\(error)".split(separator: "\n").first.map(String.init) ?? "unreadable"
    }
  }
}
