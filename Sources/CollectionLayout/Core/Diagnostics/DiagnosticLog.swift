/// Collects diagnostics while one section (or the layout) is computed.
///
/// Repeated reports with the same code in the same section are folded into one diagnostic
/// that keeps the first item and counts the rest, so a million bad sizes cost one entry.
public struct DiagnosticLog: Sendable {
  /// The folded diagnostics, in the order their codes first appeared.
  public private(set) var diagnostics: [Diagnostic] = []

  /// Creates an empty log.
  public init() {}

  /// Records one occurrence; `message` is built only for the first of its code.
  public mutating func report(
    _ code: DiagnosticCode, section: Int? = nil, item: Int? = nil, _ message: @autoclosure () -> String
  ) {
    fold(code: code, section: section, count: 1) {
      Diagnostic(code: code, message: message(), section: section, item: item)
    }
  }

  /// Folds `other`'s diagnostics into this log.
  public mutating func merge(_ other: DiagnosticLog) {
    for d in other.diagnostics {
      fold(code: d.code, section: d.section, count: d.count) { d }
    }
  }

  /// The folding rule: one entry per code and section, counting occurrences; `make`
  /// builds the entry only when it is the first.
  private mutating func fold(code: DiagnosticCode, section: Int?, count: Int, make: () -> Diagnostic) {
    if let i = diagnostics.firstIndex(where: { $0.code == code && $0.section == section }) {
      diagnostics[i].count += count
    } else {
      var d = make()
      d.count = count
      diagnostics.append(d)
    }
  }

  /// `true` when nothing was reported.
  public var isEmpty: Bool { diagnostics.isEmpty }
}
