// The shared runs check through `fuzzCheck` and `fuzzFailure` (under `swift test`, they
// record issues). Here a failure stops the process, so that libFuzzer keeps the input as a
// crash; running the binary on that file prints the message again.

/// Stops with `comment` unless `condition` holds.
func fuzzCheck(_ condition: Bool, _ comment: @autoclosure () -> String, line: Int = #line, fileID: String = #fileID) {
  guard !condition else { return }
  fuzzFailure(comment(), line: line, fileID: fileID)
}

/// Stops with `comment`.
func fuzzFailure(_ comment: String, line: Int = #line, fileID: String = #fileID) {
  fatalError("check failed at \(fileID):\(line): \(comment)")
}
