extension String {
  /// The string with every scalar `escape` rewrites replaced by what it returns (`nil`:
  /// kept as it is). JSON output and one-line error reports both escape this way.
  func escapingScalars(_ escape: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    for scalar in unicodeScalars {
      if let replacement = escape(scalar) { result += replacement } else { result.unicodeScalars.append(scalar) }
    }
    return result
  }
}

extension Unicode.Scalar {
  /// `\n`, `\r` or `\t` for a line feed, carriage return or tab (as JSON and Swift write
  /// them); `nil` for any other scalar.
  var shortEscape: String? {
    switch self {
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: nil
    }
  }
}
