import Testing

// The differential fuzz runs (`FacadeFuzz`, `AdapterFuzz`) check through these two
// functions, not `#expect`, so that they compile without Swift Testing too: the
// coverage-guided harness in `Fuzz/` builds the same files with its own definitions, which
// stop the process so that the fuzzer keeps the input. Under `swift test` a failed check is
// an issue of the running test, at the caller's line. (The location is taken from plain
// literals: a `#_sourceLocation` default would expand where Testing is not imported.)

/// Records `comment` as an issue of the running test unless `condition` holds.
func fuzzCheck(
  _ condition: Bool, _ comment: @autoclosure () -> String, fileID: String = #fileID, filePath: String = #filePath,
  line: Int = #line, column: Int = #column
) {
  guard !condition else { return }
  fuzzFailure(comment(), fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Records `comment` as an issue of the running test.
func fuzzFailure(
  _ comment: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  Issue.record(
    Comment(rawValue: comment),
    sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
